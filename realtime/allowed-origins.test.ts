import { afterEach, describe, expect, it, vi } from "vitest";
import { trustedOrigins } from "../lib/auth/origins";
import { isAllowedOrigin } from "./auth";

afterEach(() => vi.unstubAllEnvs());

describe("allowed origins", () => {
  it("follow the Vercel preview the app runs on", () => {
    vi.stubEnv("VERCEL_URL", "alize-git-chat.vercel.app");
    expect(trustedOrigins()).toContain("https://alize-git-chat.vercel.app");
    expect(isAllowedOrigin("https://alize-git-chat.vercel.app", trustedOrigins(), false)).toBe(true);
  });

  it("accept any Vercel preview only on Vercel, and nothing else", () => {
    const app = new URL(process.env.APP_URL!).origin;
    expect(isAllowedOrigin(app)).toBe(true);
    expect(isAllowedOrigin("https://alize-pr-12.vercel.app", [app], false)).toBe(false);
    expect(isAllowedOrigin("https://alize-pr-12.vercel.app", [app], true)).toBe(true);
    for (const bad of ["https://evil.vercel.app.attacker.com", "http://alize.vercel.app", "https://a.b.vercel.app", "null"]) {
      expect(isAllowedOrigin(bad, [app], true)).toBe(false);
    }
  });
});

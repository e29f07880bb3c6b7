import { afterEach, describe, expect, it, vi } from "vitest";
import { trustedOrigins } from "../lib/auth/auth";
import { isAllowedOrigin } from "./auth";
import { appOrigins } from "./origins";

afterEach(() => vi.unstubAllEnvs());

describe("allowed origins", () => {
  it("are the origins Better Auth trusts", () => {
    expect(appOrigins()).toEqual(trustedOrigins());
    vi.stubEnv("VERCEL_URL", "alize-git-chat.vercel.app");
    expect(appOrigins()).toEqual(trustedOrigins());
    expect(appOrigins()).toContain("https://alize-git-chat.vercel.app");
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

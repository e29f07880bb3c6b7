import { afterEach, describe, expect, it, vi } from "vitest";
import { getAuth, SESSION_DAYS, trustedOrigins } from "./auth";
import { SESSION_COOKIE } from "./cookie-names";

describe("Better Auth configuration", () => {
  it("names the session cookie as the proxy and the tests expect", async () => {
    const ctx = await getAuth().$context;
    expect(ctx.authCookies.sessionToken.name).toBe(SESSION_COOKIE);
    expect(ctx.authCookies.sessionToken.attributes).toMatchObject({ httpOnly: true, sameSite: "lax" });
  });

  it("keeps a remembered session 30 days", async () => {
    expect(SESSION_DAYS).toBe(30);
    expect((await getAuth().$context).sessionConfig.expiresIn).toBe(30 * 24 * 3600);
  });

  it("trusts APP_URL's origin", () => {
    expect(trustedOrigins()).toContain("http://localhost:3000");
  });
});

describe("over https", () => {
  const holder = globalThis as { __alizeAuth?: unknown };

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    delete holder.__alizeAuth; // the next test builds the http instance again
  });

  it("marks the session cookie Secure (the __Secure- name the proxy also knows)", async () => {
    vi.stubEnv("APP_URL", "https://alize.example");
    vi.resetModules();
    delete holder.__alizeAuth;
    const fresh = await import("./auth");
    const { sessionToken } = (await fresh.getAuth().$context).authCookies;
    expect(sessionToken.name).toBe(`__Secure-${SESSION_COOKIE}`);
    expect(sessionToken.attributes).toMatchObject({ secure: true, httpOnly: true, sameSite: "lax" });
    expect(fresh.trustedOrigins()).toContain("https://alize.example");
  });
});

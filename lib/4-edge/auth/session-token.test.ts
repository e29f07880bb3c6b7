import { getCookies } from "better-auth/cookies";
import { makeSignature } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { SESSION_COOKIE } from "./cookie-names";
import { GET as getUser } from "@/app/api/user/route";
import { GET as getSpots } from "@/app/api/spots/route";
import { env } from "@/lib/0-base/env";
import { call, registerUser } from "@/tests/support/api";
import { getAuth } from "./auth";
import { sessionTokenFrom } from "./session-token";

describe("a session token read from the database (decision 0018)", () => {
  it("opens nothing without the cookie's signature, which needs BETTER_AUTH_SECRET", async () => {
    const { cookie, user } = await registerUser();
    const [row] = await getDb().select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id));
    expect((await call(getUser, { cookie })).status).toBe(200);
    for (const value of [row!.token, `${row!.token}.${"A".repeat(43)}=`, encodeURIComponent(`${row!.token}.forged`)]) {
      expect((await call(getUser, { cookie: `${SESSION_COOKIE}=${value}` })).status, value).toBe(401);
      expect((await call(getSpots, { cookie: `${SESSION_COOKIE}=${value}` })).status, value).toBe(401);
    }
  });
});

describe("sessionTokenFrom", () => {
  it("reads the token of a real session cookie and refuses a tampered one", async () => {
    const { cookie } = await registerUser();
    const secret = env().BETTER_AUTH_SECRET;
    const token = sessionTokenFrom(new Headers({ cookie }), secret);
    expect(token).toMatch(/^[A-Za-z0-9]{16,}$/);
    const tampered = cookie.replace(token!, `${token!.slice(0, -1)}${token!.endsWith("a") ? "b" : "a"}`);
    expect(sessionTokenFrom(new Headers({ cookie: tampered }), secret)).toBeNull();
    expect(sessionTokenFrom(new Headers({ cookie }), "another-secret-another-secret-xx")).toBeNull();
    expect(sessionTokenFrom(new Headers({ cookie: "alize.session_token=%E0%A4%A" }), secret)).toBeNull();
    expect(sessionTokenFrom(new Headers(), secret)).toBeNull();
  });

  // The check is a copy of Better Auth's: an upgrade that changes its signature or its cookie's name fails here.
  it("reads a token signed by Better Auth's own signature, under the cookie name Better Auth gives over HTTP and HTTPS", async () => {
    const auth = getAuth();
    const secret = env().BETTER_AUTH_SECRET;
    const token = "AbCdEfGh0123456789IjKlMnOp012345";
    // As Better Auth's cookie helper (better-call) writes it: the token, a dot, the signature; URL-encoded.
    const value = encodeURIComponent(`${token}.${await makeSignature(token, secret)}`);
    for (const useSecureCookies of [false, true]) {
      const { sessionToken } = getCookies({ ...auth.options, advanced: { ...auth.options.advanced, useSecureCookies } });
      expect(sessionToken.name).toMatch(useSecureCookies ? /^__Secure-/ : /^alize\./);
      expect(sessionTokenFrom(new Headers({ cookie: `theme=sombre; ${sessionToken.name}=${value}` }), secret)).toBe(token);
    }
  });

  it("agrees with Better Auth: a session ended by logout no longer lists spots", async () => {
    const { cookie } = await registerUser();
    expect((await call(getSpots, { cookie })).status).toBe(200);
    const { POST: logout } = await import("@/app/api/logout/route");
    await call(logout, { method: "POST", cookie });
    expect((await call(getUser, { cookie })).status).toBe(401);
    expect((await call(getSpots, { cookie })).status).toBe(401);
  });
});

describe("requireSessionUserId", () => {
  it("gives the user of a live session and refuses an ended one", async () => {
    const { requireSessionUserId } = await import("./session-token");
    const { getDb } = await import("@/db/client");
    const { user, cookie } = await registerUser();
    const secret = env().BETTER_AUTH_SECRET;
    expect(await requireSessionUserId(getDb(), new Headers({ cookie }), secret)).toBe(user.id);
    const { POST: logout } = await import("@/app/api/logout/route");
    await call(logout, { method: "POST", cookie });
    await expect(requireSessionUserId(getDb(), new Headers({ cookie }), secret)).rejects.toMatchObject({ status: 401 });
    await expect(requireSessionUserId(getDb(), new Headers(), secret)).rejects.toMatchObject({ status: 401 });
  });
});

import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/user/route";
import { POST as login } from "@/app/api/login/route";
import { SESSION_COOKIE } from "@/lib/4-edge/auth/cookie-names";
import { call, cookieFrom, registerUser, TEST_PASSWORD } from "@/tests/support/api";
import { fromIp, sessionsOf, setCookie } from "@/tests/support/auth";
import { POST } from "./route";

describe("POST /api/logout", () => {
  it("ends the session on the server and clears the cookie", async () => {
    const { cookie, user } = await registerUser();
    const before = await sessionsOf(user.id);
    expect(before).toHaveLength(1);
    const res = await call(POST, { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(setCookie(res, SESSION_COOKIE)).toMatch(/max-age=0/i);
    // The browser drops the site's caches and storage (the pages kept offline, the worker) on its own.
    expect(res.headers.get("clear-site-data")).toBe('"cache", "storage"');
    expect(await sessionsOf(user.id)).toHaveLength(0);
    // The old cookie, replayed, no longer opens anything.
    expect((await call(getUser, { cookie })).status).toBe(401);
  });

  it("ends only this device's session", async () => {
    const { cookie, username } = await registerUser();
    const other = cookieFrom(await call(login, { body: { username, password: TEST_PASSWORD }, headers: fromIp() }));
    await call(POST, { method: "POST", cookie });
    expect((await call(getUser, { cookie })).status).toBe(401);
    expect((await call(getUser, { cookie: other })).status).toBe(200);
  });

  it("answers 200 without a session: nothing to end, nothing to fail", async () => {
    const res = await call(POST, { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.headers.get("clear-site-data")).toBe('"cache", "storage"');
    const forged = await call(POST, { method: "POST", cookie: "alize.session_token=forged.sig" });
    expect(forged.status).toBe(200);
  });

  it("does not read a body, even a malformed one", async () => {
    const { cookie } = await registerUser();
    const res = await call(POST, { method: "POST", cookie, rawBody: "not json" });
    expect(res.status).toBe(200);
    expect((await call(getUser, { cookie })).status).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { env } from "@/lib/0-base/env";
import { REALTIME_TOKEN_TTL_MS, verifyRealtimeToken } from "@/lib/3-features/chat/socket-token";
import { REALTIME_CREDENTIALS_PER_SESSION } from "@/lib/1-domain/chat/limits";
import { CHAT_ERRORS } from "@/lib/1-domain/chat/messages";
import { call, cookieFrom, registerUser, TEST_PASSWORD } from "@/tests/support/api";
import { fromIp } from "@/tests/support/auth";
import { GET } from "./route";

vi.mock("server-only", () => ({}));

describe("GET /api/realtime-token", () => {
  it("answers 401 without a session", async () => {
    const res = await call(GET, { path: "/api/realtime-token" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Vous devez être connecté." });
  });

  it("gives the signed-in user a 2-minute, one-use token carrying their id, username and web session", async () => {
    const { user, cookie, username } = await registerUser();
    const before = Date.now();
    const res = await call(GET, { path: "/api/realtime-token", cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as { token: string; expiresAt: string };
    const [session] = await getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(verifyRealtimeToken(body.token, env().BETTER_AUTH_SECRET)).toEqual({
      userId: user.id,
      username,
      sessionId: session!.id,
      jti: expect.any(String),
      expiresAt: new Date(body.expiresAt),
    });
    const again = (await (await call(GET, { path: "/api/realtime-token", cookie })).json()) as { token: string };
    expect(verifyRealtimeToken(again.token, env().BETTER_AUTH_SECRET)?.jti).not.toBe(verifyRealtimeToken(body.token, env().BETTER_AUTH_SECRET)?.jti);
    const expires = new Date(body.expiresAt).getTime();
    expect(expires).toBeGreaterThan(before + REALTIME_TOKEN_TTL_MS - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + REALTIME_TOKEN_TTL_MS);
  });

  it(`gives a session at most ${REALTIME_CREDENTIALS_PER_SESSION.max} credentials at a time, then a French 429; another session is not held`, async () => {
    const { cookie, username } = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < REALTIME_CREDENTIALS_PER_SESSION.max + 2; i++) statuses.push((await call(GET, { path: "/api/realtime-token", cookie })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(REALTIME_CREDENTIALS_PER_SESSION.max);
    const refused = await call(GET, { path: "/api/realtime-token", cookie });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: CHAT_ERRORS.tooManyCredentials });
    expect(Number(refused.headers.get("retry-after"))).toBe(REALTIME_CREDENTIALS_PER_SESSION.windowSeconds);
    // The same rider signed in elsewhere has a session, and credentials, of its own.
    const { POST: login } = await import("@/app/api/login/route");
    const elsewhere = cookieFrom(await call(login, { body: { username, password: TEST_PASSWORD }, headers: fromIp() }));
    expect((await call(GET, { path: "/api/realtime-token", cookie: elsewhere })).status).toBe(200);
  });
});

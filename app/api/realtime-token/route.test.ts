import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { env } from "@/lib/0-base/env";
import { REALTIME_TOKEN_TTL_MS, verifyRealtimeToken } from "@/lib/3-features/chat/socket-token";
import { call, registerUser } from "@/tests/support/api";
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
});

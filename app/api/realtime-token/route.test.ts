import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { REALTIME_TOKEN_TTL_MS, verifyRealtimeToken } from "@/lib/realtime/token";
import { call, registerUser } from "@/tests/support/api";
import { GET } from "./route";

describe("GET /api/realtime-token", () => {
  it("answers 401 without a session", async () => {
    const res = await call(GET, { path: "/api/realtime-token" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Vous devez être connecté." });
  });

  it("gives the signed-in user a 2-minute token carrying their id and username", async () => {
    const { user, cookie, username } = await registerUser();
    const before = Date.now();
    const res = await call(GET, { path: "/api/realtime-token", cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as { token: string; expiresAt: string };
    expect(verifyRealtimeToken(body.token, env().BETTER_AUTH_SECRET)).toEqual({ userId: user.id, username });
    const expires = new Date(body.expiresAt).getTime();
    expect(expires).toBeGreaterThan(before + REALTIME_TOKEN_TTL_MS - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + REALTIME_TOKEN_TTL_MS);
  });
});

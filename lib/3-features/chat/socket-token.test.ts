import { describe, expect, it } from "vitest";
import { REALTIME_TOKEN_TTL_MS, signRealtimeToken, verifyRealtimeToken } from "./socket-token";

const SECRET = "s".repeat(40);
const rider = { userId: 42, username: "marie_vent", sessionId: 7 };

describe("realtime token", () => {
  it("round-trips the identity and expires after 2 minutes", () => {
    const now = Date.UTC(2026, 5, 1, 12);
    const { token, expiresAt } = signRealtimeToken(rider, SECRET, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime()).toBe(now + REALTIME_TOKEN_TTL_MS);
    expect(verifyRealtimeToken(token, SECRET, now + REALTIME_TOKEN_TTL_MS - 1000)).toEqual({
      ...rider,
      jti: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      expiresAt: new Date(now + REALTIME_TOKEN_TTL_MS),
    });
    expect(verifyRealtimeToken(token, SECRET, now + REALTIME_TOKEN_TTL_MS)).toBeNull();
  });

  it("names its web session and is unique: two tokens for one session carry two credential ids", () => {
    const a = verifyRealtimeToken(signRealtimeToken(rider, SECRET).token, SECRET);
    const b = verifyRealtimeToken(signRealtimeToken(rider, SECRET).token, SECRET);
    expect(a?.sessionId).toBe(7);
    expect(a?.jti).not.toBe(b?.jti);
  });

  it("refuses another secret, a changed payload or signature, and junk", () => {
    const { token } = signRealtimeToken(rider, SECRET);
    expect(verifyRealtimeToken(token, "t".repeat(40))).toBeNull();
    const [payload, signature] = token.split(".") as [string, string];
    const other = Buffer.from(JSON.stringify({ sub: 1, name: "admin", sid: 1, jti: "a".repeat(24), exp: 9_999_999_999 })).toString("base64url");
    expect(verifyRealtimeToken(`${other}.${signature}`, SECRET)).toBeNull();
    expect(verifyRealtimeToken(`${payload}.${signature.slice(0, -2)}`, SECRET)).toBeNull();
    for (const junk of [undefined, null, 42, "", ".", "a.b.c", { token }, "x".repeat(5000)]) {
      expect(verifyRealtimeToken(junk, SECRET)).toBeNull();
    }
  });

  it("is not a plain HMAC of the secret: the key is derived for this purpose only", async () => {
    const { createHmac } = await import("node:crypto");
    const { token } = signRealtimeToken(rider, SECRET);
    const [payload, signature] = token.split(".") as [string, string];
    expect(createHmac("sha256", SECRET).update(payload).digest("base64url")).not.toBe(signature);
  });
});

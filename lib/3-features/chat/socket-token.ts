import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { purposeKey } from "../../0-base/crypto-keys";
import { z } from "../../0-base/zod";

/*
 * The socket credential (ARCHITECTURE "Auth"): the app signs, for the signed-in user, a short-lived token that
 * the realtime service verifies; the service never trusts a user id chosen by the client.
 * Format: base64url(JSON {sub, name, sid, jti, exp}) "." base64url(HMAC-SHA256). `sid` is the web session the
 * token was issued for: the service closes the socket when that session ends (logout, reset, expiry). `jti`
 * names this one credential: the service records it at the handshake, so that it opens one socket only. The HMAC key is derived from
 * BETTER_AUTH_SECRET with HKDF and a purpose label, so this token can never stand in for another of the app's
 * signatures made with the same secret.
 */
export const REALTIME_TOKEN_TTL_MS = 2 * 60 * 1000;
const PURPOSE = "alize/realtime-token/v1";
const MAX_TOKEN_LENGTH = 1024;

export type RealtimeIdentity = { userId: number; username: string };
/** What the app signs: the user and the web session the socket lives with. */
export type RealtimeGrant = RealtimeIdentity & { sessionId: number };
/** What a valid token carries. */
export type RealtimeCredential = RealtimeGrant & { jti: string; expiresAt: Date };

const ClaimsSchema = z.object({
  sub: z.number().int().positive(),
  name: z.string().min(1).max(200),
  sid: z.number().int().positive(),
  jti: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  exp: z.number().int().positive(),
});

const keyFor = (secret: string) => purposeKey(secret, PURPOSE);

const sign = (payload: string, secret: string) => createHmac("sha256", keyFor(secret)).update(payload).digest();

export function signRealtimeToken(
  grant: RealtimeGrant,
  secret: string,
  now = Date.now(),
): { token: string; expiresAt: string } {
  const expMs = now + REALTIME_TOKEN_TTL_MS;
  const claims = {
    sub: grant.userId,
    name: grant.username,
    sid: grant.sessionId,
    jti: randomBytes(18).toString("base64url"),
    exp: Math.floor(expMs / 1000),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  const token = `${payload}.${sign(payload, secret).toString("base64url")}`;
  return { token, expiresAt: new Date(claims.exp * 1000).toISOString() };
}

/**
 * The claims of a validly signed, unexpired token; null for anything else (never throws). Whether its session
 * is still alive and whether it was used already is for the service to check (realtime/auth.ts).
 */
export function verifyRealtimeToken(token: unknown, secret: string, now = Date.now()): RealtimeCredential | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  const given = Buffer.from(signature, "base64url");
  const expected = sign(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = ClaimsSchema.safeParse(claims);
  if (!parsed.success || parsed.data.exp * 1000 <= now) return null;
  const { sub, name, sid, jti, exp } = parsed.data;
  return { userId: sub, username: name, sessionId: sid, jti, expiresAt: new Date(exp * 1000) };
}

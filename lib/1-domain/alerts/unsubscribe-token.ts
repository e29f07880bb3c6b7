import { createHmac, timingSafeEqual } from "node:crypto";
import { purposeKey } from "../../0-base/crypto-keys";

/*
 * The one-click unsubscribe link of an alert e-mail (RFC 8058): it must work without a session,
 * from any mail client, for as long as the alert exists, and name one alert only.
 * Format: "<alertId>.<base64url(HMAC-SHA256(key, "alert:<alertId>"))>", the key derived from
 * BETTER_AUTH_SECRET with HKDF and its own purpose label, so it never stands in for another signature.
 * Nothing in it expires: pausing an alert is harmless and the link must keep working in an old e-mail.
 */
const PURPOSE = "alize/alert-unsubscribe/v1";
const MAX_TOKEN_LENGTH = 64;

const keyFor = (secret: string) => purposeKey(secret, PURPOSE);

const mac = (alertId: number, secret: string) => createHmac("sha256", keyFor(secret)).update(`alert:${alertId}`).digest();

export function signUnsubscribeToken(alertId: number, secret: string): string {
  return `${alertId}.${mac(alertId, secret).toString("base64url")}`;
}

/** The alert id the token was signed for, or null for anything else (forged, truncated, another alert's). */
export function verifyUnsubscribeToken(token: unknown, secret: string): number | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const alertId = Number(match[1]);
  if (!Number.isSafeInteger(alertId) || alertId > 2_147_483_647) return null;
  const given = Buffer.from(match[2], "base64url");
  const expected = mac(alertId, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}

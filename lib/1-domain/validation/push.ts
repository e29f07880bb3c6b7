import { PUSH_MESSAGES } from "../push/messages";
import { z } from "../../0-base/zod";

/* POST and DELETE /api/push/subscriptions (issue 13): what the browser's PushSubscription.toJSON() gives. */
export const MAX_PUSH_ENDPOINT_LENGTH = 1024;
export const P256DH_BYTES = 65;
export const AUTH_SECRET_BYTES = 16;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes a base64url text decodes to (padding allowed), or null when it is not base64url. */
export function base64urlBytes(text: string): number | null {
  if (!BASE64URL.test(text)) return null;
  const length = text.replace(/=+$/, "").length;
  if (length % 4 === 1) return null;
  return Math.floor((length * 3) / 4);
}

// In production the endpoint is a push service on the Internet: never this machine or its network by name.
const PRIVATE_HOST = /^(localhost|.*\.localhost|.*\.local|.*\.internal|\d+\.\d+\.\d+\.\d+|\[.*\])$/i;

/**
 * An https URL of a push service. Outside production, http://127.0.0.1 and http://localhost too, so a test can
 * play the push service on this machine.
 */
export function isPushEndpoint(value: string, production = process.env.NODE_ENV === "production"): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return !production || !PRIVATE_HOST.test(url.hostname);
  return !production && url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost");
}

const endpoint = z
  .string(PUSH_MESSAGES.endpoint)
  .max(MAX_PUSH_ENDPOINT_LENGTH, PUSH_MESSAGES.endpoint)
  .refine((value) => isPushEndpoint(value), PUSH_MESSAGES.endpoint);

const key = (bytes: number) =>
  z.string(PUSH_MESSAGES.key).max(100, PUSH_MESSAGES.key).refine((value) => base64urlBytes(value) === bytes, PUSH_MESSAGES.key);

/** The subscription as the browser serialises it (its `expirationTime` and any other field are ignored). */
export const PushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: key(P256DH_BYTES), auth: key(AUTH_SECRET_BYTES) }, PUSH_MESSAGES.key),
});
export type PushSubscriptionInput = z.output<typeof PushSubscriptionSchema>;

/** DELETE names the subscription by its endpoint only; whatever the rider has stored can be removed. */
export const PushUnsubscribeSchema = z.object({
  endpoint: z.string(PUSH_MESSAGES.endpoint).min(1, PUSH_MESSAGES.endpoint).max(MAX_PUSH_ENDPOINT_LENGTH, PUSH_MESSAGES.endpoint),
});

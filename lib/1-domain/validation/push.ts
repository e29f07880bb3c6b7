import { PUSH_MESSAGES } from "../push/messages";
import { isPushEndpoint } from "../push/services";
import { z } from "../../0-base/zod";

/* POST and DELETE /api/push/subscriptions: what the browser's PushSubscription.toJSON() gives. */
export const MAX_PUSH_ENDPOINT_LENGTH = 1024;
const P256DH_BYTES = 65;
const AUTH_SECRET_BYTES = 16;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes a base64url text decodes to (padding allowed), or null when it is not base64url. */
function base64urlBytes(text: string): number | null {
  if (!BASE64URL.test(text)) return null;
  const length = text.replace(/=+$/, "").length;
  if (length % 4 === 1) return null;
  return Math.floor((length * 3) / 4);
}

/** A URL, then one of the browsers' push services (lib/1-domain/push/services.ts): anything else is refused in French. */
const endpoint = z
  .string(PUSH_MESSAGES.endpoint)
  .max(MAX_PUSH_ENDPOINT_LENGTH, PUSH_MESSAGES.endpoint)
  .refine((value) => URL.canParse(value), { message: PUSH_MESSAGES.endpoint, abort: true })
  .refine(isPushEndpoint, PUSH_MESSAGES.service);

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

import { eq, inArray } from "drizzle-orm";
import webPush from "web-push";
import type { Db } from "../../../db/client";
import { pushSubscriptions, type PushSubscriptionRow } from "../../../db/schema";
import { vapidDetails, type VapidDetails } from "./vapid";

/* Web Push to a rider's browsers (issue 13). */
export type PushPayload = { title: string; body: string; url: string; tag: string };
/** delivered: accepted by the push service; gone: 404/410, subscription deleted; failed: other errors (retry later). */
export type PushOutcome = { subscriptions: number; delivered: number; gone: number; failed: number };

/** A window announced at 7:00 for the afternoon is worth little the next morning: the push service keeps it 4 h. */
export const PUSH_TTL_SECONDS = 4 * 60 * 60;
export const PUSH_TIMEOUT_MS = 10_000;

type Result = "delivered" | "gone" | "failed";

/**
 * web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID); the request itself goes through fetch, which
 * speaks to whatever endpoint the browser gave (web-push's own sender only does https). No redirect is
 * followed: a push service answers, it does not send us elsewhere.
 */
async function deliver(subscription: PushSubscriptionRow, body: string, vapid: VapidDetails): Promise<Result> {
  try {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      body,
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: "normal", contentEncoding: "aes128gcm" },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== "content-length")
        .map(([name, value]) => [name, String(value)]),
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return "gone";
    if (res.status >= 200 && res.status < 300) return "delivered";
    console.warn(`[push] service ${new URL(subscription.endpoint).host} : ${res.status}`);
    return "failed";
  } catch (error) {
    console.warn(`[push] envoi impossible (abonnement ${subscription.id}) :`, error instanceof Error ? error.message : error);
    return "failed";
  }
}

/**
 * Sends `payload` (as JSON) to every browser of the rider, all at once. Subscriptions the push service says are
 * gone are deleted; accepted ones get their lastSuccessAt. One bad subscription never stops the others, and
 * nothing here throws for a push service's answer: the counts say what happened.
 */
export async function sendPushToUser(db: Db, userId: number, payload: PushPayload): Promise<PushOutcome> {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const outcome: PushOutcome = { subscriptions: rows.length, delivered: 0, gone: 0, failed: 0 };
  if (rows.length === 0) return outcome;
  const vapid = vapidDetails();
  if (!vapid) {
    console.warn("[push] VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY manquent : notifications non envoyées.");
    return { ...outcome, failed: rows.length };
  }
  const body = JSON.stringify({ title: payload.title, body: payload.body, url: payload.url, tag: payload.tag });
  const results = await Promise.all(rows.map((row) => deliver(row, body, vapid)));
  const idsOf = (wanted: Result) => rows.filter((_, i) => results[i] === wanted).map((row) => row.id);
  const delivered = idsOf("delivered");
  const gone = idsOf("gone");
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (delivered.length) await db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(inArray(pushSubscriptions.id, delivered));
  return { ...outcome, delivered: delivered.length, gone: gone.length, failed: rows.length - delivered.length - gone.length };
}

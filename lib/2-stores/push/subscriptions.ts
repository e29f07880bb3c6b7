import { ECDH } from "node:crypto";
import { and, desc, eq, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { pushSubscriptions } from "../../../db/schema";
import { Conflict, Invalid } from "../../0-base/errors";
import type { PushSubscriptionInput } from "../../1-domain/validation/push";
import { PUSH_MESSAGES } from "../../1-domain/push/messages";

/*
 * The browsers a rider receives alerts on. One row per endpoint. A browser moves to whoever signs in
 * on it and turns notifications on, but only with the subscription's own keys: p256dh and auth are made
 * by the browser with its subscription and known only to it and to us, so a request that names another rider's
 * endpoint without them (someone who read the endpoint somewhere) is refused, never a silent takeover.
 */
export const MAX_SUBSCRIPTIONS_PER_RIDER = 10;

/** A p256dh of the right length can still be no point of the P-256 curve: web-push could never encrypt to it. */
function isCurvePoint(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores the subscription for `userId`. The same endpoint posted again by the same rider (the browser renewed its
 * keys) replaces the row; by another rider, it moves only when the keys are the stored ones (the same browser,
 * someone else signed in on it), otherwise Conflict. A stored or moved row counts as new. Beyond the cap, the
 * rider's oldest go.
 */
export async function saveSubscription(db: Db, userId: number, input: PushSubscriptionInput): Promise<void> {
  const { endpoint, keys } = input;
  if (!isCurvePoint(keys.p256dh)) throw new Invalid(PUSH_MESSAGES.key);
  await db.transaction(async (tx) => {
    const sameBrowser = and(eq(pushSubscriptions.p256dh, keys.p256dh), eq(pushSubscriptions.auth, keys.auth));
    const saved = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()`, lastSuccessAt: null, goneCount: 0 },
        setWhere: or(eq(pushSubscriptions.userId, userId), sameBrowser),
      })
      .returning({ id: pushSubscriptions.id });
    if (saved.length === 0) throw new Conflict(PUSH_MESSAGES.taken);
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_RIDER);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Removes the rider's subscription of that endpoint; another rider's is left alone. */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

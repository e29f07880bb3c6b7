import { ECDH } from "node:crypto";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { pushSubscriptions } from "../../../db/schema";
import { Invalid } from "../../0-base/errors";
import type { PushSubscriptionInput } from "../../1-domain/validation/push";
import { PUSH_MESSAGES } from "../../1-domain/push/messages";

/* The browsers a rider receives alerts on (issue 13). A browser belongs to whoever signed in on it last. */
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
 * Stores the subscription for `userId`. The same endpoint posted again (the browser renewed its keys, or another
 * rider signed in on it) replaces the old row and counts as new. Beyond the cap, the rider's oldest go.
 */
export async function saveSubscription(db: Db, userId: number, input: PushSubscriptionInput): Promise<void> {
  const { endpoint, keys } = input;
  if (!isCurvePoint(keys.p256dh)) throw new Invalid(PUSH_MESSAGES.key);
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()`, lastSuccessAt: null },
      });
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

import { and, eq, inArray, sql } from "drizzle-orm";
import { alias, type PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { alertDeliveries, alertStates, alertWindows, alerts, spots, users } from "../../../db/schema";

/*
 * The outbox of alert messages (alert_deliveries), as the sender (lib/3-features/alerts/deliver.ts) works it: a
 * batch is claimed by one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), which marks it « sending » until
 * the claim's end, so that several instances never send a row twice and a claim whose process died comes back.
 */
export type Claimed = { id: number; attempts: number };

/** Claims up to `limit` rows due at `now` (pending, or « sending » past their claim) until `until`, for this process. */
export async function claimDeliveries(db: Db, now: Date, until: Date, limit: number): Promise<Claimed[]> {
  const result = await db.execute<{ id: number; attempts: number }>(sql`
    update ${alertDeliveries}
    set status = 'sending', attempts = attempts + 1, next_attempt_at = ${until}
    where id in (
      select id from ${alertDeliveries}
      where status in ('pending', 'sending') and next_attempt_at <= ${now}
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, attempts`);
  return result.rows.map((r) => ({ id: Number(r.id), attempts: Number(r.attempts) }));
}

const opening = alias(alertDeliveries, "opening");

/**
 * What each claimed row needs to be sent: its window, alert, spot, rider, and for a cancellation its
 * announcement. One query from the outbox, joined to the spot's name (spots) and the rider's address (users).
 */
export async function deliveryContexts(db: Db, ids: number[]) {
  return db
    .select({
      id: alertDeliveries.id,
      kind: alertDeliveries.kind,
      channel: alertDeliveries.channel,
      userId: alertDeliveries.userId,
      to: users.email,
      alertId: alerts.id,
      paused: alerts.paused,
      linkOrigin: alerts.linkOrigin,
      wantsEmail: alerts.email,
      wantsPush: alerts.push,
      spotId: spots.id,
      spotName: spots.name,
      windowId: alertWindows.id,
      startsAt: alertWindows.startsAt,
      endsAt: alertWindows.endsAt,
      cancelledAt: alertWindows.cancelledAt,
      summary: alertWindows.summary,
      openStatus: opening.status,
    })
    .from(alertDeliveries)
    .innerJoin(alertWindows, eq(alertWindows.id, alertDeliveries.windowId))
    .innerJoin(alerts, eq(alerts.id, alertWindows.alertId))
    .innerJoin(spots, eq(spots.id, alerts.spotId))
    .innerJoin(users, eq(users.id, alertDeliveries.userId))
    .leftJoin(
      opening,
      and(eq(opening.windowId, alertDeliveries.windowId), eq(opening.channel, alertDeliveries.channel), eq(opening.kind, "open")),
    )
    .where(inArray(alertDeliveries.id, ids));
}
export type DeliveryContext = Awaited<ReturnType<typeof deliveryContexts>>[number];

/** How a claimed row ends: each change applies only while the row is still this claim's (« sending »). */
export type DeliveryEnd =
  | { status: "sent"; at: Date }
  | { status: "skipped"; reason: string }
  /** Back to pending without counting the attempt: a cancellation waiting for its announcement. */
  | { status: "deferred"; until: Date }
  | { status: "retry"; at: Date; error: string }
  | { status: "failed"; error: string };

export async function endDelivery(db: Db, id: number, end: DeliveryEnd): Promise<void> {
  const mine = and(eq(alertDeliveries.id, id), eq(alertDeliveries.status, "sending"));
  if (end.status !== "sent") {
    await db.update(alertDeliveries).set(changeOf(end)).where(mine);
    return;
  }
  // Sent: the alert's « Dernier message » moves to this one, in the same statement (alert_states, ./states.ts).
  await db.execute(sql`
    with done as (
      update ${alertDeliveries} set status = 'sent', sent_at = ${end.at}, last_error = null
      where id = ${id} and status = 'sending'
      returning window_id
    )
    insert into ${alertStates} (alert_id, last_sent_at)
    select w.alert_id, ${end.at}::timestamptz from done join ${alertWindows} w on w.id = done.window_id
    on conflict (alert_id) do update set last_sent_at = greatest(${alertStates.lastSentAt}, excluded.last_sent_at)`);
}

function changeOf(end: Exclude<DeliveryEnd, { status: "sent" }>): PgUpdateSetSource<typeof alertDeliveries> {
  switch (end.status) {
    case "skipped":
      return { status: "skipped", lastError: end.reason };
    case "deferred":
      return { status: "pending", attempts: sql`${alertDeliveries.attempts} - 1`, nextAttemptAt: end.until };
    case "retry":
      return { status: "pending", nextAttemptAt: end.at, lastError: end.error };
    case "failed":
      return { status: "failed", lastError: end.error };
  }
}

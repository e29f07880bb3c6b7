import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { alertDeliveries, alertWindows, alerts } from "../../../db/schema";
import type { Tx } from "../db-locks";

/*
 * The windows alerts announced (alert_windows) and the messages they owe (alert_deliveries' rows written with
 * them), changed by an evaluation in its transaction under the spot's lock (lib/3-features/alerts/evaluate.ts).
 * Each change is one statement for the spot, its rows passed as one JSON parameter: ten thousand alerts cost
 * 150 statements, not ten thousand.
 */
export type AnnouncedWindow = { id: number; alertId: number; startsAt: Date; endsAt: Date };
/** A window at its times, with what its announcement says (hours, wind, tide, reasons). */
export type WindowAt = { startsAt: Date; endsAt: Date; summary: unknown };

/** The windows of these alerts announced, not cancelled and not over at `now`. */
export async function announcedWindows(tx: Tx, alertIds: readonly number[], now: Date): Promise<AnnouncedWindow[]> {
  return tx
    .select({ id: alertWindows.id, alertId: alertWindows.alertId, startsAt: alertWindows.startsAt, endsAt: alertWindows.endsAt })
    .from(alertWindows)
    .where(and(inArray(alertWindows.alertId, [...alertIds]), isNull(alertWindows.cancelledAt), gt(alertWindows.endsAt, now)));
}

/** The same windows again: their times and summary follow the new forecast; nothing is sent. */
export async function followWindows(tx: Tx, windows: readonly (WindowAt & { id: number })[], now: Date): Promise<void> {
  if (!windows.length) return;
  const rows = windows.map(({ id, startsAt, endsAt, summary }) => ({ id, s: startsAt.toISOString(), e: endsAt.toISOString(), summary }));
  await tx.execute(sql`
    update ${alertWindows} as w
    set starts_at = (v->>'s')::timestamptz, ends_at = (v->>'e')::timestamptz, summary = v->'summary', last_seen_at = ${now}
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as v
    where w.id = (v->>'id')::int`);
}

/**
 * New windows, each with its messages to send: an e-mail and/or a notification, as its alert asks (read from
 * alerts in the same statement). The number of messages written.
 */
export async function announceWindows(tx: Tx, windows: readonly (WindowAt & { alertId: number })[], now: Date): Promise<number> {
  if (!windows.length) return 0;
  const rows = windows.map(({ alertId, startsAt, endsAt, summary }) => ({
    alert_id: alertId,
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    summary,
  }));
  const result = await tx.execute(sql`
    with w as (
      insert into ${alertWindows} (alert_id, starts_at, ends_at, summary, created_at, last_seen_at)
      select v.alert_id, v.starts_at, v.ends_at, v.summary, ${now}, ${now}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(alert_id int, starts_at timestamptz, ends_at timestamptz, summary jsonb)
      returning id, alert_id
    )
    insert into ${alertDeliveries} (window_id, user_id, kind, channel, next_attempt_at, created_at)
    select w.id, a.user_id, 'open', c.channel, ${now}, ${now}
    from w
    join ${alerts} a on a.id = w.alert_id
    cross join (values ('email'), ('push')) as c(channel)
    where (c.channel = 'email' and a.email) or (c.channel = 'push' and a.push)
    on conflict do nothing
    returning window_id`);
  return result.rows.length;
}

/**
 * Windows lost by a new forecast. Where the first message is still waiting, it is dropped (the rider never hears
 * of the window); where it went out (or is going out right now), an « annulé » message follows on that channel.
 * The number of those written. The sender (lib/3-features/alerts/deliver.ts) sends a cancellation only once its
 * announcement is known to be sent.
 */
export async function cancelWindows(tx: Tx, ids: readonly number[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  await tx.update(alertWindows).set({ cancelledAt: now }).where(inArray(alertWindows.id, [...ids]));
  await tx
    .update(alertDeliveries)
    .set({ status: "skipped", lastError: "créneau annulé avant l'envoi" })
    .where(and(inArray(alertDeliveries.windowId, [...ids]), eq(alertDeliveries.kind, "open"), eq(alertDeliveries.status, "pending")));
  const announcedOn = await tx
    .select({ windowId: alertDeliveries.windowId, userId: alertDeliveries.userId, channel: alertDeliveries.channel })
    .from(alertDeliveries)
    .where(and(inArray(alertDeliveries.windowId, [...ids]), eq(alertDeliveries.kind, "open"), inArray(alertDeliveries.status, ["sent", "sending"])));
  if (!announcedOn.length) return 0;
  await tx
    .insert(alertDeliveries)
    .values(announcedOn.map((d) => ({ ...d, kind: "cancel" as const, nextAttemptAt: now, createdAt: now })))
    .onConflictDoNothing();
  return announcedOn.length;
}

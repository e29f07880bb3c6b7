import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { alertStates } from "../../../db/schema";
import type { Tx } from "../db-locks";

/*
 * What an alert's last evaluation found (table alert_states, one row an alert): its next window that will send a
 * message, or none (checked, no window), and when its last message went out. Written by the evaluation after each
 * refresh, at once when the rider creates or edits the alert, and by the delivery when a message is sent.
 */
export type AlertCheck = { alertId: number; checkedAt: Date; next: { startsAt: Date; endsAt: Date } | null };

/** Records checks, one statement for all of them; the last message's date is left as it is. */
export async function saveAlertChecks(db: Db | Tx, checks: readonly AlertCheck[]): Promise<void> {
  if (!checks.length) return;
  const rows = checks.map((c) => ({ alert_id: c.alertId, checked_at: c.checkedAt.toISOString(), s: c.next?.startsAt.toISOString() ?? null, e: c.next?.endsAt.toISOString() ?? null }));
  await db.execute(sql`
    insert into ${alertStates} (alert_id, checked_at, next_starts_at, next_ends_at)
    select v.alert_id, v.checked_at, v.s, v.e
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(alert_id int, checked_at timestamptz, s timestamptz, e timestamptz)
    join alerts a on a.id = v.alert_id
    on conflict (alert_id) do update
    set checked_at = excluded.checked_at, next_starts_at = excluded.next_starts_at, next_ends_at = excluded.next_ends_at`);
}

import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { alertEmailQuota } from "../../../db/schema";

/*
 * The daily cap of alert e-mails (issue 13): at most DAILY_ALERT_EMAILS per rider and Paris day, whatever
 * their number of alerts. A slot is taken by one conditional upsert before the send, so two instances
 * delivering at once can never both take the third; a send that fails gives its slot back.
 */
export const DAILY_ALERT_EMAILS = 3;

/** Takes one of the rider's e-mails of `day` ("yyyy-MM-dd", Paris); false when the day's are all used. */
export async function takeEmailSlot(db: Db, userId: number, day: string, cap = DAILY_ALERT_EMAILS): Promise<boolean> {
  const rows = await db
    .insert(alertEmailQuota)
    .values({ userId, day, sent: 1 })
    .onConflictDoUpdate({
      target: [alertEmailQuota.userId, alertEmailQuota.day],
      set: { sent: sql`${alertEmailQuota.sent} + 1` },
      setWhere: sql`${alertEmailQuota.sent} < ${cap}`,
    })
    .returning({ sent: alertEmailQuota.sent });
  return rows.length > 0;
}

export async function giveBackEmailSlot(db: Db, userId: number, day: string): Promise<void> {
  await db
    .update(alertEmailQuota)
    .set({ sent: sql`greatest(${alertEmailQuota.sent} - 1, 0)` })
    .where(and(eq(alertEmailQuota.userId, userId), eq(alertEmailQuota.day, day)));
}

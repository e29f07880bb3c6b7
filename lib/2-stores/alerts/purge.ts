import { lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { alertWindows } from "../../../db/schema";

/*
 * What the alerts no longer need: windows ended a week ago (their messages go with them, by cascade). Run hourly
 * by the refresh job and by the cron route. The daily e-mail counters are rate-limit rows, purged with the others
 * (lib/2-stores/rate-limits/database.ts).
 */
export const WINDOW_HISTORY_MS = 7 * 24 * 3_600_000;

export async function purgeAlertHistory(db: Db, now = new Date()): Promise<{ windows: number }> {
  const windows = await db
    .delete(alertWindows)
    .where(lt(alertWindows.endsAt, new Date(now.getTime() - WINDOW_HISTORY_MS)))
    .returning({ id: alertWindows.id });
  return { windows: windows.length };
}

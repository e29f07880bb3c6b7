import { lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { alertEmailQuota, alertWindows } from "../../../db/schema";
import { addParisDays, parisDayKey } from "../../0-base/time";

/*
 * What the alerts no longer need: windows ended a week ago (their messages go with them, by cascade) and the
 * daily e-mail counters of days before yesterday. Run hourly by the refresh job and by the cron route.
 */
export const WINDOW_HISTORY_MS = 7 * 24 * 3_600_000;

export async function purgeAlertHistory(db: Db, now = new Date()): Promise<{ windows: number; quotas: number }> {
  const windows = await db
    .delete(alertWindows)
    .where(lt(alertWindows.endsAt, new Date(now.getTime() - WINDOW_HISTORY_MS)))
    .returning({ id: alertWindows.id });
  const quotas = await db
    .delete(alertEmailQuota)
    .where(lt(alertEmailQuota.day, parisDayKey(addParisDays(now, -2))))
    .returning({ day: alertEmailQuota.day });
  return { windows: windows.length, quotas: quotas.length };
}

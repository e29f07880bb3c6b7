import type { Db } from "../../../db/client";
import { forEachConcurrently } from "../../0-base/pacing";
import { deliverDue, type DeliverDeps, type DeliverReport } from "./deliver";
import { evaluateSpotAlerts, type EvaluateDeps, type EvaluateReport } from "./evaluate";
import { purgeAlertHistory } from "../../2-stores/alerts/purge";
import { spotsWithActiveAlerts } from "../../2-stores/alerts/store";

/*
 * The alerts' work as a whole, for whoever runs it: the job queue's handlers (lib/jobs) and, on Vercel, the
 * cron route after its refresh. One spot's failure never stops the others.
 */
const EVALUATE_CONCURRENCY = 4;

export type EvaluationTotals = Omit<EvaluateReport, "alerts"> & { spots: number; alerts: number; errors: number };

export async function evaluateSpots(db: Db, spotIds: readonly number[], now = new Date(), deps: EvaluateDeps = {}): Promise<EvaluationTotals> {
  const totals: EvaluationTotals = { spots: spotIds.length, alerts: 0, opened: 0, kept: 0, cancelled: 0, deliveries: 0, errors: 0 };
  await forEachConcurrently(spotIds, EVALUATE_CONCURRENCY, async (spotId) => {
    try {
      const r = await evaluateSpotAlerts(db, spotId, now, deps);
      totals.alerts += r.alerts;
      totals.opened += r.opened;
      totals.kept += r.kept;
      totals.cancelled += r.cancelled;
      totals.deliveries += r.deliveries;
    } catch (error) {
      totals.errors++;
      console.error(`[alertes] spot ${spotId} : évaluation impossible (${error instanceof Error ? error.message : String(error)})`);
    }
  });
  return totals;
}

export type AlertsRun = { evaluation: EvaluationTotals; delivery: DeliverReport; purged: { windows: number } };

/** Every spot with an active alert evaluated, every due message sent, old rows purged: the cron route's inline work. */
export async function evaluateAllAndDeliver(db: Db, now = new Date(), deps: EvaluateDeps & DeliverDeps = {}): Promise<AlertsRun> {
  const evaluation = await evaluateSpots(db, await spotsWithActiveAlerts(db), now, deps);
  const delivery = await deliverDue(db, now, deps);
  const purged = await purgeAlertHistory(db, now);
  return { evaluation, delivery, purged };
}

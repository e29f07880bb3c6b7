import type { Db } from "../../../db/client";
import { NotFound } from "../../0-base/errors";
import { WINDOW_DAYS } from "../../1-domain/verdict/windows";
import { ALERT_MESSAGES, type AlertPatch, type CreateAlertInput } from "../../1-domain/validation/alerts";
import { saveAlertChecks } from "../../2-stores/alerts/states";
import { alertToCheck, createAlert, updateAlert, type SavedAlert } from "../../2-stores/alerts/store";
import { enqueueSpotEvaluation } from "../jobs/enqueue";
import { nextWindowOf, spotHours, windowsOf, type EvaluateDeps } from "./evaluate";

/*
 * Alerts that show they are alive: creating or editing an alert checks it at once against the stored
 * forecast, with the evaluation's own rules (./evaluate.ts), so « Mes alertes » says at once which window will send
 * a message, or that none will this week. Its announcement, if one is due, goes the usual way: the spot's
 * evaluation is asked for (the job queue), as after a refresh.
 */
export type CheckDeps = EvaluateDeps & { now?: () => Date };

/** Records what the stored forecast holds for one of the rider's alerts (nothing while paused), and returns it. */
async function checkAlert(db: Db, userId: number, alertId: number, deps: CheckDeps = {}) {
  const now = deps.now?.() ?? new Date();
  const alert = await alertToCheck(db, userId, alertId);
  if (!alert) throw new NotFound(ALERT_MESSAGES.notFound);
  let next = null;
  if (!alert.paused) {
    const hours = await spotHours(db, alert.spotId, now, Math.max(WINDOW_DAYS, alert.leadDays + 1), deps);
    if (hours) next = nextWindowOf(alert, hours, now, windowsOf(alert, hours, now));
  }
  await saveAlertChecks(db, [{ alertId, checkedAt: now, next }]);
  return next;
}

/** The saved alert with what its check found: the answer needs no second read of the alert (nor of its spot). */
async function checked(db: Db, userId: number, saved: SavedAlert, deps: CheckDeps): Promise<SavedAlert> {
  const next = await checkAlert(db, userId, saved.alert.id, deps);
  if (!saved.alert.paused) await enqueueSpotEvaluation(saved.alert.spotId);
  const nextWindow = next ? { startsAt: next.startsAt.toISOString(), endsAt: next.endsAt.toISOString() } : null;
  return { ...saved, alert: { ...saved.alert, nextWindow, checked: true } };
}

/** POST /api/alerts: the new alert, checked. */
export async function createCheckedAlert(db: Db, userId: number, input: CreateAlertInput, linkOrigin?: string, deps: CheckDeps = {}): Promise<SavedAlert> {
  return checked(db, userId, await createAlert(db, userId, input, linkOrigin), deps);
}

/** PATCH /api/alerts/{id}: the edited (or paused, or resumed) alert, checked again. */
export async function updateCheckedAlert(db: Db, userId: number, alertId: number, patch: AlertPatch, linkOrigin?: string, deps: CheckDeps = {}): Promise<SavedAlert> {
  return checked(db, userId, await updateAlert(db, userId, alertId, patch, linkOrigin), deps);
}

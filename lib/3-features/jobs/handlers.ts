import type { Db } from "../../../db/client";
import { deliverDue, type DeliverDeps, type DeliverReport } from "../alerts/deliver";
import { evaluateSpotAlerts, type EvaluateDeps, type EvaluateReport } from "../alerts/evaluate";
import { purgeAlertHistory } from "../../2-stores/alerts/purge";
import { refreshAllForecasts, type BatchOptions, type BatchReport } from "../forecast-refresh/batch";
import { refreshAllSkills, type SkillsReport } from "../models/skill";
import { sweepCorrections, trainSpotCorrection, type TrainOptions, type TrainReport } from "../correction/train";
import type { CorrectionJob, EvaluateJob } from "./queues";
import { fetchHistories, type HistoryJobOptions, type HistoryJobReport } from "../history/fetch";

/*
 * What each queue's job does, as plain functions of the database: the workers (./workers.ts) call them, and
 * the tests call them directly instead of waiting for a queue to be polled.
 */
export type JobDeps = {
  now?: () => Date;
  evaluate?: EvaluateDeps;
  deliver?: DeliverDeps;
  refresh?: BatchOptions;
  history?: HistoryJobOptions;
  /** Asks for a delivery sweep after an evaluation that wrote messages (the worker sends an alerts-deliver job). */
  requestDelivery?: () => Promise<unknown>;
  /** The realtime service's live-wind poll and push (realtime/live-wind.ts tick); absent where nothing can push. */
  pollLiveWind?: () => Promise<unknown>;
  /** Asks for one spot's correction training (the worker sends a correction-train job). */
  requestCorrection?: (spotId: number) => Promise<unknown>;
  /** The providers and budgets the correction's history asks (by default the settings'). */
  correction?: Omit<TrainOptions, "now">;
};

const clock = (deps: JobDeps) => deps.now?.() ?? new Date();

/** alerts-evaluate: the spot's alerts, then a delivery sweep if anything is to be sent. */
export async function runEvaluateJob(db: Db, data: EvaluateJob, deps: JobDeps = {}): Promise<EvaluateReport> {
  if (!Number.isSafeInteger(data?.spotId)) throw new Error(`[tâches] alerts-evaluate sans spotId valide : ${JSON.stringify(data)}`);
  const report = await evaluateSpotAlerts(db, data.spotId, clock(deps), deps.evaluate);
  if (report.deliveries > 0) await deps.requestDelivery?.();
  return report;
}

/** alerts-deliver: every due message of the outbox. */
export function runDeliverJob(db: Db, deps: JobDeps = {}): Promise<DeliverReport> {
  return deliverDue(db, clock(deps), deps.deliver);
}

/** forecasts-refresh: every stale forecast (each spot refreshed enqueues its own evaluation: refresh.ts); old alert rows purged. */
export async function runRefreshJob(db: Db, deps: JobDeps = {}): Promise<BatchReport & { alertsPurged: { windows: number } }> {
  const report = await refreshAllForecasts(db, deps.refresh);
  return { ...report, alertsPurged: await purgeAlertHistory(db, clock(deps)) };
}

/** models-skill: every spot with a station gets its models' error and bias recomputed into the cache. */
export function runSkillJob(db: Db, deps: JobDeps = {}): Promise<SkillsReport> {
  return refreshAllSkills(db, clock(deps));
}

/** correction-sweep: a correction-train job for every spot due; the history past its 92 days dropped. */
export function runCorrectionSweepJob(db: Db, deps: JobDeps = {}): Promise<{ due: number }> {
  return sweepCorrections(db, deps.requestCorrection ?? (async () => undefined), clock(deps));
}

/** correction-train: one spot's history where missing, then its corrections learned and back-tested. */
export async function runCorrectionTrainJob(db: Db, data: CorrectionJob, deps: JobDeps = {}): Promise<TrainReport> {
  if (!Number.isSafeInteger(data?.spotId)) throw new Error(`[tâches] correction-train sans spotId valide : ${JSON.stringify(data)}`);
  return trainSpotCorrection(db, data.spotId, { ...deps.correction, now: clock(deps) });
}

/** history-fetch: the spots' missing years of wind history, as far as the call budget allows. */
export function runHistoryJob(db: Db, deps: JobDeps = {}): Promise<HistoryJobReport> {
  return fetchHistories(db, { now: clock(deps), ...deps.history });
}

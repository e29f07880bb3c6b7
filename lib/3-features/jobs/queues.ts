import type PgBoss from "pg-boss";

/*
 * The background jobs' queues (docs/decisions/0010-job-queue.md). Each is created with its policy at start
 * (createQueue does nothing when it exists). « short »: at most one job waiting per singleton key, so a
 * spot refreshed three times before its evaluation runs is evaluated once, and a burst of evaluations asks
 * for one delivery sweep, not a hundred.
 */
export const QUEUES = {
  /** data { spotId }: evaluate the spot's alerts, then ask for a delivery sweep. One waiting per spot. */
  evaluate: "alerts-evaluate",
  /** Send the due messages of the outbox: after each evaluation, and every minute for the retries. */
  deliver: "alerts-deliver",
  /** Refresh every stale forecast (each refreshed spot then enqueues its evaluation). Hourly. */
  refresh: "forecasts-refresh",
  /** Recompute each model's error and bias at every spot with a station, so pages read a warm cache. Hourly. */
  skill: "models-skill",
  /** Poll OpenWindMap and push the new readings to the open pages. Every minute. */
  liveWind: "live-wind-poll",
  /** Send a correction-train job for every spot whose station correction is missing or a day old. Hourly. */
  correctionSweep: "correction-sweep",
  /** data { spotId }: the spot's history, then its station correction learned and back-tested (docs/decisions/0029). One waiting per spot. */
  correctionTrain: "correction-train",
  /** Fetch the spots' missing years of wind history within the call budget. Hourly; one at a time. */
  history: "history-fetch",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type EvaluateJob = { spotId: number };
export type CorrectionJob = { spotId: number };

export const QUEUE_OPTIONS: Record<QueueName, Omit<PgBoss.Queue, "name">> = {
  [QUEUES.evaluate]: { policy: "short", retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  [QUEUES.deliver]: { policy: "short", retryLimit: 1, retryDelay: 30, expireInSeconds: 600 },
  [QUEUES.refresh]: { policy: "short", retryLimit: 1, retryDelay: 300, expireInSeconds: 1800 },
  [QUEUES.skill]: { policy: "short", retryLimit: 1, retryDelay: 300, expireInSeconds: 1800 },
  // A missed minute is not worth a retry: the next minute's poll brings the same readings.
  [QUEUES.liveWind]: { policy: "short", retryLimit: 0, expireInSeconds: 120 },
  [QUEUES.correctionSweep]: { policy: "short", retryLimit: 1, retryDelay: 300, expireInSeconds: 600 },
  // A spot's history may wait for the providers' budgets (two minutes each at most) before it learns.
  [QUEUES.correctionTrain]: { policy: "short", retryLimit: 2, retryDelay: 600, retryBackoff: true, expireInSeconds: 900 },
  // « stately »: one waiting and one running at most, so two instances never fetch (and pay for) the same years.
  [QUEUES.history]: { policy: "stately", retryLimit: 1, retryDelay: 600, expireInSeconds: 3600 },
};

/**
 * Cron lines (Europe/Paris): the refresh a few minutes past each hour, the history between it and the skill, the
 * delivery sweep and the live wind's poll every minute. The live-wind poll is scheduled only where a realtime service can push.
 */
export const SCHEDULES: { name: QueueName; cron: string }[] = [
  { name: QUEUES.refresh, cron: "5 * * * *" },
  { name: QUEUES.skill, cron: "35 * * * *" },
  { name: QUEUES.deliver, cron: "* * * * *" },
  { name: QUEUES.liveWind, cron: "* * * * *" },
  { name: QUEUES.correctionSweep, cron: "50 * * * *" },
  { name: QUEUES.history, cron: "20 * * * *" },
];

/** How often an idle worker asks for work; the work itself never waits on it in tests (they run the handlers). */
export const POLLING_SECONDS: Record<QueueName, number> = {
  [QUEUES.evaluate]: 2,
  [QUEUES.deliver]: 2,
  [QUEUES.refresh]: 30,
  [QUEUES.skill]: 30,
  [QUEUES.liveWind]: 5,
  [QUEUES.correctionSweep]: 30,
  [QUEUES.correctionTrain]: 5,
  [QUEUES.history]: 30,
};

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
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type EvaluateJob = { spotId: number };

export const QUEUE_OPTIONS: Record<QueueName, Omit<PgBoss.Queue, "name">> = {
  [QUEUES.evaluate]: { policy: "short", retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  [QUEUES.deliver]: { policy: "short", retryLimit: 1, retryDelay: 30, expireInSeconds: 600 },
  [QUEUES.refresh]: { policy: "short", retryLimit: 1, retryDelay: 300, expireInSeconds: 1800 },
};

/** Cron lines (Europe/Paris): the refresh a few minutes past each hour, the delivery sweep every minute. */
export const SCHEDULES: { name: QueueName; cron: string }[] = [
  { name: QUEUES.refresh, cron: "5 * * * *" },
  { name: QUEUES.deliver, cron: "* * * * *" },
];

/** How often an idle worker asks for work; the work itself never waits on it in tests (they run the handlers). */
export const POLLING_SECONDS: Record<QueueName, number> = {
  [QUEUES.evaluate]: 2,
  [QUEUES.deliver]: 2,
  [QUEUES.refresh]: 30,
};

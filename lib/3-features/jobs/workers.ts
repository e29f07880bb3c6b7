import type PgBoss from "pg-boss";
import type { Db } from "../../../db/client";
import { PARIS_TIME_ZONE } from "../../0-base/time-zone";
import { getBoss, stopBoss } from "./boss";
import { runCorrectionSweepJob, runCorrectionTrainJob, runDeliverJob, runEvaluateJob, runHistoryJob, runRefreshJob, runSkillJob, type JobDeps } from "./handlers";
import { POLLING_SECONDS, QUEUES, SCHEDULES, type CorrectionJob, type EvaluateJob, type QueueName } from "./queues";

/*
 * The workers of the background queues, run by the long-lived realtime service (realtime/server.ts). Every
 * instance may run them: pg-boss hands each job to one worker, and sends each cron slot once.
 */
export type JobWorkerOptions = {
  /** The database pg-boss lives in; by default DATABASE_URL. */
  connectionString?: string;
  /** Seconds between polls of an idle queue (default POLLING_SECONDS; tests shorten it). */
  pollingIntervalSeconds?: number;
  /** Registers the hourly refresh and the minute's delivery sweep (default true). */
  schedules?: boolean;
  deps?: JobDeps;
};

export type JobWorkers = { boss: PgBoss; stop: () => Promise<void> };

async function startJobWorkers(db: Db, options: JobWorkerOptions = {}): Promise<JobWorkers> {
  const boss = await getBoss("work", options.connectionString);
  const deps: JobDeps = {
    requestDelivery: () => boss.send(QUEUES.deliver, {}),
    requestCorrection: (spotId) => boss.send(QUEUES.correctionTrain, { spotId } satisfies CorrectionJob, { singletonKey: String(spotId) }),
    ...options.deps,
  };
  const polling = (queue: QueueName) => ({ pollingIntervalSeconds: options.pollingIntervalSeconds ?? POLLING_SECONDS[queue] });
  const log = (queue: QueueName, report: object) => console.log(`[tâches] ${queue} : ${JSON.stringify(report)}`);

  await boss.work<EvaluateJob>(QUEUES.evaluate, polling(QUEUES.evaluate), async ([job]) => {
    const report = await runEvaluateJob(db, job!.data, deps);
    if (report.opened || report.cancelled) log(QUEUES.evaluate, { spotId: job!.data.spotId, ...report });
    return report;
  });
  await boss.work(QUEUES.deliver, polling(QUEUES.deliver), async () => {
    const report = await runDeliverJob(db, deps);
    if (report.sent || report.retried || report.failed) log(QUEUES.deliver, report);
    return report;
  });
  await boss.work(QUEUES.refresh, polling(QUEUES.refresh), async () => {
    const report = await runRefreshJob(db, deps);
    log(QUEUES.refresh, report);
    return report;
  });
  await boss.work(QUEUES.skill, polling(QUEUES.skill), async () => {
    const report = await runSkillJob(db, deps);
    log(QUEUES.skill, report);
    return report;
  });
  await boss.work(QUEUES.correctionSweep, polling(QUEUES.correctionSweep), async () => {
    const report = await runCorrectionSweepJob(db, deps);
    if (report.due) log(QUEUES.correctionSweep, report);
    return report;
  });
  await boss.work<CorrectionJob>(QUEUES.correctionTrain, polling(QUEUES.correctionTrain), async ([job]) => {
    const report = await runCorrectionTrainJob(db, job!.data, deps);
    log(QUEUES.correctionTrain, report);
    return report;
  });
  await boss.work(QUEUES.history, polling(QUEUES.history), async () => {
    const report = await runHistoryJob(db, deps);
    if (report.requests || report.dropped) log(QUEUES.history, report);
    return report;
  });
  // Only a process that can push the readings to open pages (the realtime service) polls the live wind.
  const pollLiveWind = deps.pollLiveWind;
  if (pollLiveWind) await boss.work(QUEUES.liveWind, polling(QUEUES.liveWind), async () => void (await pollLiveWind()));
  if (options.schedules ?? true) {
    for (const { name, cron } of SCHEDULES) {
      if (name === QUEUES.liveWind && !pollLiveWind) continue;
      await boss.schedule(name, cron, {}, { tz: PARIS_TIME_ZONE });
    }
  }
  return {
    boss,
    async stop() {
      for (const queue of Object.values(QUEUES)) await boss.offWork(queue);
      await stopBoss();
    },
  };
}

/** Waits this long before trying again to start workers that could not start. */
const WORKERS_RETRY_MS = 60_000;

export type JobWorkersHandle = {
  /** Settles once the workers run (the first try's outcome: false if it failed and a retry is pending). */
  started: Promise<boolean>;
  stop: () => Promise<void>;
};

/**
 * startJobWorkers for a service whose other work must go on without the queue: a failure to start (the
 * database not ready, a migration of pg-boss's schema racing another instance) is logged and tried again
 * every WORKERS_RETRY_MS instead of stopping the service.
 */
export function keepJobWorkers(db: Db, options: JobWorkerOptions = {}, retryMs = WORKERS_RETRY_MS): JobWorkersHandle {
  let workers: JobWorkers | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = async (): Promise<boolean> => {
    try {
      const started = await startJobWorkers(db, options);
      if (stopped) await started.stop();
      else workers = started;
      return !stopped;
    } catch (error) {
      console.error(`[tâches] file de tâches indisponible, nouvel essai dans ${retryMs / 1000} s : ${error instanceof Error ? error.message : String(error)}`);
      if (!stopped) timer = setTimeout(() => void (current = attempt()), retryMs);
      return false;
    }
  };
  let current = attempt();
  return {
    started: current,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      await workers?.stop();
    },
  };
}

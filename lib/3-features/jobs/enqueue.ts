import { env } from "../../0-base/env";
import { getBoss } from "./boss";
import { QUEUES, type EvaluateJob } from "./queues";

/*
 * What the rest of the app asks of the job queue. Sending only: the work is done by the realtime service's
 * workers (./workers.ts), or on Vercel by the cron route inline. With BACKGROUND_JOBS=off (the tests) nothing
 * is sent. A failure to enqueue is logged and never fails the caller: the next refresh, the cron route or the
 * minute's sweep catch up.
 */
function jobsEnabled(): boolean {
  return env().BACKGROUND_JOBS === "on";
}

/** Asks for the evaluation of a spot's alerts; one waits per spot (queue policy « short »). */
export async function enqueueSpotEvaluation(spotId: number): Promise<void> {
  try {
    if (!jobsEnabled()) return;
    const boss = await getBoss("send");
    await boss.send(QUEUES.evaluate, { spotId } satisfies EvaluateJob, { singletonKey: String(spotId) });
  } catch (error) {
    console.error(`[tâches] évaluation des alertes du spot ${spotId} non demandée : ${error instanceof Error ? error.message : String(error)}`);
  }
}

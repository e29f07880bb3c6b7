import { env } from "../../0-base/env";
import { openMeteoPlan } from "../../0-base/open-meteo-plan";
import type { RunClock } from "../../1-domain/weather/model-runs";
import { readRunClock } from "../../2-stores/open-meteo/run-meta";

/*
 * This process's view of Open-Meteo's latest runs: the metadata read again after RUN_CLOCK_TTL_MS (runs come
 * every hour at most, and the batch reads it afresh at each start), shared by every reader meanwhile.
 */
export const RUN_CLOCK_TTL_MS = 5 * 60_000;

let kept: { at: number; baseUrl: string; runs: Promise<RunClock> } | undefined;

export function currentRuns(now: Date, baseUrl = env().OPEN_METEO_BASE_URL): Promise<RunClock> {
  const t = Date.now();
  if (!kept || kept.baseUrl !== baseUrl || t - kept.at >= RUN_CLOCK_TTL_MS) {
    const runs = readRunClock(baseUrl, now, openMeteoPlan().apiKey).then((r) => r.runs);
    kept = { at: t, baseUrl, runs };
    runs.catch(() => (kept = undefined));
  }
  return kept.runs;
}

/** Forgets the reading (the batch, which reads the metadata itself, shares what it read). */
export function keepRuns(runs: RunClock, baseUrl = env().OPEN_METEO_BASE_URL): void {
  kept = { at: Date.now(), baseUrl, runs: Promise.resolve(runs) };
}

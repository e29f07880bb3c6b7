import { env } from "../../0-base/env";
import { TtlCache } from "../../0-base/ttl-cache";
import { openMeteoPlan } from "../../0-base/open-meteo-plan";
import type { RunClock } from "../../1-domain/weather/model-runs";
import { readRunClock } from "../../2-stores/open-meteo/run-meta";

/*
 * This process's view of Open-Meteo's latest runs: the metadata read again after RUN_CLOCK_TTL_MS (runs come
 * every hour at most, and the batch reads it afresh at each start), shared by every reader meanwhile.
 */
const RUN_CLOCK_TTL_MS = 5 * 60_000;

// By provider address (one in production; tests play several). A failed reading is not kept.
const kept = new TtlCache<string, Promise<RunClock>>({ max: 8, ttlMs: RUN_CLOCK_TTL_MS });

export function currentRuns(now: Date, baseUrl = env().OPEN_METEO_BASE_URL): Promise<RunClock> {
  return kept.get(baseUrl, () => readRunClock(baseUrl, now, openMeteoPlan().apiKey).then((r) => r.runs));
}

/** Replaces the reading kept (the batch, which reads the metadata itself, shares what it read). */
export function keepRuns(runs: RunClock, baseUrl = env().OPEN_METEO_BASE_URL): void {
  kept.delete(baseUrl);
  kept.get(baseUrl, () => Promise.resolve(runs));
}

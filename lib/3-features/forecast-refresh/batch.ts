import { asc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spots } from "../../../db/schema";
import { BATCH_REQUESTS_PER_MINUTE, forEachConcurrently, slidingWindow } from "../../0-base/pacing";
import { refreshAllTides } from "../../2-stores/tides/tides";
import { MODELS_REQUEST_WEIGHT } from "../../2-stores/open-meteo/models";
// From ./refresh, not ./weather: the realtime service runs this (the job queue) and ./weather is for Next only.
import { openMeteoSource, refreshForecastOnce, type ForecastSource, type RefreshOutcome } from "./refresh";
import { marineSource, refreshSeaOnce, SEA_MAX_AGE_MS, type SeaSource } from "../sea/refresh";

/** The sea is refreshed by an hourly run when this old: every third run, under the readers' three hours. */
export const BATCH_SEA_MAX_AGE_MS = SEA_MAX_AGE_MS - 10 * 60 * 1000;

/** Refresh a forecast older than this: an hourly run then keeps every forecast under the readers' one hour. */
export const BATCH_MAX_AGE_MS = 50 * 60 * 1000;
export const BATCH_CONCURRENCY = 4;

export type BatchOptions = {
  source?: ForecastSource;
  /**
   * Where the sea comes from (lakes and lagoons are never asked); by default the Marine API, but none when a
   * forecast `source` is given without it (a test or a bench playing the forecast alone).
   */
  seaSource?: SeaSource | null;
  concurrency?: number;
  maxAgeMs?: number;
  requestsPerMinute?: number;
  /** Recompute tides older than a day too (default true). */
  tides?: boolean;
};

export type BatchReport = Record<RefreshOutcome, number> & {
  spots: number;
  /** Spots whose sea state was fetched again. */
  sea: number;
  /** Spots whose tides were predicted again. */
  tides: number;
  forecastMs: number;
  tidesMs: number;
  durationMs: number;
};

/**
 * Refreshes every spot's forecast that is older than maxAgeMs, `concurrency` at a time and within the free
 * tier's rate, skipping spots another instance is refreshing; then the tides older than a day. One spot's
 * failure never stops the others.
 */
export async function refreshAllForecasts(db: Db, options: BatchOptions = {}): Promise<BatchReport> {
  const started = performance.now();
  const source = options.source ?? openMeteoSource();
  const take = slidingWindow(options.requestsPerMinute ?? BATCH_REQUESTS_PER_MINUTE, 60_000);
  // A request with every model counts as several of the blend's against Open-Meteo's per-minute limit.
  const paced: ForecastSource = async (spot, request) => {
    for (let i = 0; i < (request?.withModels ? MODELS_REQUEST_WEIGHT : 1); i++) await take();
    return source(spot, request);
  };
  const seaSource = options.seaSource !== undefined ? options.seaSource : options.source ? null : marineSource();
  // The Marine API's requests count against the same free tier, in the same window.
  const pacedSea: SeaSource | null =
    seaSource &&
    (async (spot) => {
      await take();
      return seaSource(spot);
    });
  const list = await db
    .select({ id: spots.id, latitude: spots.latitude, longitude: spots.longitude, waterBody: spots.waterBody })
    .from(spots)
    .orderBy(asc(spots.id));
  const report: BatchReport = {
    spots: list.length,
    sea: 0,
    refreshed: 0,
    fresh: 0,
    busy: 0,
    failed: 0,
    tides: 0,
    forecastMs: 0,
    tidesMs: 0,
    durationMs: 0,
  };
  await forEachConcurrently(list, options.concurrency ?? BATCH_CONCURRENCY, async (spot) => {
    const outcome = await refreshForecastOnce(db, spot, { source: paced, maxAgeMs: options.maxAgeMs ?? BATCH_MAX_AGE_MS });
    report[outcome]++;
    if (pacedSea && (await refreshSeaOnce(db, spot, { source: pacedSea, maxAgeMs: BATCH_SEA_MAX_AGE_MS })) === "refreshed") report.sea++;
  });
  report.forecastMs = Math.round(performance.now() - started);
  if (options.tides ?? true) report.tides = await refreshAllTides(db);
  report.durationMs = Math.round(performance.now() - started);
  report.tidesMs = report.durationMs - report.forecastMs;
  return report;
}

import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { weatherForecasts } from "../../db/schema";
import { parisDayStart } from "../forecast-display/paris-time";
import { runAfter } from "../http/after";
import { clock, FORECAST_MAX_AGE_MS, isFresh, refreshForecastOnce, type ForecastOptions } from "./refresh";
import { getSpot } from "./spot";
import type { ForecastEntry } from "./types";

export {
  FORECAST_MAX_AGE_MS,
  openMeteoSource,
  refreshForecast,
  refreshForecastOnce,
  type ForecastOptions,
  type ForecastSource,
  type RefreshOutcome,
  type SpotPlace,
} from "./refresh";

/** With a stored forecast to fall back on, a reader waits this long for a refresh, then gets the stored one. */
export const STALE_WAIT_MS = 3_000;

export type ForecastRow = typeof weatherForecasts.$inferSelect;

/**
 * The spot's stored forecast from today (Paris) on, by time. Days already past are left out; when nothing
 * else is stored they are all there is, and they are served rather than nothing.
 */
export async function readForecast(db: Db, spotId: number, now = new Date()): Promise<ForecastRow[]> {
  const bySpot = eq(weatherForecasts.spotId, spotId);
  const current = await db
    .select()
    .from(weatherForecasts)
    .where(and(bySpot, gte(weatherForecasts.forecastDate, parisDayStart(now))))
    .orderBy(asc(weatherForecasts.forecastDate));
  if (current.length) return current;
  return db.select().from(weatherForecasts).where(bySpot).orderBy(asc(weatherForecasts.forecastDate));
}

export const TIMED_OUT = Symbol("timed out");

/** The promise's value, or TIMED_OUT once `ms` have passed (the promise goes on). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  if (!Number.isFinite(ms)) return promise;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type LoadForecastOptions = ForecastOptions & {
  /** How long to wait for a refresh when a stored forecast exists (default STALE_WAIT_MS). */
  maxWaitMs?: number;
  /** How long to wait for a refresh when nothing is stored (default: until it ends). */
  maxWaitEmptyMs?: number;
};

/**
 * The forecast of a spot as readers get it (refresh on read): the stored rows when fresh; otherwise a refresh
 * (one per spot across instances) and the new rows; the stored rows, with their own lastUpdated, when the
 * provider fails or is slower than maxWaitMs (the refresh then goes on in the background).
 * Throws NotFound for an unknown spot. Returns null only when nothing is stored and the first refresh takes
 * longer than maxWaitEmptyMs: the caller then asks again later (the page lets the browser do it).
 */
export async function loadForecast(db: Db, spotId: number, options: LoadForecastOptions = {}): Promise<ForecastRow[] | null> {
  const maxAgeMs = options.maxAgeMs ?? FORECAST_MAX_AGE_MS;
  const stored = await readForecast(db, spotId, clock(options));
  if (stored.length && isFresh(stored[0].lastUpdated, clock(options), maxAgeMs)) return stored;

  const spot = await getSpot(db, spotId);
  const refresh = refreshForecastOnce(db, spot, { ...options, waitIfBusy: stored.length === 0 });
  const budget = stored.length ? (options.maxWaitMs ?? STALE_WAIT_MS) : (options.maxWaitEmptyMs ?? Infinity);
  const outcome = await within(refresh, budget);
  if (outcome === TIMED_OUT) {
    runAfter(() => refresh.then(() => undefined)); // keeps a serverless function alive until it ends
    return stored.length ? stored : null;
  }
  if (outcome === "refreshed" || outcome === "fresh") return readForecast(db, spotId, clock(options));
  return stored;
}

export function toForecastEntries(rows: ForecastRow[]): ForecastEntry[] {
  return rows.map((r) => ({
    id: r.id,
    spotId: r.spotId,
    forecastDate: r.forecastDate.toISOString(),
    lastUpdated: r.lastUpdated.toISOString(),
    temperature: r.temperature,
    windSpeed: r.windSpeed,
    windDirection: r.windDirection,
    windGust: r.windGust,
    humidity: r.humidity,
    description: r.description,
  }));
}

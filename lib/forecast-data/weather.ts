import { and, asc, eq, gte, max } from "drizzle-orm";
import type { Db } from "../../db/client";
import { weatherForecasts } from "../../db/schema";
import { env } from "../env";
import { parisDayStart } from "../forecast/paris-time";
import { runAfter } from "../http/after";
import { WeatherProviderError } from "../weather/errors";
import { fetchForecast, OPEN_METEO_TIMEOUT_MS, type ForecastHour } from "../weather/open-meteo";
import { LOCK_NAMESPACE, tryLockSpot, waitForSpotLock, type Tx } from "./locks";
import { getSpot } from "./spot";
import type { ForecastEntry } from "./types";

/** A stored forecast older than this is refreshed when someone asks for it. */
export const FORECAST_MAX_AGE_MS = 60 * 60 * 1000;
/** With a stored forecast to fall back on, a reader waits this long for a refresh, then gets the stored one. */
export const STALE_WAIT_MS = 3_000;
/** A reader with nothing stored waits for another instance's refresh at most this long. */
const LOCK_WAIT_MS = OPEN_METEO_TIMEOUT_MS + 5_000;

export type ForecastRow = typeof weatherForecasts.$inferSelect;
export type SpotPlace = { id: number; latitude: number; longitude: number };
/** Where forecasts come from: Open-Meteo in production, anything that answers ForecastHour[] in tests. */
export type ForecastSource = (spot: SpotPlace) => Promise<ForecastHour[]>;
/**
 * refreshed: new rows stored · fresh: nothing to do (another request or instance had just refreshed) ·
 * busy: another instance holds the lock · failed: the provider failed, the stored rows are untouched.
 */
export type RefreshOutcome = "refreshed" | "fresh" | "busy" | "failed";

export type ForecastOptions = {
  source?: ForecastSource;
  maxAgeMs?: number;
  now?: () => Date;
};

export function openMeteoSource(baseUrl = env().OPEN_METEO_BASE_URL, timeoutMs = OPEN_METEO_TIMEOUT_MS): ForecastSource {
  return (spot) => fetchForecast({ baseUrl, latitude: spot.latitude, longitude: spot.longitude, timeoutMs });
}

const clock = (options: ForecastOptions) => options.now?.() ?? new Date();

/**
 * The spot's stored forecast from today (Paris) on, by time. Days already past are left out; when nothing
 * else is stored they are all there is, and they are served rather than nothing.
 */
export async function readForecast(db: Db | Tx, spotId: number, now = new Date()): Promise<ForecastRow[]> {
  const bySpot = eq(weatherForecasts.spotId, spotId);
  const current = await db
    .select()
    .from(weatherForecasts)
    .where(and(bySpot, gte(weatherForecasts.forecastDate, parisDayStart(now))))
    .orderBy(asc(weatherForecasts.forecastDate));
  if (current.length) return current;
  return db.select().from(weatherForecasts).where(bySpot).orderBy(asc(weatherForecasts.forecastDate));
}

function isFresh(lastUpdated: Date | null | undefined, now: Date, maxAgeMs: number): boolean {
  return !!lastUpdated && now.getTime() - lastUpdated.getTime() < maxAgeMs;
}

async function lastUpdatedOf(tx: Tx, spotId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ lastUpdated: max(weatherForecasts.lastUpdated) })
    .from(weatherForecasts)
    .where(eq(weatherForecasts.spotId, spotId));
  return row?.lastUpdated ?? null;
}

async function replaceForecast(tx: Tx, spotId: number, hours: ForecastHour[], lastUpdated: Date): Promise<void> {
  await tx.delete(weatherForecasts).where(eq(weatherForecasts.spotId, spotId));
  await tx.insert(weatherForecasts).values(
    hours.map((h) => ({
      spotId,
      forecastDate: h.forecastDate,
      lastUpdated,
      temperature: h.temperature,
      windSpeed: h.windSpeed,
      windDirection: h.windDirection,
      windGust: h.windGust,
      humidity: h.humidity,
      description: h.description,
    })),
  );
}

function logFailure(spotId: number, error: unknown): void {
  const detail = error instanceof WeatherProviderError ? `${error.reason}: ${error.message}` : String(error);
  console.warn(`[prévisions] spot ${spotId} : échec de la mise à jour, prévision précédente conservée (${detail})`);
}

/**
 * Refreshes one spot's forecast if it is older than maxAgeMs, under the spot's advisory lock: the lock, the
 * freshness check, the provider call and the replacement of the rows happen in one transaction, so two
 * instances never call the provider for the same spot at once and readers never see half a forecast.
 * The rows are replaced only by a complete, valid answer; on any provider failure they stay as they were.
 * A request that finds the lock taken returns "busy" at once, or with waitIfBusy waits for the holder to
 * finish and then serves what it stored (it never calls the provider a second time).
 */
export async function refreshForecast(
  db: Db,
  spot: SpotPlace,
  options: ForecastOptions & { waitIfBusy?: boolean } = {},
): Promise<RefreshOutcome> {
  const source = options.source ?? openMeteoSource();
  const maxAgeMs = options.maxAgeMs ?? FORECAST_MAX_AGE_MS;
  return db.transaction(async (tx) => {
    if (!(await tryLockSpot(tx, LOCK_NAMESPACE.forecast, spot.id))) {
      if (!options.waitIfBusy) return "busy";
      return (await waitForSpotLock(tx, LOCK_NAMESPACE.forecast, spot.id, LOCK_WAIT_MS)) ? "fresh" : "busy";
    }
    if (isFresh(await lastUpdatedOf(tx, spot.id), clock(options), maxAgeMs)) return "fresh";

    let hours: ForecastHour[];
    try {
      hours = await source(spot);
      const last = hours.at(-1)?.forecastDate;
      if (!last || last.getTime() <= clock(options).getTime()) {
        throw new WeatherProviderError("incomplete", "Open-Meteo answered a forecast that is already over");
      }
    } catch (error) {
      if (!(error instanceof WeatherProviderError)) throw error;
      logFailure(spot.id, error);
      return "failed";
    }
    await replaceForecast(tx, spot.id, hours, clock(options));
    return "refreshed";
  });
}

// Requests of this process for the same spot share one refresh (per database, so tests can play two instances).
const inflight = new WeakMap<Db, Map<number, Promise<RefreshOutcome>>>();

/** refreshForecast, joined by every caller of this process while it runs; unexpected errors count as "failed". */
export function refreshForecastOnce(
  db: Db,
  spot: SpotPlace,
  options: ForecastOptions & { waitIfBusy?: boolean } = {},
): Promise<RefreshOutcome> {
  let running = inflight.get(db);
  if (!running) inflight.set(db, (running = new Map()));
  const existing = running.get(spot.id);
  if (existing) return existing;
  const refresh = refreshForecast(db, spot, options)
    .catch((error: unknown) => {
      logFailure(spot.id, error);
      return "failed" as const;
    })
    .finally(() => running.delete(spot.id));
  running.set(spot.id, refresh);
  return refresh;
}

const TIMED_OUT = Symbol("timed out");

function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
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

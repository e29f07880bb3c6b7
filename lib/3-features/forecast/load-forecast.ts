import type { Db } from "../../../db/client";
import { runAfter } from "../after";
import { TIMED_OUT, within } from "../../0-base/within";
import { readForecast, type ForecastRow } from "../../2-stores/forecasts/weather";
import { getSpot } from "../../2-stores/spots/spot";
import { clock, FORECAST_MAX_AGE_MS, isFresh, refreshForecastOnce, type ForecastOptions, type SpotPlace } from "../forecast-refresh/refresh";

/** With a stored forecast to fall back on, a reader waits this long for a refresh, then gets the stored one. */
export const STALE_WAIT_MS = 3_000;

export type LoadForecastOptions = ForecastOptions & {
  /** How long to wait for a refresh when a stored forecast exists (default STALE_WAIT_MS). */
  maxWaitMs?: number;
  /** How long to wait for a refresh when nothing is stored (default: until it ends). */
  maxWaitEmptyMs?: number;
  /** The spot already read by the caller (a page): a refresh then needs not read its row. */
  spot?: SpotPlace;
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

  const spot = options.spot ?? (await getSpot(db, spotId));
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


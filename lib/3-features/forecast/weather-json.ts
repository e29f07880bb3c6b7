import type { Db } from "../../../db/client";
import { toForecastEntries } from "../../2-stores/forecasts/weather";
import { FORECAST_MAX_AGE_MS } from "../forecast-refresh/refresh";
import { loadForecast, type LoadForecastOptions } from "./load-forecast";

/*
 * The body of GET /api/weather/{id}, kept a few seconds per spot in this process: a forecast changes once an
 * hour, while a popular spot is asked for many times a second. Without it, reading and serialising 168 rows
 * cost more than the whole rest of the request (bench/weather.ts). Another instance's refresh shows here at
 * most FORECAST_JSON_TTL_MS later; this instance's own refresh shows at once (a stale forecast is never kept).
 */
export const FORECAST_JSON_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

type Entry = { body: string; until: number };
const bodies = new WeakMap<Db, Map<number, Entry>>();

export async function forecastJson(db: Db, spotId: number, options: LoadForecastOptions = {}): Promise<string> {
  const now = options.now?.().getTime() ?? Date.now();
  let cache = bodies.get(db);
  if (!cache) bodies.set(db, (cache = new Map()));
  const hit = cache.get(spotId);
  if (hit && hit.until > now) return hit.body;

  const rows = (await loadForecast(db, spotId, options)) ?? [];
  const body = JSON.stringify(toForecastEntries(rows));
  // Kept only while fresh: an old forecast (the provider failing) or none at all is asked for again next time.
  const until = Math.min(now + FORECAST_JSON_TTL_MS, (rows[0]?.lastUpdated.getTime() ?? 0) + FORECAST_MAX_AGE_MS);
  if (until > now) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as number);
    cache.set(spotId, { body, until });
  } else {
    cache.delete(spotId);
  }
  return body;
}

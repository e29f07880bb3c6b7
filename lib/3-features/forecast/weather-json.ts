import type { Db } from "../../../db/client";
import { perOwner, TtlCache } from "../../0-base/ttl-cache";
import { toForecastEntries } from "../../2-stores/forecasts/weather";
import { FORECAST_MAX_AGE_MS } from "../forecast-refresh/refresh";
import { loadForecast, type LoadForecastOptions } from "./load-forecast";

/*
 * The body of GET /api/weather/{id}, kept a few seconds per spot in this process: a forecast changes once an
 * hour, while a popular spot is asked for many times a second. Without it, reading and serialising 168 rows
 * cost more than the whole rest of the request (bench/weather.ts). Requests arriving together share one read.
 * Another instance's refresh shows here at most FORECAST_JSON_TTL_MS later; this instance's own refresh shows
 * at once (a stale forecast is never kept).
 */
export const FORECAST_JSON_TTL_MS = 5_000;

// The body is kept encoded: a Response made from a string is checked and encoded to UTF-8 again at every request.
type Kept = { body: Buffer<ArrayBuffer>; freshForMs: number };
// Kept only while fresh: an old forecast (the provider failing) or none at all is asked for again next time.
const bodies = perOwner<Db, TtlCache<number, Promise<Kept>>>(
  () => new TtlCache({ max: 1_000, ttlMs: (kept) => Math.min(FORECAST_JSON_TTL_MS, kept.freshForMs) }),
);

export async function forecastJson(db: Db, spotId: number, options: LoadForecastOptions = {}): Promise<Buffer<ArrayBuffer>> {
  const now = options.now?.().getTime() ?? Date.now();
  const kept = await bodies(db).get(
    spotId,
    async () => {
      const rows = (await loadForecast(db, spotId, options)) ?? [];
      const lastUpdated = rows[0]?.lastUpdated.getTime() ?? 0;
      return { body: Buffer.from(JSON.stringify(toForecastEntries(rows))), freshForMs: lastUpdated + FORECAST_MAX_AGE_MS - now };
    },
    now,
  );
  return kept.body;
}

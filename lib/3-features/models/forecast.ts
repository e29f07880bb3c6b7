import type { Db } from "../../../db/client";
import { runAfter } from "../after";
import { clock, FORECAST_MAX_AGE_MS, isFresh, refreshForecastOnce } from "../forecast-refresh/refresh";
import { getSpot } from "../../2-stores/spots/spot";
import { toForecastEntries, type ForecastRow } from "../../2-stores/forecasts/weather";
import { STALE_WAIT_MS, type LoadForecastOptions } from "../forecast/load-forecast";
import { TIMED_OUT, within } from "../../0-base/within";
import { forecastJson } from "../forecast/weather-json";
import { BLEND, MODELS_OF_BLEND_REQUEST, type ForecastModel, type ModelId } from "../../2-stores/open-meteo/models";
import { MODELS_MAX_AGE_MS, readModelForecast } from "../../2-stores/forecasts/models";

/*
 * GET /api/weather/{id}?model=: one model's forecast in the default forecast's shape, refreshed on read like it.
 * Its hours come with the spot's refresh (lib/3-features/forecast-refresh/refresh.ts): ECMWF IFS with every one, the other
 * models every 3 hours. When they are older than that and an hour more (the batch did not run), or were never
 * fetched for this spot, a reader's request fetches them, waiting as the default forecast's readers do.
 */
const maxAgeOf = (model: ModelId) => (MODELS_OF_BLEND_REQUEST.includes(model) ? FORECAST_MAX_AGE_MS : MODELS_MAX_AGE_MS + FORECAST_MAX_AGE_MS);

export async function loadModelForecast(db: Db, spotId: number, model: ModelId, options: LoadForecastOptions = {}): Promise<ForecastRow[]> {
  const stored = await readModelForecast(db, spotId, model, clock(options));
  if (stored.length && isFresh(stored[0].lastUpdated, clock(options), maxAgeOf(model))) return stored;

  const spot = options.spot ?? (await getSpot(db, spotId)); // NotFound for an unknown spot
  const refresh = refreshForecastOnce(db, spot, { ...options, wantModels: true, waitIfBusy: stored.length === 0 });
  const budget = stored.length ? (options.maxWaitMs ?? STALE_WAIT_MS) : (options.maxWaitEmptyMs ?? Infinity);
  const outcome = await within(refresh, budget);
  if (outcome === TIMED_OUT) {
    runAfter(() => refresh.then(() => undefined));
    return stored;
  }
  return readModelForecast(db, spotId, model, clock(options));
}

/** The body of GET /api/weather/{id}[?model=]: the default forecast unchanged without a model (or « blend »). */
export async function weatherJson(db: Db, spotId: number, model: ForecastModel | undefined, options: LoadForecastOptions = {}): Promise<Buffer<ArrayBuffer>> {
  if (model === undefined || model === BLEND) return forecastJson(db, spotId, options);
  return Buffer.from(JSON.stringify(toForecastEntries(await loadModelForecast(db, spotId, model, options))));
}

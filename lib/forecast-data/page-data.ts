import type { Db } from "../../db/client";
import { NotFound } from "../http/errors";
import { getSpot } from "./spot";
import { loadTides, toTideEntries } from "./tides";
import type { ForecastEntry, SpotDetails, TideEntry } from "./types";
import { loadForecast, toForecastEntries } from "./weather";

/**
 * What the server gives the forecast page for its first paint, as the initial data of its queries.
 * A missing field means "let the browser ask the API" (it then shows the loading state); spot null means
 * the spot does not exist.
 */
export type InitialForecast = {
  spot?: SpotDetails | null;
  weather?: ForecastEntry[];
  tides?: TideEntry[];
};

/** How long the server waits for a first forecast before letting the browser wait for it instead. */
export const PAGE_FORECAST_WAIT_MS = 2_500;

export async function loadForecastPage(db: Db, spotId: number): Promise<InitialForecast> {
  let spot: SpotDetails;
  try {
    spot = await getSpot(db, spotId);
  } catch (error) {
    if (error instanceof NotFound) return { spot: null };
    console.error(`[prévisions] page du spot ${spotId} :`, error);
    return {};
  }
  // Side by side: a forecast refresh holds no transaction while the provider answers (./lease.ts), so the
  // tides need not wait for it, even on the embedded database.
  const [tides, weather] = await Promise.allSettled([
    loadTides(db, spotId),
    loadForecast(db, spotId, { maxWaitMs: PAGE_FORECAST_WAIT_MS, maxWaitEmptyMs: PAGE_FORECAST_WAIT_MS }),
  ]);
  return {
    spot,
    weather: weather.status === "fulfilled" && weather.value ? toForecastEntries(weather.value) : undefined,
    tides: tides.status === "fulfilled" ? toTideEntries(tides.value) : undefined,
  };
}

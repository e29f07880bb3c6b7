import { openMeteoCallWeight, withOpenMeteoPlan } from "../../0-base/open-meteo-plan";
import { fetchProviderJson } from "../../0-base/provider-fetch";
import { HISTORY_VARIABLES, parseHistoricalAnswer, type HistoryHours } from "../../1-domain/weather/historical-answer";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { CELL_SELECTION } from "./open-meteo";

/*
 * Open-Meteo's Historical Weather API (/v1/archive on archive-api.open-meteo.com, OPEN_METEO_HISTORICAL_BASE_URL):
 * a spot's hourly wind over a span of days, in m/s and GMT, the beach's sea cell as for the forecast. Reached
 * through the provider fetch helper; a paid plan's key moves it to customer-archive-api (open-meteo-plan.ts).
 *
 * What it costs: Open-Meteo counts a location as max(1, variables / 10, variables / 10 × days / 14) calls
 * (calculateQueryWeight, open-meteo/open-meteo): the three variables weigh 0.3 a location for up to 14 days, and a
 * year 0.3 × 365 / 14 ≈ 7.8 calls. A long range is many calls, whether asked at once or a year at a time.
 */
const HISTORY_TIMEOUT_MS = 30_000;
/** A year of three hourly variables is ~300 kB of JSON; anything far bigger is not what was asked. */
const MAX_BODY_BYTES = 4_000_000;

const DAY_MS = 86_400_000;
/** Days from `startDate` to `endDate` inclusive ("yyyy-MM-dd"). */
const daysBetween = (startDate: string, endDate: string) => Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;

/** What Open-Meteo counts for one location over these days. */
export const historyCallWeight = (startDate: string, endDate: string) => openMeteoCallWeight(HISTORY_VARIABLES.length, daysBetween(startDate, endDate));

export function historicalUrl(baseUrl: string, place: { latitude: number; longitude: number }, startDate: string, endDate: string, apiKey?: string): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/v1/archive`);
  url.search = new URLSearchParams({
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    start_date: startDate,
    end_date: endDate,
    hourly: HISTORY_VARIABLES.join(","),
    wind_speed_unit: "ms",
    timezone: "GMT",
    cell_selection: CELL_SELECTION,
  }).toString();
  return withOpenMeteoPlan(url, apiKey);
}

export type FetchHistoryOptions = {
  baseUrl: string;
  latitude: number;
  longitude: number;
  startDate: string;
  endDate: string;
  /** A paid plan's key: the request goes to the customer host with it (lib/0-base/open-meteo-plan.ts). */
  apiKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** The spot's hourly wind from `startDate` 00:00 to `endDate` 23:00 GMT; WeatherProviderError without a usable answer. */
export async function fetchHistory({ baseUrl, latitude, longitude, startDate, endDate, apiKey, signal, timeoutMs = HISTORY_TIMEOUT_MS }: FetchHistoryOptions): Promise<HistoryHours> {
  const url = historicalUrl(baseUrl, { latitude, longitude }, startDate, endDate, apiKey);
  const body = await fetchProviderJson(url, { provider: "Open-Meteo Archive", errorClass: WeatherProviderError, timeoutMs, maxBytes: MAX_BODY_BYTES, signal });
  return parseHistoricalAnswer(body);
}

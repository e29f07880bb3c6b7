import { openMeteoPlan, withOpenMeteoPlan } from "../../0-base/open-meteo-plan";
import { fetchProviderJson } from "../../0-base/provider-fetch";
import { MARINE_VARIABLES, parseMarineAnswer } from "../../1-domain/sea/marine-answer";
import type { SeaHour } from "../../1-domain/sea/types";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { FORECAST_DAYS, FORECAST_TIME_ZONE, OPEN_METEO_TIMEOUT_MS } from "./open-meteo";

/** A 7-day answer of six variables is ~15 kB. */
const MAX_BODY_BYTES = 1_000_000;

export function marineUrl(baseUrl: string, latitude: number, longitude: number): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/v1/marine`);
  url.search = new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    hourly: MARINE_VARIABLES.join(","),
    timezone: FORECAST_TIME_ZONE,
    forecast_days: String(FORECAST_DAYS),
  }).toString();
  return url;
}

export type FetchMarineOptions = { baseUrl: string; latitude: number; longitude: number; signal?: AbortSignal; timeoutMs?: number };

/**
 * The sea state at a point for the forecast's days, through the provider fetch helper (timeout, byte cap, no
 * redirect); [] where the wave model has nothing. Throws WeatherProviderError when there is no usable answer.
 */
export async function fetchMarine({ baseUrl, latitude, longitude, signal, timeoutMs = OPEN_METEO_TIMEOUT_MS }: FetchMarineOptions): Promise<SeaHour[]> {
  // A paid plan's key moves the request to the customer host, as the forecast's (lib/0-base/open-meteo-plan.ts).
  const body = await fetchProviderJson(withOpenMeteoPlan(marineUrl(baseUrl, latitude, longitude), openMeteoPlan().apiKey), {
    provider: "Open-Meteo Marine",
    errorClass: WeatherProviderError,
    timeoutMs,
    maxBytes: MAX_BODY_BYTES,
    signal,
  });
  return parseMarineAnswer(body);
}

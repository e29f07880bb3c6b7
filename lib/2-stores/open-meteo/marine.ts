import { openMeteoPlan, withOpenMeteoPlan } from "../../0-base/open-meteo-plan";
import { fetchProviderJson } from "../../0-base/provider-fetch";
import { MARINE_VARIABLES, parseMarineAnswer } from "../../1-domain/sea/marine-answer";
import type { SeaHour } from "../../1-domain/sea/types";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { FORECAST_DAYS, FORECAST_TIME_ZONE, OPEN_METEO_TIMEOUT_MS } from "./open-meteo";

/** A 7-day answer of six variables is ~15 kB. */
const MAX_BODY_BYTES = 1_000_000;

/** One request for several places, as the forecast's (Open-Meteo takes comma-separated coordinates). */
function marineUrlFor(baseUrl: string, places: readonly Place[]): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/v1/marine`);
  url.search = new URLSearchParams({
    latitude: places.map((p) => String(p.latitude)).join(","),
    longitude: places.map((p) => String(p.longitude)).join(","),
    hourly: MARINE_VARIABLES.join(","),
    timezone: FORECAST_TIME_ZONE,
    forecast_days: String(FORECAST_DAYS),
  }).toString();
  return url;
}

type Place = { latitude: number; longitude: number };

export type FetchMarineOptions = { baseUrl: string; latitude: number; longitude: number; signal?: AbortSignal; timeoutMs?: number };

/**
 * The sea state at a point for the forecast's days, through the provider fetch helper (timeout, byte cap, no
 * redirect); [] where the wave model has nothing. Throws WeatherProviderError when there is no usable answer.
 */
export async function fetchMarine({ latitude, longitude, ...options }: FetchMarineOptions): Promise<SeaHour[]> {
  const [hours] = await fetchMarineMany({ ...options, places: [{ latitude, longitude }] });
  if (hours instanceof WeatherProviderError) throw hours;
  return hours!;
}

/**
 * The sea state at several places in one request (at most LOCATIONS_PER_REQUEST), in their order: each place's
 * hours, or the WeatherProviderError of its own answer (a malformed place does not spoil the others). Throws
 * WeatherProviderError when the request as a whole has no usable answer, or not one answer per place.
 */
export async function fetchMarineMany({
  baseUrl,
  places,
  signal,
  timeoutMs = OPEN_METEO_TIMEOUT_MS,
}: Omit<FetchMarineOptions, "latitude" | "longitude"> & { places: readonly Place[] }): Promise<(SeaHour[] | WeatherProviderError)[]> {
  // A paid plan's key moves the request to the customer host, as the forecast's (lib/0-base/open-meteo-plan.ts).
  const url = withOpenMeteoPlan(marineUrlFor(baseUrl, places), openMeteoPlan().apiKey);
  const body = await fetchProviderJson(url, {
    provider: "Open-Meteo Marine",
    errorClass: WeatherProviderError,
    timeoutMs,
    maxBytes: MAX_BODY_BYTES * places.length,
    signal,
  });
  // Open-Meteo answers one object for one location, an array for several.
  const bodies = places.length === 1 && !Array.isArray(body) ? [body] : body;
  if (!Array.isArray(bodies) || bodies.length !== places.length) {
    throw new WeatherProviderError("malformed", `Open-Meteo Marine answered ${Array.isArray(bodies) ? bodies.length : "no list of"} locations for ${places.length}`);
  }
  return bodies.map((b) => {
    try {
      return parseMarineAnswer(b);
    } catch (error) {
      if (error instanceof WeatherProviderError) return error;
      throw error;
    }
  });
}

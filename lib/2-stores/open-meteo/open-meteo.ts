import { PARIS_TIME_ZONE } from "../../0-base/time-zone";
import { withOpenMeteoPlan } from "../../0-base/open-meteo-plan";
import { fetchProviderJson } from "../../0-base/provider-fetch";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { localIsoToUtc } from "../../1-domain/weather/local-time";
import { columnKey, HOURLY_VARIABLES, openMeteoForecastSchema, type HourlyColumns } from "../../1-domain/weather/open-meteo-schema";
import { describeWeatherCode } from "../../1-domain/weather/wmo";

/*
 * Models, in order of preference (names from the model list of the Forecast API documentation,
 * open-meteo-website src/routes/en/docs/options.ts; https://open-meteo.com/en/docs):
 * - `meteofrance_seamless` ("Météo-France Seamless"): Open-Meteo blends AROME France HD, AROME France,
 *   ARPEGE Europe and ARPEGE World for it (MultiDomains.meteofrance_seamless in open-meteo's
 *   ForecastapiController.swift). It stops at ARPEGE's horizon, 102 h after a run (MeteoFranceDomain.swift):
 *   about 4 of the 7 days asked for.
 * - `ecmwf_ifs025` ("ECMWF IFS 0.25°", 15 days, open data): fills the hours past Météo-France's horizon.
 *   Open-Meteo interpolates every model to a 1-hourly series, so its hours line up with Météo-France's.
 *   (`ecmwf_ifs`, the 9 km HRES, is listed too in recent documentation; 0.25° has been served longer.)
 *
 * Decision (the 7-day blend): each hour is taken whole from the first model that has every required value
 * for it, Météo-France first. Never a mix within one hour (a Météo-France speed with an ECMWF direction
 * would describe no real forecast). In practice the first ~4 days are Météo-France's, the rest ECMWF's.
 */
export const PRIMARY_MODEL = "meteofrance_seamless";
export const FALLBACK_MODEL = "ecmwf_ifs025";
export const OPEN_METEO_MODELS = [PRIMARY_MODEL, FALLBACK_MODEL] as const;
export type OpenMeteoModel = (typeof OPEN_METEO_MODELS)[number];

export type ForecastHour = {
  forecastDate: Date;
  temperature: number;
  /** m/s */
  windSpeed: number;
  /** degrees, where the wind comes from */
  windDirection: number;
  /** m/s */
  windGust: number | null;
  /** %, integer (the column is an integer) */
  humidity: number;
  /** WMO code */
  weatherCode: number;
  /** French text, see ./wmo */
  description: string;
  /** The model this hour comes from. */
  model: string;
};

export const OPEN_METEO_TIMEOUT_MS = 10_000;
export const FORECAST_DAYS = 7;
/** Fewer usable hours than this and the answer is refused, keeping the stored forecast. */
export const MIN_FORECAST_HOURS = 24;
/**
 * A 7-day answer for two models is ~40 kB a location, for all six ~120 kB; anything far bigger is not what we
 * asked for. A request for several locations may be that many times larger.
 */
const MAX_BODY_BYTES = 2_000_000;
/**
 * Locations in one request (comma-separated `latitude` and `longitude` lists; the answer is then a JSON array
 * in the same order, open-meteo.com/en/docs). Open-Meteo counts each location as calls of its own, so this saves
 * requests and round trips, not calls; it is kept small enough for an answer of a few megabytes.
 */
export const LOCATIONS_PER_REQUEST = 25;
export const FORECAST_TIME_ZONE = PARIS_TIME_ZONE;
/*
 * `cell_selection=sea` ("Prefer Sea" in the documentation's grid-cell options): spots are beaches, and a
 * rider sails on the water, where the wind is the sea cell's, not the rougher land cell's beside it.
 */
export const CELL_SELECTION = "sea";

export type Place = { latitude: number; longitude: number };

export type FetchForecastOptions = {
  baseUrl: string;
  latitude: number;
  longitude: number;
  /** A paid plan's key: the request goes to the customer host with it (lib/0-base/open-meteo-plan.ts). */
  apiKey?: string;
  /** Cancels the request; a cancellation is rethrown as is, not as a WeatherProviderError. */
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** One request for several places (at most LOCATIONS_PER_REQUEST). */
function forecastUrlFor(baseUrl: string, places: readonly Place[], models: readonly string[], apiKey?: string): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/v1/forecast`);
  url.search = new URLSearchParams({
    latitude: places.map((p) => String(p.latitude)).join(","),
    longitude: places.map((p) => String(p.longitude)).join(","),
    hourly: HOURLY_VARIABLES.join(","),
    models: models.join(","),
    wind_speed_unit: "ms",
    cell_selection: CELL_SELECTION,
    timezone: FORECAST_TIME_ZONE,
    forecast_days: String(FORECAST_DAYS),
  }).toString();
  return withOpenMeteoPlan(url, apiKey);
}

/** The blend's hours (see OPEN_METEO_MODELS). Throws WeatherProviderError on any provider failure. */
export async function fetchForecast(options: FetchForecastOptions): Promise<ForecastHour[]> {
  return parseForecastBody(await fetchForecastBody(options));
}

/**
 * The JSON body of one forecast request for `models` (default: the blend's), through the provider fetch helper.
 * Throws WeatherProviderError when there is no usable answer: HTTP error, timeout, too large, redirect, not JSON.
 */
export async function fetchForecastBody({ latitude, longitude, ...options }: FetchForecastOptions & { models?: readonly string[] }): Promise<unknown> {
  const [body] = await fetchForecastBodies({ ...options, places: [{ latitude, longitude }] });
  return body;
}

export type FetchBodiesOptions = Omit<FetchForecastOptions, "latitude" | "longitude"> & { places: readonly Place[]; models?: readonly string[] };

/**
 * The JSON bodies of one request for several places, in their order (Open-Meteo answers one object for one
 * location, an array for several). Throws WeatherProviderError when there is no usable answer, or not one body
 * per place.
 */
export async function fetchForecastBodies({
  baseUrl,
  places,
  apiKey,
  signal,
  timeoutMs = OPEN_METEO_TIMEOUT_MS,
  models = OPEN_METEO_MODELS,
}: FetchBodiesOptions): Promise<unknown[]> {
  const url = forecastUrlFor(baseUrl, places, models, apiKey);
  const maxBytes = MAX_BODY_BYTES * places.length;
  const body = await fetchProviderJson(url, { provider: "Open-Meteo", errorClass: WeatherProviderError, timeoutMs, maxBytes, signal });
  const bodies = places.length === 1 && !Array.isArray(body) ? [body] : body;
  if (!Array.isArray(bodies) || bodies.length !== places.length) {
    throw new WeatherProviderError("malformed", `Open-Meteo answered ${Array.isArray(bodies) ? bodies.length : "no list of"} locations for ${places.length}`);
  }
  return bodies;
}

type HourValues = Omit<ForecastHour, "forecastDate" | "description" | "model">;

/** One hour of one model, or null when a required value is missing. */
function modelHour(hourly: HourlyColumns, i: number, model: string, suffixed: boolean): HourValues | null {
  const at = (variable: (typeof HOURLY_VARIABLES)[number]) => hourly[columnKey(variable, model, suffixed)]?.[i] ?? null;
  const windSpeed = at("wind_speed_10m");
  const windDirection = at("wind_direction_10m");
  const temperature = at("temperature_2m");
  const humidity = at("relative_humidity_2m");
  const weatherCode = at("weather_code");
  if (windSpeed === null || windDirection === null || temperature === null || humidity === null || weatherCode === null) {
    return null;
  }
  return { windSpeed, windDirection, windGust: at("wind_gusts_10m"), temperature, humidity: Math.round(humidity), weatherCode };
}

/**
 * Validates an Open-Meteo body and turns it into hours with real UTC instants, each hour taken whole from
 * the first of `models` that has all its values (see OPEN_METEO_MODELS).
 * Complete hours must come first and without gap; trailing hours that no model covers are past every
 * horizon and are dropped. Throws WeatherProviderError "malformed" or "incomplete".
 */
export function parseForecastBody(body: unknown, models: readonly string[] = OPEN_METEO_MODELS): ForecastHour[] {
  return parseHours(body, models, models.length > 1);
}

/**
 * One model's hours out of an answer that asked for several models (its keys suffixed by its name), by the
 * same rules as the blend: its other columns are not read, so another model's broken columns never reach it.
 */
export function parseModelHours(body: unknown, model: string): ForecastHour[] {
  return parseHours(body, [model], true);
}

/*
 * An answer's hours as instants, converted once per answer (by body): parseForecastAnswer reads one answer once
 * per model, all on the same time axis. null marks the first time that is not a real, later hour.
 */
const instantsByBody = new WeakMap<object, (Date | null)[]>();

function instantsOf(body: object, times: readonly string[], offset: number): (Date | null)[] {
  let instants = instantsByBody.get(body);
  if (!instants) {
    instants = [];
    let previous = -Infinity;
    for (const time of times) {
      const at = localIsoToUtc(time, offset);
      const valid = at !== null && at.getTime() > previous;
      instants.push(valid ? at : null);
      if (!valid) break;
      previous = at.getTime();
    }
    instantsByBody.set(body, instants);
  }
  return instants;
}

function parseHours(body: unknown, models: readonly string[], suffixed: boolean): ForecastHour[] {
  const parsed = openMeteoForecastSchema(models, suffixed).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join(".") || "body";
    throw new WeatherProviderError("malformed", `Unexpected Open-Meteo body at ${where}: ${issue?.message ?? "invalid"}`);
  }
  const { hourly, utc_offset_seconds: offset } = parsed.data;

  const instants = instantsOf(body as object, hourly.time, offset);
  const hours: ForecastHour[] = [];
  let firstMissing: string | null = null;
  for (let i = 0; i < hourly.time.length; i++) {
    const at = instants[i];
    if (!at) throw new WeatherProviderError("malformed", `Unexpected Open-Meteo time at hourly.time.${i}`);
    const forecastDate = new Date(at); // each hour its own Date: a caller may keep or change it

    let chosen: { values: HourValues; model: string } | null = null;
    for (const model of models) {
      const values = modelHour(hourly, i, model, suffixed);
      if (values) {
        chosen = { values, model };
        break;
      }
    }
    if (!chosen) {
      firstMissing ??= hourly.time[i];
      continue;
    }
    if (firstMissing !== null) {
      throw new WeatherProviderError("incomplete", `Open-Meteo values missing at ${firstMissing}, before later hours`);
    }
    const { values, model } = chosen;
    hours.push({ forecastDate, ...values, description: describeWeatherCode(values.weatherCode), model });
  }

  if (hours.length < MIN_FORECAST_HOURS) {
    throw new WeatherProviderError(
      "incomplete",
      `Open-Meteo gave ${hours.length} complete hours, fewer than ${MIN_FORECAST_HOURS}`,
    );
  }
  return hours;
}

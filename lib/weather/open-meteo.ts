import { bodyExcerpt, WeatherProviderError } from "./errors";
import { localIsoToUtc } from "./local-time";
import { HOURLY_VARIABLES, OpenMeteoForecastSchema } from "./open-meteo-schema";
import { describeWeatherCode } from "./wmo";

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
};

export const OPEN_METEO_TIMEOUT_MS = 10_000;
export const FORECAST_DAYS = 7;
/** Fewer usable hours than this and the answer is refused, keeping the stored forecast. */
export const MIN_FORECAST_HOURS = 24;
/** A 7-day answer is ~20 kB; anything far bigger is not what we asked for. */
const MAX_BODY_CHARS = 2_000_000;

/*
 * `models=meteofrance_seamless` is "Météo-France Seamless" in the model list of the Forecast API
 * documentation (open-meteo-website, src/routes/en/docs/options.ts; https://open-meteo.com/en/docs).
 * Open-Meteo's server blends ARPEGE World, ARPEGE Europe, AROME France and AROME France HD for it
 * (open-meteo/open-meteo, MultiDomains.meteofrance_seamless in ForecastapiController.swift).
 * With a single model the hourly keys carry no model suffix (`wind_speed_10m`, not
 * `wind_speed_10m_meteofrance_seamless`); suffixes appear only when several models are listed.
 *
 * Météo-France's models stop at ARPEGE's horizon, 102 h after a run (MeteoFranceDomain.swift), so
 * the last days of a 7-day request come back as nulls. Those trailing empty hours are the model's
 * horizon and are dropped (see parseForecastBody); a gap in the middle still refuses the answer.
 */
export const OPEN_METEO_MODEL = "meteofrance_seamless";
export const FORECAST_TIME_ZONE = "Europe/Paris";

export type FetchForecastOptions = {
  baseUrl: string;
  latitude: number;
  longitude: number;
  /** Cancels the request; a cancellation is rethrown as is, not as a WeatherProviderError. */
  signal?: AbortSignal;
  timeoutMs?: number;
};

export function forecastUrl(baseUrl: string, latitude: number, longitude: number): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/v1/forecast`);
  url.search = new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    hourly: HOURLY_VARIABLES.join(","),
    models: OPEN_METEO_MODEL,
    wind_speed_unit: "ms",
    timezone: FORECAST_TIME_ZONE,
    forecast_days: String(FORECAST_DAYS),
  }).toString();
  return url;
}

export async function fetchForecast({
  baseUrl,
  latitude,
  longitude,
  signal,
  timeoutMs = OPEN_METEO_TIMEOUT_MS,
}: FetchForecastOptions): Promise<ForecastHour[]> {
  const url = forecastUrl(baseUrl, latitude, longitude);
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { signal: combined, headers: { accept: "application/json" } });
    status = response.status;
    text = await response.text(); // read under the same signal: a stalled body also times out
    if (!response.ok) {
      throw new WeatherProviderError("http", `Open-Meteo answered ${status}: ${bodyExcerpt(text)}`, status);
    }
  } catch (error) {
    if (error instanceof WeatherProviderError) throw error;
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) {
      throw new WeatherProviderError("timeout", `Open-Meteo did not answer within ${timeoutMs} ms`, undefined, {
        cause: error,
      });
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new WeatherProviderError("http", `Open-Meteo unreachable: ${detail}`, undefined, { cause: error });
  }

  if (text.length > MAX_BODY_CHARS) {
    throw new WeatherProviderError("malformed", `Open-Meteo body too large (${text.length} characters)`, status);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WeatherProviderError("malformed", `Open-Meteo body is not JSON: ${bodyExcerpt(text)}`, status);
  }
  return parseForecastBody(body);
}

/**
 * Validates an Open-Meteo body and turns it into hours with real UTC instants.
 * Complete hours must come first and without gap; trailing hours with missing values are the
 * model's horizon and are dropped. Throws WeatherProviderError "malformed" or "incomplete".
 */
export function parseForecastBody(body: unknown): ForecastHour[] {
  const parsed = OpenMeteoForecastSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join(".") || "body";
    throw new WeatherProviderError("malformed", `Unexpected Open-Meteo body at ${where}: ${issue?.message ?? "invalid"}`);
  }
  const { hourly, utc_offset_seconds: offset } = parsed.data;

  const hours: ForecastHour[] = [];
  let firstMissing: string | null = null;
  let previous = -Infinity;
  for (let i = 0; i < hourly.time.length; i++) {
    const forecastDate = localIsoToUtc(hourly.time[i], offset);
    if (!forecastDate || forecastDate.getTime() <= previous) {
      throw new WeatherProviderError("malformed", `Unexpected Open-Meteo time at hourly.time.${i}`);
    }
    previous = forecastDate.getTime();

    const windSpeed = hourly.wind_speed_10m[i];
    const windDirection = hourly.wind_direction_10m[i];
    const temperature = hourly.temperature_2m[i];
    const humidity = hourly.relative_humidity_2m[i];
    const weatherCode = hourly.weather_code[i];
    if (windSpeed === null || windDirection === null || temperature === null || humidity === null || weatherCode === null) {
      firstMissing ??= hourly.time[i];
      continue;
    }
    if (firstMissing !== null) {
      throw new WeatherProviderError("incomplete", `Open-Meteo values missing at ${firstMissing}, before later hours`);
    }
    hours.push({
      forecastDate,
      temperature,
      windSpeed,
      windDirection,
      windGust: hourly.wind_gusts_10m?.[i] ?? null,
      humidity: Math.round(humidity),
      weatherCode,
      description: describeWeatherCode(weatherCode),
    });
  }

  if (hours.length < MIN_FORECAST_HOURS) {
    throw new WeatherProviderError(
      "incomplete",
      `Open-Meteo gave ${hours.length} complete hours, fewer than ${MIN_FORECAST_HOURS}`,
    );
  }
  return hours;
}

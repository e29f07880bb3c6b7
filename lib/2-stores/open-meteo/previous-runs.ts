import { z } from "zod";
import type { ForecastHourValues } from "../../../db/column-types";
import { openMeteoCallWeight, withOpenMeteoPlan } from "../../0-base/open-meteo-plan";
import { fetchProviderJson } from "../../0-base/provider-fetch";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { localIsoToUtc } from "../../1-domain/weather/local-time";
import { BLEND, MODEL_IDS, type ForecastModel } from "../../1-domain/weather/model-ids";
import { MS_TO_KNOTS } from "../../1-domain/wind/knots";
import { CELL_SELECTION, FALLBACK_MODEL, OPEN_METEO_TIMEOUT_MS, PRIMARY_MODEL, type Place } from "./open-meteo";

/*
 * Open-Meteo's Previous Runs API (https://open-meteo.com/en/docs/previous-runs-api): what each model forecast for
 * past hours, run by run. `<variable>_previous_day1` is the run made a day before the latest one for that hour (a
 * lead of 24 to ~30 h: the forecast a rider reads the day before), suffixed by the model when several are asked
 * (`wind_speed_10m_previous_day1_icon_eu`). "Data is generally available from January 2024 onwards." The same models
 * as the forecast; the blend's history is Météo-France seamless, then ECMWF IFS where it has nothing, as the blend.
 * Times in GMT (`timezone` unset), so that no day of the range has a daylight-saving jump.
 */
const PREVIOUS_RUNS_VARIABLES = ["wind_speed_10m", "wind_gusts_10m", "wind_direction_10m"] as const;
const PREVIOUS_DAY = 1;
/** `models=`: the blend's Météo-France first (ECMWF IFS is among the models), then every model a rider can choose. */
const PREVIOUS_RUNS_MODELS: readonly string[] = [PRIMARY_MODEL, ...MODEL_IDS];
/** 60 days of 18 columns is ~200 kB; far more is not what we asked for. */
const MAX_BODY_BYTES = 4_000_000;
const DAY_MS = 86_400_000;

const column = (variable: string, model: string) => `${variable}_previous_day${PREVIOUS_DAY}_${model}`;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The days asked, both included ("yyyy-MM-dd", UTC). */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(utcDay(to)) - Date.parse(utcDay(from))) / DAY_MS) + 1;
}

/** What Open-Meteo counts for one place asked over `days` days: 18 variables × models, and more past 14 days. */
export function previousRunsWeight(days: number): number {
  return openMeteoCallWeight(PREVIOUS_RUNS_VARIABLES.length * PREVIOUS_RUNS_MODELS.length, days);
}

export function previousRunsUrl(baseUrl: string, place: Place, from: Date, to: Date, apiKey?: string): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/v1/forecast`);
  url.search = new URLSearchParams({
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    hourly: PREVIOUS_RUNS_VARIABLES.map((v) => `${v}_previous_day${PREVIOUS_DAY}`).join(","),
    models: PREVIOUS_RUNS_MODELS.join(","),
    start_date: utcDay(from),
    end_date: utcDay(to),
    wind_speed_unit: "ms",
    cell_selection: CELL_SELECTION,
  }).toString();
  return withOpenMeteoPlan(url, apiKey);
}

const BodySchema = z.object({
  utc_offset_seconds: z.number(),
  hourly: z.object({ time: z.array(z.string()) }).catchall(z.unknown()),
});

/** One model's past hours: the instant and [mean kn, gust kn or null, direction °]. */
export type RunHour = { at: number; values: ForecastHourValues };
export type PreviousRuns = Map<ForecastModel, RunHour[]>;

const toKn = (ms: number) => Math.round(ms * MS_TO_KNOTS * 10) / 10;

/**
 * Each model's hours out of an answer (the blend's from Météo-France then ECMWF). A model whose columns are absent
 * or malformed is left out; hours without a mean wind or a direction are skipped. WeatherProviderError "malformed"
 * when the answer has no time axis.
 */
export function parsePreviousRuns(body: unknown): PreviousRuns {
  const parsed = BodySchema.safeParse(body);
  if (!parsed.success) throw new WeatherProviderError("malformed", "Unexpected Open-Meteo Previous Runs body");
  const { hourly, utc_offset_seconds: offset } = parsed.data;
  const instants = hourly.time.map((t) => localIsoToUtc(t, offset)?.getTime() ?? null);
  const columnOf = (variable: string, model: string): (number | null)[] | null => {
    const values = hourly[column(variable, model)];
    return Array.isArray(values) && values.length === instants.length && values.every((v) => v === null || typeof v === "number") ? (values as (number | null)[]) : null;
  };
  const hoursOf = (model: string): (RunHour | null)[] | null => {
    const [speed, gust, direction] = PREVIOUS_RUNS_VARIABLES.map((v) => columnOf(v, model));
    if (!speed || !direction) return null;
    return instants.map((at, i) => {
      const s = speed[i];
      const d = direction[i];
      if (at === null || s == null || d == null) return null;
      const g = gust?.[i];
      return { at, values: [toKn(s), g == null ? null : toKn(g), Math.round(d)] };
    });
  };
  const out: PreviousRuns = new Map();
  for (const model of MODEL_IDS) {
    const hours = hoursOf(model);
    if (hours) out.set(model, hours.filter((h): h is RunHour => h !== null));
  }
  const primary = hoursOf(PRIMARY_MODEL);
  const fallback = hoursOf(FALLBACK_MODEL);
  if (primary || fallback) out.set(BLEND, instants.flatMap((_, i) => primary?.[i] ?? fallback?.[i] ?? []));
  return out;
}

export type FetchPreviousRunsOptions = {
  baseUrl: string;
  place: Place;
  /** The first and last UTC days asked (both included). */
  from: Date;
  to: Date;
  apiKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/**
 * Every model's day-ahead forecasts at a place over [from, to] (UTC days), through the provider fetch helper. The
 * caller takes previousRunsWeight(days) from the plan's budget first. Throws WeatherProviderError when the answer as
 * a whole is unusable (HTTP error, timeout, too large, not JSON, no time axis).
 */
export async function fetchPreviousRuns({ baseUrl, place, from, to, apiKey, signal, timeoutMs = 3 * OPEN_METEO_TIMEOUT_MS }: FetchPreviousRunsOptions): Promise<PreviousRuns> {
  const body = await fetchProviderJson(previousRunsUrl(baseUrl, place, from, to, apiKey), {
    provider: "Open-Meteo Previous Runs",
    errorClass: WeatherProviderError,
    timeoutMs,
    maxBytes: MAX_BODY_BYTES,
    signal,
  });
  return parsePreviousRuns(body);
}

/*
 * A local stand-in for Open-Meteo's /v1/forecast, answering in the documented JSON shape
 * (https://open-meteo.com/en/docs): `time` as local wall-clock strings for the requested
 * `timezone`, one `utc_offset_seconds` for the whole answer (the offset valid now, as the real
 * service does, see open-meteo/open-meteo#261), one array per hourly variable, null for no value.
 *
 * Used by integration tests (`startFakeOpenMeteo({ port: 0 })`) and by the e2e web server:
 *   npx tsx tests/fakes/open-meteo-server.ts --port 4010 [--mode ok]
 * Control over HTTP: POST /__mode/<mode>, GET /__mode, POST /__delay/<ms>, GET /__calls, DELETE /__calls,
 * POST /__reset, POST /__run/<domain>/<unix seconds> (when that model's latest run became available).
 *
 * Several places in one request (`latitude=a,b&longitude=c,d`, as documented): the answer is a JSON array of
 * one object per place, in the order asked. A place in "down", "malformed" or "slow" mode spoils the whole
 * request (it is one HTTP answer). `weight` counts what Open-Meteo would bill: per place, variables × models
 * / 10, never under 1. Model metadata: GET /data/<domain>/static/meta.json, its latest run by the schedule of
 * lib/1-domain/weather/model-runs.ts unless set. Mode and delay take an optional ?latitude=&longitude= to apply to one place only, so a test
 * can break one spot's forecast without disturbing others running beside it.
 *
 * Values are deterministic functions of (latitude, longitude, hour index, model): see fakeHourlyValues.
 * Over the 7 days the winds cross every colour band and the codes cycle through every WMO code.
 *
 * Models (`models=a,b`): with several, every hourly key gets the model's name as a suffix, as the real
 * service does. `meteofrance_seamless` stops after FAKE_METEOFRANCE_HOURS (its real horizon is ~102 h),
 * `ecmwf_ifs025` covers the whole range with slightly different values; no `models` → one unsuffixed series.
 * The individual models of lib/2-stores/open-meteo/models.ts each stop at their own horizon (FAKE_MODEL_HOURS) and differ
 * by a wind offset (FAKE_MODEL_WIND_OFFSET). POST /__model/<model>/<ok|missing|malformed> (optionally for one
 * place) leaves that model's columns out of the answer, or breaks them, leaving the others as they are.
 *
 * The Marine API's /v1/marine (https://open-meteo.com/en/docs/marine-weather-api) is served too, in the same JSON
 * shape: waves, swell and sea temperature from fakeMarineValues, 7 days of it (sea temperature stops after
 * FAKE_SST_HOURS, as a real variable's horizon would). POST /__marine/land (optionally for one place) answers
 * every value null there, as the real service does for a point its wave model does not cover; /__marine/ok
 * undoes it. The modes (down, slow, malformed…) apply to both paths. GET /__marine/calls counts its requests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { listenOn } from "./listen";
import { RUN_DOMAINS, RUN_SETTLE_MS, scheduledAvailability, type RunDomain } from "../../lib/1-domain/weather/model-runs";

export const FAKE_MODES = ["ok", "down", "slow", "malformed", "incomplete", "horizon"] as const;
/**
 * ok: a full answer · down: 500 · slow: the full answer after SLOW_DELAY_MS · malformed: not JSON ·
 * incomplete: valid JSON with a hole of nulls in the middle of every model · horizon: every model stops
 * after HORIZON_HOURS and the rest is null.
 */
export type FakeOpenMeteoMode = (typeof FAKE_MODES)[number];

export const SLOW_DELAY_MS = 15_000;
export const HORIZON_HOURS = 100;
/** Where `meteofrance_seamless` stops in every mode (ARPEGE's 102 h horizon, counted from today 00:00). */
export const FAKE_METEOFRANCE_HOURS = 102;
const FAKE_MODELS = [
  "meteofrance_seamless",
  "ecmwf_ifs025",
  "meteofrance_arome_france_hd",
  "meteofrance_arpege_europe",
  "icon_eu",
  "gfs_seamless",
] as const;
/** Where each model stops, counted from today 00:00 (none: the whole range). */
export const FAKE_MODEL_HOURS: Partial<Record<FakeModel, number>> = {
  meteofrance_seamless: 102,
  meteofrance_arome_france_hd: 48,
  meteofrance_arpege_europe: 102,
  icon_eu: 120,
};
/** m/s added to the wind of each model, so that a test can tell which model an hour came from. */
const FAKE_MODEL_WIND_OFFSET: Record<FakeModel, number> = {
  best_match: 0,
  meteofrance_seamless: 0,
  ecmwf_ifs025: 0.5,
  meteofrance_arome_france_hd: -0.4,
  meteofrance_arpege_europe: 0.3,
  icon_eu: 1,
  gfs_seamless: 1.5,
};
const FAKE_MODEL_STATES = ["ok", "missing", "malformed"] as const;
/** ok · missing: the model's columns are left out · malformed: its wind column holds text. */
export type FakeModelState = (typeof FAKE_MODEL_STATES)[number];
export type FakeModel = (typeof FAKE_MODELS)[number] | "best_match";
const CELL_SELECTIONS = ["land", "sea", "nearest"];
/** Hours that are null in "incomplete" mode (a hole, not a horizon). */
const INCOMPLETE_HOURS = { from: 30, to: 33 } as const;

/** Every code Open-Meteo documents for `weather_code`. */
export const FAKE_WEATHER_CODES = [
  0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99,
] as const;

const KNOWN_HOURLY = {
  wind_speed_10m: "wind",
  wind_direction_10m: "°",
  wind_gusts_10m: "wind",
  temperature_2m: "°C",
  relative_humidity_2m: "%",
  weather_code: "wmo code",
} as const;
type HourlyVariable = keyof typeof KNOWN_HOURLY;

const WIND_UNITS: Record<string, { factor: number; label: string }> = {
  kmh: { factor: 3.6, label: "km/h" },
  ms: { factor: 1, label: "m/s" },
  mph: { factor: 2.23694, label: "mp/h" },
  kn: { factor: 1.94384, label: "kn" },
};

export type FakeHourlyValues = {
  /** m/s */
  windSpeed: number;
  windDirection: number;
  /** m/s, null every sixth hour */
  windGust: number | null;
  temperature: number;
  humidity: number;
  weatherCode: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The values the fake answers for hour `index` (0 = today 00:00 local) at a place, for a model.
 * ECMWF's differ a little from Météo-France's (0.5 m/s more wind, 10° more veered, 0.4° colder), and each
 * other model's wind by its FAKE_MODEL_WIND_OFFSET, so a test can tell which model an hour came from.
 */
export function fakeHourlyValues(latitude: number, longitude: number, index: number, model: FakeModel = "best_match"): FakeHourlyValues {
  const seed = Math.abs(Math.round(latitude * 1000) * 7 + Math.round(longitude * 1000) * 13);
  const hourOfDay = index % 24;
  const day = Math.floor(index / 24);
  const ecmwf = model === "ecmwf_ifs025";
  // Calm nights, a breeze peaking at 12:00, stronger each day: day 0 is grey/green, day 6 reaches red.
  const diurnal = 0.5 - 0.5 * Math.cos((2 * Math.PI * hourOfDay) / 24);
  const windSpeed = round1(2 + 7 * diurnal + 1.2 * day + (seed % 20) / 10 + FAKE_MODEL_WIND_OFFSET[model]);
  return {
    windSpeed,
    windDirection: (index * 37 + seed + (ecmwf ? 10 : 0)) % 360,
    windGust: index % 6 === 5 ? null : round1(windSpeed * 1.35),
    temperature: round1(8 + 6 * diurnal + (seed % 50) / 10 - (ecmwf ? 0.4 : 0)),
    humidity: 50 + ((index * 7 + seed) % 45),
    weatherCode: FAKE_WEATHER_CODES[(index + seed) % FAKE_WEATHER_CODES.length],
  };
}

/** The hour a client blending Météo-France then ECMWF should keep, with the model it comes from. */
export function fakeBlendedValues(latitude: number, longitude: number, index: number) {
  const model: FakeModel = index < FAKE_METEOFRANCE_HOURS ? "meteofrance_seamless" : "ecmwf_ifs025";
  return { ...fakeHourlyValues(latitude, longitude, index, model), model };
}

/* ---- the sea ---- */

const KNOWN_MARINE = {
  wave_height: "m",
  wave_period: "s",
  wave_direction: "°",
  swell_wave_height: "m",
  swell_wave_period: "s",
  sea_surface_temperature: "°C",
} as const;
type MarineVariable = keyof typeof KNOWN_MARINE;
const FAKE_MARINE_STATES = ["ok", "land"] as const;
export type FakeMarineState = (typeof FAKE_MARINE_STATES)[number];
/** Sea temperature's horizon in the fake (the waves go on to the end). */
export const FAKE_SST_HOURS = 6 * 24;

export type FakeMarineValues = {
  waveHeightM: number;
  wavePeriodS: number;
  waveDirection: number;
  swellHeightM: number;
  swellPeriodS: number;
  seaTemperatureC: number;
};

/**
 * The sea the fake answers for hour `index` (0 = today 00:00 local) at a place: waves rising and falling over two
 * days between about 0.4 and 1.9 m (so the verdict's 1 m line is crossed every day), swell a little under them,
 * a sea colder up north (≈ 11 °C at 51° N, ≈ 16 °C at 43° N).
 */
export function fakeMarineValues(latitude: number, longitude: number, index: number): FakeMarineValues {
  const seed = Math.abs(Math.round(latitude * 1000) * 7 + Math.round(longitude * 1000) * 13);
  const swing = 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / 48);
  const waveHeightM = round1(0.4 + 1.5 * swing + (seed % 3) / 10);
  return {
    waveHeightM,
    wavePeriodS: round1(5 + 5 * swing),
    waveDirection: (260 + index * 3 + (seed % 40)) % 360,
    swellHeightM: round1(Math.max(0.1, waveHeightM - 0.3)),
    swellPeriodS: round1(8 + 4 * swing),
    seaTemperatureC: round1(11 + (51 - latitude) * 0.6 + Math.floor(index / 24) / 10),
  };
}

const MARINE_FIELD: Record<MarineVariable, keyof FakeMarineValues> = {
  wave_height: "waveHeightM",
  wave_period: "wavePeriodS",
  wave_direction: "waveDirection",
  swell_wave_height: "swellHeightM",
  swell_wave_period: "swellPeriodS",
  sea_surface_temperature: "seaTemperatureC",
};

/* ---- time: "today 00:00" in a zone, and the offset valid now ---- */

function zoneParts(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  const formatter = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  for (const p of formatter.formatToParts(instant)) if (p.type !== "literal") parts[p.type] = Number(p.value);
  return parts;
}

/** The zone's UTC offset now, in seconds (one offset for a whole answer, as Open-Meteo gives). */
export function offsetSecondsNow(timeZone: string, now: Date): number {
  const p = zoneParts(now, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(now.getTime() / 1000) * 1000) / 60_000) * 60;
}

function abbreviation(offsetSeconds: number, timeZone: string): string {
  if (timeZone === "GMT" || timeZone === "UTC") return "GMT";
  const hours = offsetSeconds / 3600;
  return `GMT${hours >= 0 ? "+" : ""}${hours}`;
}

/** Wall-clock strings "yyyy-MM-ddTHH:mm" from today 00:00 in the zone, one per hour, fixed offset. */
function timeAxis(timeZone: string, now: Date, hours: number): string[] {
  const p = zoneParts(now, timeZone);
  const midnight = Date.UTC(p.year, p.month - 1, p.day);
  return Array.from({ length: hours }, (_, i) => new Date(midnight + i * 3_600_000).toISOString().slice(0, 16));
}

/* ---- answers ---- */

/** A request Open-Meteo would answer 400, with its reason. */
export class BadRequest extends Error {}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The places of a request, in order; BadRequest as Open-Meteo words it when the lists are unusable. */
export function placesOf(query: URLSearchParams): Place[] {
  const latitudes = (query.get("latitude") ?? "").split(",").map(Number);
  const longitudes = (query.get("longitude") ?? "").split(",").map(Number);
  if (!query.has("latitude") || !query.has("longitude") || [...latitudes, ...longitudes].some((n) => !Number.isFinite(n))) {
    throw new BadRequest("Parameter 'latitude' and 'longitude' must be set");
  }
  if (latitudes.length !== longitudes.length) throw new BadRequest("Parameter 'latitude' and 'longitude' must have the same number of elements");
  if (latitudes.some((l) => Math.abs(l) > 90) || longitudes.some((l) => Math.abs(l) > 180)) throw new BadRequest("Latitude must be in range of -90 to 90°");
  if (latitudes.length > MAX_LOCATIONS) throw new BadRequest(`Only up to ${MAX_LOCATIONS} locations can be requested at once`);
  return latitudes.map((latitude, i) => ({ latitude, longitude: longitudes[i] }));
}

/** Open-Meteo's limit of locations in one request (its documented maximum is 1,000). */
const MAX_LOCATIONS = 1_000;

/** What Open-Meteo bills for one place of this request: variables × models / 10, never under 1 (7 days or less). */
function placeWeight(query: URLSearchParams): number {
  const variables = (query.get("hourly") ?? "").split(",").filter(Boolean).length;
  const models = Math.max(1, (query.get("models") ?? "").split(",").filter(Boolean).length);
  return Math.max(1, (variables * models) / 10);
}

function forecastBody(
  query: URLSearchParams,
  { latitude, longitude }: Place,
  mode: FakeOpenMeteoMode,
  now: Date,
  modelState: (model: FakeModel) => FakeModelState = () => "ok",
) {
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw new BadRequest("Latitude must be in range of -90 to 90°");
  const variables = (query.get("hourly") ?? "").split(",").filter(Boolean);
  for (const v of variables) {
    if (!(v in KNOWN_HOURLY)) throw new BadRequest(`Cannot initialize ForecastVariable from invalid String value ${v}`);
  }
  const windUnit = WIND_UNITS[query.get("wind_speed_unit") ?? "kmh"];
  if (!windUnit) throw new BadRequest("Invalid wind_speed_unit");
  const days = Number(query.get("forecast_days") ?? 7);
  if (!Number.isInteger(days) || days < 0 || days > 16) throw new BadRequest("Forecast days is invalid. Allowed range 0 to 16.");
  const rawZone = query.get("timezone") ?? "GMT";
  const timeZone = rawZone === "auto" ? "Europe/Paris" : rawZone;
  if (!isValidTimeZone(timeZone)) throw new BadRequest(`Invalid timezone ${rawZone}`);

  const requested = (query.get("models") ?? "").split(",").filter(Boolean);
  for (const m of requested) {
    if (!(FAKE_MODELS as readonly string[]).includes(m)) {
      throw new BadRequest(`Cannot initialize MultiDomains from invalid String value ${m}`);
    }
  }
  const models: FakeModel[] = requested.length ? (requested as FakeModel[]) : ["best_match"];
  const cellSelection = query.get("cell_selection");
  if (cellSelection !== null && !CELL_SELECTIONS.includes(cellSelection)) {
    throw new BadRequest(`Cannot initialize CellSelectionPreference from invalid String value ${cellSelection}`);
  }

  const offset = offsetSecondsNow(timeZone, now);
  const time = timeAxis(timeZone, now, days * 24);
  const isNull = (i: number, v: HourlyVariable, model: FakeModel) => {
    if (i >= (FAKE_MODEL_HOURS[model] ?? Infinity)) return true;
    if (mode === "horizon") return i >= HORIZON_HOURS;
    if (mode === "incomplete") {
      const inHole = i >= INCOMPLETE_HOURS.from && i <= INCOMPLETE_HOURS.to;
      return inHole && (v === "wind_speed_10m" || v === "temperature_2m");
    }
    return false;
  };
  const column = (v: HourlyVariable, model: FakeModel) =>
    time.map((_, i) => {
      if (isNull(i, v, model)) return null;
      const row = fakeHourlyValues(latitude, longitude, i, model);
      switch (v) {
        case "wind_speed_10m":
          return round1(row.windSpeed * windUnit.factor);
        case "wind_gusts_10m":
          return row.windGust === null ? null : round1(row.windGust * windUnit.factor);
        case "wind_direction_10m":
          return row.windDirection;
        case "temperature_2m":
          return row.temperature;
        case "relative_humidity_2m":
          return row.humidity;
        case "weather_code":
          return row.weatherCode;
      }
    });

  const hourlyUnits: Record<string, string> = { time: "iso8601" };
  const hourly: Record<string, unknown[]> = { time };
  for (const model of models) {
    const state = modelState(model);
    if (state === "missing") continue;
    for (const v of variables as HourlyVariable[]) {
      const key = models.length > 1 ? `${v}_${model}` : v;
      hourlyUnits[key] = KNOWN_HOURLY[v] === "wind" ? windUnit.label : KNOWN_HOURLY[v];
      hourly[key] = state === "malformed" && v === "wind_speed_10m" ? column(v, model).map(() => "n/a") : column(v, model);
    }
  }
  return {
    latitude: Math.round(latitude * 100) / 100,
    longitude: Math.round(longitude * 100) / 100,
    generationtime_ms: 0.42,
    utc_offset_seconds: offset,
    timezone: timeZone,
    timezone_abbreviation: abbreviation(offset, timeZone),
    elevation: 4,
    hourly_units: hourlyUnits,
    hourly,
  };
}

/** One place's answer of /v1/marine (`placesOf` has checked its coordinates, one or several places a request). */
function marineBody(query: URLSearchParams, { latitude, longitude }: { latitude: number; longitude: number }, now: Date, state: FakeMarineState) {
  const variables = (query.get("hourly") ?? "").split(",").filter(Boolean);
  for (const v of variables) {
    if (!(v in KNOWN_MARINE)) throw new BadRequest(`Cannot initialize MarineVariable from invalid String value ${v}`);
  }
  const days = Number(query.get("forecast_days") ?? 5);
  if (!Number.isInteger(days) || days < 0 || days > 16) throw new BadRequest("Forecast days is invalid. Allowed range 0 to 16.");
  const rawZone = query.get("timezone") ?? "GMT";
  const timeZone = rawZone === "auto" ? "Europe/Paris" : rawZone;
  if (!isValidTimeZone(timeZone)) throw new BadRequest(`Invalid timezone ${rawZone}`);
  const offset = offsetSecondsNow(timeZone, now);
  const time = timeAxis(timeZone, now, days * 24);
  const hourlyUnits: Record<string, string> = { time: "iso8601" };
  const hourly: Record<string, unknown[]> = { time };
  for (const v of variables as MarineVariable[]) {
    hourlyUnits[v] = KNOWN_MARINE[v];
    hourly[v] = time.map((_, i) => {
      if (state === "land" || (v === "sea_surface_temperature" && i >= FAKE_SST_HOURS)) return null;
      return fakeMarineValues(latitude, longitude, i)[MARINE_FIELD[v]];
    });
  }
  return {
    latitude: Math.round(latitude * 100) / 100,
    longitude: Math.round(longitude * 100) / 100,
    generationtime_ms: 0.21,
    utc_offset_seconds: offset,
    timezone: timeZone,
    timezone_abbreviation: abbreviation(offset, timeZone),
    hourly_units: hourlyUnits,
    hourly,
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/* ---- server ---- */

export type FakeOpenMeteo = {
  /** Base URL to give as OPEN_METEO_BASE_URL, e.g. "http://127.0.0.1:4010". */
  url: string;
  /** Number of /v1/forecast requests received, whatever the mode. */
  readonly calls: number;
  /** Calls as Open-Meteo counts them (each place weighs variables × models / 10, at least 1), since the last reset. */
  readonly weight: number;
  /** The `apikey` of the last /v1/forecast request, if any. */
  readonly lastApiKey: string | null;
  /** Sets when a model's latest run became available (its metadata); null: back to the schedule. */
  setRunAvailability(domain: RunDomain, at: Date | null): void;
  /** Query of the last /v1/forecast request. */
  readonly lastQuery: URLSearchParams | null;
  readonly mode: FakeOpenMeteoMode;
  /** For every request, or only for one place. */
  setMode(mode: FakeOpenMeteoMode, place?: Place): void;
  /** Requests for this place since the last reset. */
  callsFor(latitude: number, longitude: number): number;
  /** Leaves one model's columns out of the answers, or breaks them (for every request, or only for one place). */
  setModelState(model: FakeModel, state: FakeModelState, place?: Place): void;
  /** Number of /v1/marine requests received. */
  readonly marineCalls: number;
  /** Answers every marine value null (a point the wave model does not cover), everywhere or at one place. */
  setMarineState(state: FakeMarineState, place?: Place): void;
  /** Extra latency before every answer (all modes), e.g. to make concurrent requests overlap. */
  setDelay(ms: number, place?: Place): void;
  resetCalls(): void;
  close(): Promise<void>;
};

export type Place = { latitude: number; longitude: number };
export const placeKey = (latitude: unknown, longitude: unknown) => `${Number(latitude)},${Number(longitude)}`;

function placeOf(params: URLSearchParams): string | null {
  return params.has("latitude") && params.has("longitude") ? placeKey(params.get("latitude"), params.get("longitude")) : null;
}

function isFakeMode(value: string): value is FakeOpenMeteoMode {
  return (FAKE_MODES as readonly string[]).includes(value);
}

export async function startFakeOpenMeteo(
  options: { port?: number; host?: string; mode?: FakeOpenMeteoMode } = {},
): Promise<FakeOpenMeteo> {
  const host = options.host ?? "127.0.0.1";
  let mode: FakeOpenMeteoMode = options.mode ?? "ok";
  let calls = 0;
  let weight = 0;
  let lastApiKey: string | null = null;
  const runAvailability = new Map<RunDomain, Date>();
  let delayMs = 0;
  let places: string[] = [];
  const placeModes = new Map<string, FakeOpenMeteoMode>();
  const placeDelays = new Map<string, number>();
  // "<model>" for every place, "<model>@<place>" for one.
  const modelStates = new Map<string, FakeModelState>();
  let lastQuery: URLSearchParams | null = null;
  const pending = new Set<NodeJS.Timeout>();
  let marineCalls = 0;
  // "" for every place, "<place>" for one.
  const marineStates = new Map<string, FakeMarineState>();

  const answerForecast = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams, marine = false) => {
    if (marine) marineCalls++;
    else {
      calls++;
      lastQuery = query;
      lastApiKey = query.get("apikey");
    }
    let asked: Place[];
    try {
      asked = placesOf(query);
    } catch (error) {
      if (error instanceof BadRequest) return sendJson(res, 400, { error: true, reason: error.message });
      throw error;
    }
    const keys = asked.map((p) => placeKey(p.latitude, p.longitude));
    if (!marine) {
      weight += asked.length * placeWeight(query);
      places.push(...keys);
    }
    const delay = Math.max(...keys.map((k) => placeDelays.get(k) ?? delayMs));
    if (delay > 0) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!res.destroyed) answer(req, res, query, marine);
      }, delay);
      pending.add(timer);
      return;
    }
    answer(req, res, query, marine);
  };

  const answer = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams, marine: boolean) => {
    const asked = placesOf(query);
    const modes = asked.map((p) => placeModes.get(placeKey(p.latitude, p.longitude)) ?? mode);
    // One HTTP answer: the worst place's mode decides for the whole request.
    const current = (["down", "malformed", "slow"] as const).find((m) => modes.includes(m)) ?? mode;
    if (current === "down") return sendJson(res, 500, { error: true, reason: "Internal server error (fake)" });
    if (current === "malformed") {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      return res.end('{"latitude":47.2,"hourly":{"time":["2026-');
    }
    let body: unknown;
    try {
      const bodies = asked.map((p, i) => {
        const place = placeKey(p.latitude, p.longitude);
        if (marine) return marineBody(query, p, new Date(), marineStates.get(place) ?? marineStates.get("") ?? "ok");
        return forecastBody(query, p, modes[i] === "slow" ? "ok" : modes[i], new Date(), (model) => modelStates.get(`${model}@${place}`) ?? modelStates.get(model) ?? "ok");
      });
      body = bodies.length === 1 ? bodies[0] : bodies;
    } catch (error) {
      if (error instanceof BadRequest) return sendJson(res, 400, { error: true, reason: error.message });
      throw error;
    }
    if (current !== "slow") return sendJson(res, 200, body);
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!res.destroyed) sendJson(res, 200, body);
    }, SLOW_DELAY_MS);
    pending.add(timer);
    req.on("close", () => {
      if (!res.writableEnded) {
        clearTimeout(timer);
        pending.delete(timer);
      }
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? host}`);
    const method = req.method ?? "GET";
    if (url.pathname === "/v1/forecast" && method === "GET") {
      return answerForecast(req, res, url.searchParams);
    }
    if (url.pathname === "/v1/marine" && method === "GET") {
      return answerForecast(req, res, url.searchParams, true);
    }
    if (url.pathname === "/__marine/calls" && method === "GET") return sendJson(res, 200, { calls: marineCalls });
    const marineControl = /^\/__marine\/([a-z]+)$/.exec(url.pathname);
    if (marineControl && method === "POST") {
      const state = marineControl[1] as FakeMarineState;
      if (!FAKE_MARINE_STATES.includes(state)) return sendJson(res, 400, { error: `unknown marine state ${state}`, states: FAKE_MARINE_STATES });
      marineStates.set(placeOf(url.searchParams) ?? "", state);
      return sendJson(res, 200, { marine: state, place: placeOf(url.searchParams) });
    }
    const meta = /^\/data\/([a-z0-9_]+)\/static\/meta\.json$/.exec(url.pathname);
    if (meta && method === "GET") {
      const domain = meta[1] as RunDomain;
      if (!(RUN_DOMAINS as readonly string[]).includes(domain)) return sendJson(res, 404, { error: true, reason: "Not found" });
      const available = runAvailability.get(domain) ?? new Date(scheduledAvailability(domain, new Date()).getTime() - RUN_SETTLE_MS);
      const seconds = Math.floor(available.getTime() / 1000);
      return sendJson(res, 200, {
        last_run_initialisation_time: seconds - 3 * 3600,
        last_run_modification_time: seconds,
        last_run_availability_time: seconds,
        temporal_resolution_seconds: 3600,
        update_interval_seconds: 3 * 3600,
      });
    }
    const runControl = /^\/__run\/([a-z0-9_]+)\/(\d+)$/.exec(url.pathname);
    if (runControl && method === "POST") {
      if (!(RUN_DOMAINS as readonly string[]).includes(runControl[1])) return sendJson(res, 400, { error: `unknown domain ${runControl[1]}` });
      runAvailability.set(runControl[1] as RunDomain, new Date(Number(runControl[2]) * 1000));
      return sendJson(res, 200, { domain: runControl[1], at: Number(runControl[2]) });
    }
    if (url.pathname.startsWith("/__mode/") && method === "POST") {
      const wanted = decodeURIComponent(url.pathname.slice("/__mode/".length));
      if (!isFakeMode(wanted)) return sendJson(res, 400, { error: `unknown mode ${wanted}`, modes: FAKE_MODES });
      const place = placeOf(url.searchParams);
      if (place) placeModes.set(place, wanted);
      else mode = wanted;
      return sendJson(res, 200, place ? { mode: wanted, place } : { mode });
    }
    if (url.pathname === "/__mode" && method === "GET") return sendJson(res, 200, { mode });
    if (url.pathname.startsWith("/__delay/") && method === "POST") {
      const ms = Number(url.pathname.slice("/__delay/".length));
      if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) return sendJson(res, 400, { error: "delay must be 0..60000 ms" });
      const place = placeOf(url.searchParams);
      if (place) placeDelays.set(place, ms);
      else delayMs = ms;
      return sendJson(res, 200, place ? { delayMs: ms, place } : { delayMs });
    }
    const modelControl = /^\/__model\/([a-z0-9_]+)\/([a-z]+)$/.exec(url.pathname);
    if (modelControl && method === "POST") {
      const [, model, state] = modelControl;
      if (!(FAKE_MODELS as readonly string[]).includes(model) || !(FAKE_MODEL_STATES as readonly string[]).includes(state)) {
        return sendJson(res, 400, { error: `unknown model or state ${model}/${state}`, models: FAKE_MODELS, states: FAKE_MODEL_STATES });
      }
      const place = placeOf(url.searchParams);
      modelStates.set(place ? `${model}@${place}` : model, state as FakeModelState);
      return sendJson(res, 200, { model, state, place });
    }
    if (url.pathname === "/__reset" && method === "POST") {
      mode = "ok";
      delayMs = 0;
      modelStates.clear();
      marineStates.clear();
      placeModes.clear();
      placeDelays.clear();
      runAvailability.clear();
      return sendJson(res, 200, { mode });
    }
    if (url.pathname === "/__calls" && method === "GET") return sendJson(res, 200, { calls });
    if (url.pathname === "/__calls" && method === "DELETE") {
      calls = 0;
      weight = 0;
      places = [];
      return sendJson(res, 200, { calls });
    }
    sendJson(res, 404, { error: true, reason: "Not found" });
  });

  // Longer than a client's idle keep-alive: an answer that took seconds to build must not find its socket closed.
  server.keepAliveTimeout = 65_000;
  const url = await listenOn(server, options.port ?? 0, host);

  return {
    url,
    get calls() {
      return calls;
    },
    get weight() {
      return weight;
    },
    get lastApiKey() {
      return lastApiKey;
    },
    setRunAvailability(domain, at) {
      if (at) runAvailability.set(domain, at);
      else runAvailability.delete(domain);
    },
    get lastQuery() {
      return lastQuery;
    },
    get marineCalls() {
      return marineCalls;
    },
    setMarineState(state, place) {
      if (place) marineStates.set(placeKey(place.latitude, place.longitude), state);
      else {
        marineStates.clear();
        marineStates.set("", state);
      }
    },
    get mode() {
      return mode;
    },
    setMode(next, place) {
      if (!isFakeMode(next)) throw new Error(`unknown mode ${String(next)}`);
      if (place) placeModes.set(placeKey(place.latitude, place.longitude), next);
      else {
        mode = next;
        placeModes.clear();
      }
    },
    callsFor(latitude, longitude) {
      return places.filter((p) => p === placeKey(latitude, longitude)).length;
    },
    setModelState(model, state, place) {
      if (place) modelStates.set(`${model}@${placeKey(place.latitude, place.longitude)}`, state);
      else {
        for (const key of [...modelStates.keys()]) if (key.startsWith(`${model}@`)) modelStates.delete(key);
        modelStates.set(model, state);
      }
    },
    setDelay(ms, place) {
      if (place) placeDelays.set(placeKey(place.latitude, place.longitude), ms);
      else {
        delayMs = ms;
        placeDelays.clear();
      }
    },
    resetCalls() {
      calls = 0;
      marineCalls = 0;
      weight = 0;
      places = [];
    },
    close() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

/* ---- standalone: npx tsx tests/fakes/open-meteo-server.ts --port 4010 [--host 127.0.0.1] [--mode ok] ---- */

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

async function main() {
  const port = Number(argument("port") ?? 4010);
  const modeArg = argument("mode") ?? "ok";
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${argument("port")}`);
  if (!isFakeMode(modeArg)) throw new Error(`invalid --mode ${modeArg} (${FAKE_MODES.join(", ")})`);
  const fake = await startFakeOpenMeteo({ port, host: argument("host"), mode: modeArg });
  console.log(`fake Open-Meteo on ${fake.url}`);
  const stop = () => {
    fake.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

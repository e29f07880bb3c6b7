/*
 * A local stand-in for Open-Meteo's Previous Runs API (https://open-meteo.com/en/docs/previous-runs-api), answering
 * `GET /v1/forecast` in its documented JSON shape: hourly variables `<variable>_previous_day<N>` (N 1 to 7; the bare
 * name is day 0, the latest run), suffixed by the model's name when several `models` are asked
 * (`wind_speed_10m_previous_day1_icon_eu`), over `start_date`…`end_date` or `past_days` + `forecast_days`, `time` as
 * wall-clock strings of the requested `timezone` with one `utc_offset_seconds`, null where no run covers an hour
 * (before 2024-01-01, when the archive starts). Several places (`latitude=a,b`) answer a JSON array.
 *
 * The weather is made up but deterministic. Every model forecasts about the same weather at a place (fakeRunValues:
 * each day a weather of its own, a diurnal swell, a knot or so of disagreement between models and lead times), and
 * each place has a behaviour saying what its station measures against it (fakeStationWind; wire a fake OpenWindMap
 * station's `archive` to the server's `stationKmh`):
 * - `agrees`: the models' wind within a knot or two, no bias (the default);
 * - `above`: the station reads consistently above the models: 2 kn more all day, 6 kn more in the afternoon (a sea
 *   breeze the models miss), 10 % more in strong wind, and the direction 15° further clockwise;
 * - `random`: the station disagrees at random, ±4 kn and ±40° around the models, with no pattern to learn.
 * `weight` counts the calls as Open-Meteo bills them: per place max(1, variables × models / 10), times days / 14
 * beyond 14 days.
 *
 * Used by tests (`startFakePreviousRuns({ port: 0 })`) and standalone:
 *   npx tsx tests/fakes/previous-runs-server.ts --port 4030
 * Control over HTTP: POST /__behaviour/<agrees|above|random>[?latitude=&longitude=], POST /__mode/<ok|down|malformed>,
 * GET /__calls, DELETE /__calls.
 */
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { listenOn } from "./listen";
import { BadRequest, isValidTimeZone, offsetSecondsNow, placeKey, placesOf, sendJson, type Place } from "./open-meteo-server";

export const FAKE_BEHAVIOURS = ["agrees", "above", "random"] as const;
export type FakeBehaviour = (typeof FAKE_BEHAVIOURS)[number];
const FAKE_PREVIOUS_RUNS_MODES = ["ok", "down", "malformed"] as const;
export type FakePreviousRunsMode = (typeof FAKE_PREVIOUS_RUNS_MODES)[number];
const FAKE_PREVIOUS_RUNS_MODELS = [
  "meteofrance_seamless",
  "ecmwf_ifs025",
  "meteofrance_arome_france_hd",
  "meteofrance_arpege_europe",
  "icon_eu",
  "gfs_seamless",
] as const;
type Variable = "wind_speed_10m" | "wind_direction_10m" | "wind_gusts_10m";
/** "Data is generally available from January 2024 onwards" (the API's documentation). */
const ARCHIVE_START = Date.parse("2024-01-01T00:00:00Z");
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const KMH_PER_KNOT = 1.852;
const MS_PER_KNOT = 1 / 1.944;

/** A deterministic number in [0, 1) from integers (a 32-bit mix). */
function unit(...values: number[]): number {
  let h = 2166136261;
  for (const v of values) {
    h = Math.imul(h ^ (v | 0), 16777619);
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h ^= h >>> 13;
  }
  return (h >>> 0) / 4294967296;
}
const signed = (...values: number[]) => 2 * unit(...values) - 1;
const placeSeed = (latitude: number, longitude: number) => Math.round(latitude * 1000) * 31 + Math.round(longitude * 1000) * 17;
const round1 = (n: number) => Math.round(n * 10) / 10;
const norm = (deg: number) => ((Math.round(deg) % 360) + 360) % 360;

export type FakeWind = { windKn: number; gustKn: number; directionDeg: number };

/** The weather every model forecasts at a place for the hour starting at `at`: 8 to 22 kn from one of eight directions a day, peaking mid-afternoon. */
function reference(seed: number, hour: number): FakeWind {
  const day = Math.floor(hour / 24);
  const hourUtc = hour - day * 24;
  const base = 8 + 14 * unit(seed, day, 1);
  const diurnal = 0.5 - 0.5 * Math.cos((2 * Math.PI * (hourUtc - 2)) / 24);
  const windKn = base * (0.7 + 0.5 * diurnal);
  return { windKn, gustKn: windKn * 1.35, directionDeg: Math.floor(8 * unit(seed, day, 4)) * 45 + 15 * signed(seed, day, 5) + 10 * signed(seed, hour, 6) };
}

/** A model's forecast for the hour starting at `at`, from its run `previousDay` days before its latest (0: the latest). */
export function fakeRunValues(latitude: number, longitude: number, at: Date, model: string, previousDay: number): FakeWind {
  const seed = placeSeed(latitude, longitude);
  const hour = Math.floor(at.getTime() / HOUR_MS);
  const r = reference(seed, hour);
  const m = Math.max(0, (FAKE_PREVIOUS_RUNS_MODELS as readonly string[]).indexOf(model)) + 1;
  const lead = 0.6 + 0.2 * previousDay;
  const windKn = Math.max(0.5, r.windKn + lead * signed(seed, hour, m, previousDay, 10));
  return { windKn, gustKn: windKn * (1.35 + 0.1 * signed(seed, hour, m, previousDay, 12)), directionDeg: norm(r.directionDeg + 6 * lead * signed(seed, hour, m, previousDay, 11)) };
}

/** The afternoon the `above` behaviour's sea breeze blows (UTC hours: about 12:00–18:00 in Paris, summer or winter). */
const afternoon = (hourUtc: number) => hourUtc >= 11 && hourUtc <= 16;

/** What really blew in the hour starting at `at` at a place whose station behaves so against the models: what the station measures. */
export function fakeStationWind(latitude: number, longitude: number, at: Date, behaviour: FakeBehaviour): FakeWind {
  const seed = placeSeed(latitude, longitude);
  const hour = Math.floor(at.getTime() / HOUR_MS);
  const r = reference(seed, hour);
  const noise = (k: number) => signed(seed, hour, k);
  let windKn: number;
  let directionDeg: number;
  switch (behaviour) {
    case "agrees":
      windKn = r.windKn + noise(20);
      directionDeg = r.directionDeg + 8 * noise(21);
      break;
    case "above":
      windKn = 1.1 * r.windKn + 2 + (afternoon(hour % 24) ? 4 : 0) + 0.5 * noise(20);
      directionDeg = r.directionDeg + 15 + 5 * noise(21);
      break;
    case "random":
      windKn = r.windKn + 4 * noise(20);
      directionDeg = r.directionDeg + 40 * noise(21);
      break;
  }
  windKn = Math.max(0, windKn);
  return { windKn, gustKn: windKn * (1.35 + 0.15 * unit(seed, hour, 22)), directionDeg: norm(directionDeg) };
}

/**
 * A station's 4-minute reading at `at` (km/h, as OpenWindMap's archive gives it), around its hour's fakeStationWind:
 * the hour's mean is the wind, its strongest gust about the gust.
 */
function fakeStationKmh(latitude: number, longitude: number, at: Date, behaviour: FakeBehaviour): { avg: number; max: number; min: number; heading: number } {
  const wind = fakeStationWind(latitude, longitude, new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS), behaviour);
  const tick = Math.floor(at.getTime() / 60_000);
  const seed = placeSeed(latitude, longitude);
  const avg = Math.max(0, wind.windKn + 0.5 * signed(seed, tick, 7)) * KMH_PER_KNOT;
  return { avg: round1(avg), max: round1(wind.gustKn * (0.92 + 0.08 * unit(seed, tick, 8)) * KMH_PER_KNOT), min: round1(avg * 0.6), heading: norm(wind.directionDeg + 6 * signed(seed, tick, 9)) };
}

/* ---- the API ---- */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first hour (UTC midnight of the first wall-clock day) and the number of days asked. */
function range(query: URLSearchParams, now: Date): { firstDay: number; days: number } {
  const start = query.get("start_date");
  const end = query.get("end_date");
  if (start !== null || end !== null) {
    if (!start || !end || !DATE.test(start) || !DATE.test(end)) throw new BadRequest("Parameter 'start_date' and 'end_date' must be set together as yyyy-mm-dd");
    const first = Date.parse(`${start}T00:00:00Z`);
    const last = Date.parse(`${end}T00:00:00Z`);
    if (!Number.isFinite(first) || !Number.isFinite(last) || last < first) throw new BadRequest("End-date must be larger or equal than start-date");
    return { firstDay: first, days: (last - first) / DAY_MS + 1 };
  }
  const past = Number(query.get("past_days") ?? 0);
  const forecast = Number(query.get("forecast_days") ?? 7);
  if (!Number.isInteger(past) || past < 0 || past > 92) throw new BadRequest("Past days is invalid. Allowed range 0 to 92.");
  if (!Number.isInteger(forecast) || forecast < 0 || forecast > 16) throw new BadRequest("Forecast days is invalid. Allowed range 0 to 16.");
  return { firstDay: Math.floor(now.getTime() / DAY_MS) * DAY_MS - past * DAY_MS, days: past + forecast };
}

const VARIABLE = /^(wind_speed_10m|wind_direction_10m|wind_gusts_10m)(?:_previous_day([0-7]))?$/;
const WIND_UNITS: Record<string, number> = { kmh: 3.6, ms: 1, kn: 1.94384, mph: 2.23694 };

/** What Open-Meteo counts for one place of this request. */
function placeWeight(variables: number, models: number, days: number): number {
  const weight = (variables * models) / 10;
  return Math.max(1, weight, (weight * days) / 14);
}

function body(query: URLSearchParams, place: Place, now: Date) {
  const variables = (query.get("hourly") ?? "").split(",").filter(Boolean);
  const parsed = variables.map((v) => {
    const m = VARIABLE.exec(v);
    if (!m) throw new BadRequest(`Cannot initialize SurfaceVariableWithPreviousDay from invalid String value ${v}`);
    return { name: v, variable: m[1] as Variable, previousDay: Number(m[2] ?? 0) };
  });
  const requested = (query.get("models") ?? "").split(",").filter(Boolean);
  for (const m of requested) {
    if (!(FAKE_PREVIOUS_RUNS_MODELS as readonly string[]).includes(m)) throw new BadRequest(`Cannot initialize MultiDomains from invalid String value ${m}`);
  }
  const models = requested.length ? requested : ["best_match"];
  const unitFactor = WIND_UNITS[query.get("wind_speed_unit") ?? "kmh"];
  if (unitFactor === undefined) throw new BadRequest("Invalid wind_speed_unit");
  const rawZone = query.get("timezone") ?? "GMT";
  const timeZone = rawZone === "auto" ? "Europe/Paris" : rawZone;
  if (!isValidTimeZone(timeZone)) throw new BadRequest(`Invalid timezone ${rawZone}`);
  const offset = timeZone === "GMT" || timeZone === "UTC" ? 0 : offsetSecondsNow(timeZone, now);
  const { firstDay, days } = range(query, now);
  // Wall-clock days of the zone: the instants are the strings read as UTC minus the one offset of the answer.
  const hours = Array.from({ length: days * 24 }, (_, i) => firstDay + i * HOUR_MS);
  const time = hours.map((t) => new Date(t).toISOString().slice(0, 16));
  const hourly: Record<string, unknown[]> = { time };
  const units: Record<string, string> = { time: "iso8601" };
  for (const model of models) {
    for (const { name, variable, previousDay } of parsed) {
      const key = models.length > 1 ? `${name}_${model}` : name;
      units[key] = variable === "wind_direction_10m" ? "°" : Object.entries(WIND_UNITS).find(([, f]) => f === unitFactor)![0];
      hourly[key] = hours.map((wall) => {
        const at = wall - offset * 1000;
        if (at < ARCHIVE_START || at > now.getTime() + 2 * DAY_MS) return null;
        const run = fakeRunValues(place.latitude, place.longitude, new Date(at), model, previousDay);
        if (variable === "wind_direction_10m") return run.directionDeg;
        return round1((variable === "wind_speed_10m" ? run.windKn : run.gustKn) * MS_PER_KNOT * unitFactor);
      });
    }
  }
  return {
    latitude: Math.round(place.latitude * 100) / 100,
    longitude: Math.round(place.longitude * 100) / 100,
    generationtime_ms: 1.7,
    utc_offset_seconds: offset,
    timezone: timeZone,
    timezone_abbreviation: offset === 0 ? "GMT" : `GMT${offset >= 0 ? "+" : ""}${offset / 3600}`,
    elevation: 3,
    hourly_units: units,
    hourly,
    weight: placeWeight(parsed.length, models.length, days),
  };
}

export type FakePreviousRuns = {
  /** Base URL to give as OPEN_METEO_PREVIOUS_RUNS_BASE_URL. */
  url: string;
  /** /v1/forecast requests, whatever the mode. */
  readonly calls: number;
  /** Calls as Open-Meteo bills them, since the last reset. */
  readonly weight: number;
  readonly lastQuery: URLSearchParams | null;
  readonly lastApiKey: string | null;
  /** How the station measures against the models at one place, or everywhere. */
  setBehaviour(behaviour: FakeBehaviour, place?: Place): void;
  /** The 4-minute reading of a station at `place` (fakeStationKmh with the place's behaviour): a fake station's `archive`. */
  stationKmh(place: Place, at: Date): { avg: number; max: number; min: number; heading: number };
  setMode(mode: FakePreviousRunsMode): void;
  resetCalls(): void;
  close(): Promise<void>;
};

export async function startFakePreviousRuns(options: { port?: number; host?: string; now?: () => Date } = {}): Promise<FakePreviousRuns> {
  const host = options.host ?? "127.0.0.1";
  const now = options.now ?? (() => new Date());
  let mode: FakePreviousRunsMode = "ok";
  let calls = 0;
  let weight = 0;
  let lastQuery: URLSearchParams | null = null;
  let lastApiKey: string | null = null;
  const behaviours = new Map<string, FakeBehaviour>();
  const behaviourAt = (p: Place) => behaviours.get(placeKey(p.latitude, p.longitude)) ?? behaviours.get("") ?? "agrees";

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${host}`);
    const method = req.method ?? "GET";
    if (method === "GET" && url.pathname === "/v1/forecast") {
      calls++;
      lastQuery = url.searchParams;
      lastApiKey = url.searchParams.get("apikey");
      if (mode === "down") return sendJson(res, 500, { error: true, reason: "Internal server error (fake)" });
      if (mode === "malformed") {
        res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
        return res.end('{"latitude":47.2,"hourly":{"time":["2025-');
      }
      try {
        const places = placesOf(url.searchParams);
        const bodies = places.map((p) => body(url.searchParams, p, now()));
        for (const b of bodies) weight += b.weight;
        const answers = bodies.map(({ weight: _, ...rest }) => rest);
        return sendJson(res, 200, answers.length === 1 ? answers[0] : answers);
      } catch (error) {
        if (error instanceof BadRequest) return sendJson(res, 400, { error: true, reason: error.message });
        throw error;
      }
    }
    const behaviour = /^\/__behaviour\/([a-z]+)$/.exec(url.pathname);
    if (method === "POST" && behaviour) {
      const wanted = behaviour[1] as FakeBehaviour;
      if (!FAKE_BEHAVIOURS.includes(wanted)) return sendJson(res, 400, { error: `unknown behaviour ${wanted}`, behaviours: FAKE_BEHAVIOURS });
      const q = url.searchParams;
      behaviours.set(q.has("latitude") ? placeKey(q.get("latitude"), q.get("longitude")) : "", wanted);
      return sendJson(res, 200, { behaviour: wanted });
    }
    const modeMatch = /^\/__mode\/([a-z]+)$/.exec(url.pathname);
    if (method === "POST" && modeMatch) {
      const wanted = modeMatch[1] as FakePreviousRunsMode;
      if (!FAKE_PREVIOUS_RUNS_MODES.includes(wanted)) return sendJson(res, 400, { error: `unknown mode ${wanted}`, modes: FAKE_PREVIOUS_RUNS_MODES });
      mode = wanted;
      return sendJson(res, 200, { mode });
    }
    if (method === "GET" && url.pathname === "/__calls") return sendJson(res, 200, { calls, weight });
    if (method === "DELETE" && url.pathname === "/__calls") {
      calls = weight = 0;
      return sendJson(res, 200, { calls, weight });
    }
    sendJson(res, 404, { error: true, reason: "Not found" });
  });

  const url = await listenOn(server, options.port ?? 0, host);
  return {
    url,
    get calls() {
      return calls;
    },
    get weight() {
      return weight;
    },
    get lastQuery() {
      return lastQuery;
    },
    get lastApiKey() {
      return lastApiKey;
    },
    stationKmh(place, at) {
      return fakeStationKmh(place.latitude, place.longitude, at, behaviourAt(place));
    },
    setBehaviour(next, place) {
      behaviours.set(place ? placeKey(place.latitude, place.longitude) : "", next);
    },
    setMode(next) {
      mode = next;
    },
    resetCalls() {
      calls = weight = 0;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

/* ---- standalone ---- */

async function main() {
  const i = process.argv.indexOf("--port");
  const port = Number(i === -1 ? 4030 : process.argv[i + 1]);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${process.argv[i + 1]}`);
  const fake = await startFakePreviousRuns({ port });
  console.log(`fake Open-Meteo Previous Runs on ${fake.url}`);
  const stop = () => void fake.close().finally(() => process.exit(0));
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

/*
 * A local stand-in for Open-Meteo's Historical Weather API, /v1/archive (open-meteo.com/en/docs/historical-weather-api),
 * answering in the documented JSON shape: `hourly.time` as wall-clock strings ("yyyy-MM-ddTHH:mm", GMT here: the
 * only zone the client asks for), one array per hourly variable, `utc_offset_seconds` 0. `start_date` and
 * `end_date` are inclusive; a day later than ARCHIVE_LAG_DAYS before today is refused, as the archive lags.
 *
 * It counts what Open-Meteo bills, per location max(1, variables / 10, variables / 10 × days / 14)
 * (calculateQueryWeight in open-meteo/open-meteo), in `weight`, besides the HTTP requests in `calls`.
 *
 * Values are deterministic functions of (latitude, longitude, instant): see fakeHistoryValues. A breeze that
 * peaks in the afternoon and is strongest in spring and summer, from a direction that turns with the days.
 *
 *   npx tsx tests/fakes/historical-server.ts --port 4013
 * Control over HTTP: POST /__mode/<ok|down|malformed>[?latitude=&longitude=], GET /__calls, POST /__reset.
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

const FAKE_HISTORY_MODES = ["ok", "down", "malformed"] as const;
export type FakeHistoryMode = (typeof FAKE_HISTORY_MODES)[number];
const ARCHIVE_LAG_DAYS = 2;
const KNOWN = ["wind_speed_10m", "wind_gusts_10m", "wind_direction_10m", "temperature_2m"] as const;
const WIND_UNITS: Record<string, { factor: number; label: string }> = {
  kmh: { factor: 3.6, label: "km/h" },
  ms: { factor: 1, label: "m/s" },
  mph: { factor: 2.23694, label: "mp/h" },
  kn: { factor: 1.94384, label: "kn" },
};
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const round1 = (n: number) => Math.round(n * 10) / 10;

export type FakeHistoryValues = { windSpeed: number; windGust: number; windDirection: number; temperature: number };

/**
 * The fake's hour at a place (m/s, degrees): a breeze of 2 to 10 m/s peaking at 15:00 UTC, stronger from April to
 * August (up to +3 m/s in June), gusts a third above it, and a direction that turns 47° a day.
 */
export function fakeHistoryValues(latitude: number, longitude: number, instant: Date): FakeHistoryValues {
  const seed = Math.abs(Math.round(latitude * 1000) * 7 + Math.round(longitude * 1000) * 13) % 20;
  const hour = instant.getUTCHours();
  const month = instant.getUTCMonth(); // 0–11
  const day = Math.floor(instant.getTime() / DAY_MS);
  const diurnal = 0.5 - 0.5 * Math.cos((2 * Math.PI * (hour - 3)) / 24);
  const season = 1.5 + 1.5 * Math.cos((2 * Math.PI * (month - 5)) / 12);
  const windSpeed = round1(2 + 8 * diurnal + season + seed / 10);
  return { windSpeed, windGust: round1(windSpeed * 1.3), windDirection: (day * 47 + seed * 11) % 360, temperature: round1(12 + 8 * diurnal) };
}

class BadRequest extends Error {}

function dayOf(text: string | null, name: string): number {
  const m = DATE.exec(text ?? "");
  if (!m) throw new BadRequest(`Parameter '${name}' is required as yyyy-mm-dd`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(t).getUTCDate() !== Number(m[3])) throw new BadRequest(`Invalid date '${text}'`);
  return t;
}

function placesOf(query: URLSearchParams): { latitude: number; longitude: number }[] {
  const lats = (query.get("latitude") ?? "").split(",").map(Number);
  const lons = (query.get("longitude") ?? "").split(",").map(Number);
  if (!query.get("latitude") || lats.length !== lons.length) throw new BadRequest("Parameter 'latitude' and 'longitude' must have the same number of elements");
  if (lats.some((v) => !Number.isFinite(v) || Math.abs(v) > 90) || lons.some((v) => !Number.isFinite(v) || Math.abs(v) > 180)) {
    throw new BadRequest("Latitude must be in range of -90 to 90°. Longitude must be in range of -180 to 180°.");
  }
  return lats.map((latitude, i) => ({ latitude, longitude: lons[i]! }));
}

/** What Open-Meteo bills for one location of this request. */
export function historyWeight(variables: number, days: number): number {
  return Math.max(1, variables / 10, ((variables / 10) * days) / 14);
}

function body(query: URLSearchParams, place: { latitude: number; longitude: number }, start: number, end: number, variables: string[]) {
  const unit = WIND_UNITS[query.get("wind_speed_unit") ?? "kmh"];
  if (!unit) throw new BadRequest(`Invalid wind_speed_unit '${query.get("wind_speed_unit")}'`);
  const time: string[] = [];
  const columns: Record<string, number[]> = Object.fromEntries(variables.map((v) => [v, []]));
  for (let t = start; t < end + DAY_MS; t += HOUR_MS) {
    time.push(new Date(t).toISOString().slice(0, 16));
    const v = fakeHistoryValues(place.latitude, place.longitude, new Date(t));
    for (const name of variables) {
      const value =
        name === "wind_speed_10m" ? round1(v.windSpeed * unit.factor) : name === "wind_gusts_10m" ? round1(v.windGust * unit.factor) : name === "wind_direction_10m" ? v.windDirection : v.temperature;
      columns[name]!.push(value);
    }
  }
  const units: Record<string, string> = { time: "iso8601" };
  for (const name of variables) units[name] = name === "wind_direction_10m" ? "°" : name === "temperature_2m" ? "°C" : unit.label;
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    generationtime_ms: 1.2,
    utc_offset_seconds: 0,
    timezone: "GMT",
    timezone_abbreviation: "GMT",
    elevation: 0,
    hourly_units: units,
    hourly: { time, ...columns },
  };
}

function sendJson(res: ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(payload));
}

export type FakeHistorical = {
  url: string;
  /** HTTP requests to /v1/archive, and what Open-Meteo would count for them. */
  readonly calls: number;
  readonly weight: number;
  callsFor(latitude: number, longitude: number): number;
  /** The last request's query. */
  readonly lastQuery: URLSearchParams | null;
  setMode(mode: FakeHistoryMode, place?: { latitude: number; longitude: number }): void;
  reset(): void;
  close(): Promise<void>;
};

const placeKey = (latitude: number, longitude: number) => `${latitude},${longitude}`;

export async function startFakeHistorical(options: { port?: number; host?: string; now?: () => Date } = {}): Promise<FakeHistorical> {
  const host = options.host ?? "127.0.0.1";
  const now = options.now ?? (() => new Date());
  let mode: FakeHistoryMode = "ok";
  const placeModes = new Map<string, FakeHistoryMode>();
  let calls = 0;
  let weight = 0;
  let lastQuery: URLSearchParams | null = null;
  const perPlace = new Map<string, number>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? host}`);
    const method = req.method ?? "GET";
    if (url.pathname === "/v1/archive" && method === "GET") {
      const query = url.searchParams;
      calls++;
      lastQuery = query;
      try {
        const places = placesOf(query);
        const start = dayOf(query.get("start_date"), "start_date");
        const end = dayOf(query.get("end_date"), "end_date");
        if (end < start) throw new BadRequest("Parameter 'end_date' must be on or after 'start_date'");
        const lastDay = Date.UTC(now().getUTCFullYear(), now().getUTCMonth(), now().getUTCDate()) - ARCHIVE_LAG_DAYS * DAY_MS;
        if (end > lastDay) throw new BadRequest(`Parameter 'end_date' is out of allowed range (the archive ends ${ARCHIVE_LAG_DAYS} days before today)`);
        const timezone = query.get("timezone") ?? "GMT";
        if (timezone !== "GMT" && timezone !== "UTC") throw new BadRequest("The fake archive answers in GMT only");
        const variables = (query.get("hourly") ?? "").split(",").filter(Boolean);
        const unknown = variables.find((v) => !(KNOWN as readonly string[]).includes(v));
        if (!variables.length || unknown) throw new BadRequest(`Cannot initialize WeatherVariable from invalid String value ${unknown ?? "''"}`);
        weight += places.length * historyWeight(variables.length, Math.round((end - start) / DAY_MS) + 1);
        for (const p of places) perPlace.set(placeKey(p.latitude, p.longitude), (perPlace.get(placeKey(p.latitude, p.longitude)) ?? 0) + 1);
        const modes = places.map((p) => placeModes.get(placeKey(p.latitude, p.longitude)) ?? mode);
        if (modes.includes("down")) return sendJson(res, 500, { error: true, reason: "Internal server error (fake)" });
        if (modes.includes("malformed")) {
          res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
          return res.end('{"latitude":47.2,"hourly":{"time":["2021-');
        }
        const bodies = places.map((p) => body(query, p, start, end, variables));
        return sendJson(res, 200, bodies.length === 1 ? bodies[0] : bodies);
      } catch (error) {
        if (error instanceof BadRequest) return sendJson(res, 400, { error: true, reason: error.message });
        throw error;
      }
    }
    const modeControl = /^\/__mode\/([a-z]+)$/.exec(url.pathname);
    if (modeControl && method === "POST") {
      const wanted = modeControl[1] as FakeHistoryMode;
      if (!FAKE_HISTORY_MODES.includes(wanted)) return sendJson(res, 400, { error: `unknown mode ${wanted}`, modes: FAKE_HISTORY_MODES });
      const lat = url.searchParams.get("latitude");
      const lon = url.searchParams.get("longitude");
      if (lat && lon) placeModes.set(placeKey(Number(lat), Number(lon)), wanted);
      else mode = wanted;
      return sendJson(res, 200, { mode: wanted });
    }
    if (url.pathname === "/__calls" && method === "GET") return sendJson(res, 200, { calls, weight });
    if (url.pathname === "/__reset" && method === "POST") {
      fake.reset();
      return sendJson(res, 200, { reset: true });
    }
    sendJson(res, 404, { error: true, reason: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeHistorical = {
    url: `http://${host}:${port}`,
    get calls() {
      return calls;
    },
    get weight() {
      return weight;
    },
    get lastQuery() {
      return lastQuery;
    },
    callsFor: (latitude, longitude) => perPlace.get(placeKey(latitude, longitude)) ?? 0,
    setMode(wanted, place) {
      if (place) placeModes.set(placeKey(place.latitude, place.longitude), wanted);
      else mode = wanted;
    },
    reset() {
      mode = "ok";
      placeModes.clear();
      calls = 0;
      weight = 0;
      lastQuery = null;
      perPlace.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

async function main() {
  const index = process.argv.indexOf("--port");
  const port = index >= 0 ? Number(process.argv[index + 1]) : 4013;
  const fake = await startFakeHistorical({ port });
  console.log(`[faux historique Open-Meteo] ${fake.url}/v1/archive`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

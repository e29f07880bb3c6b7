/*
 * A local stand-in for OpenWindMap API v1 (github.com/OpenWindMap/api-v1-doc), answering in the documented
 * JSON shapes: `GET /v1/live-with-meta/all`, `GET /v1/live-with-meta/{id}` and `GET /v1/archive/{id}?start=&stop=`
 * (ISO dates, at most 31 days: 413 `request_too_large`; unknown station: 404 `station_not_found`).
 * Speeds in km/h, `wind_heading` where the wind comes from, measurements every 4 minutes.
 *
 * Used by tests (`startFakeOpenWindMap({ port: 0 })`) and standalone:
 *   npx tsx tests/fakes/openwindmap-server.ts --port 4020 [--mode ok] [--stations 600]
 *   npx tsx tests/fakes/openwindmap-server.ts --port 4020 --e2e   (only E2E_STATIONS: near Wissant)
 * Control over HTTP: POST /__mode/<mode>, GET /__calls, DELETE /__calls, POST /__reset,
 * POST /__station/<id>?windAvgKmh=&windMaxKmh=&headingDeg= (a new reading of that station, measured now).
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

const FAKE_OWM_MODES = ["ok", "down", "slow", "malformed", "wrong-shape"] as const;
/** ok · down: 500 · slow: the answer after SLOW_DELAY_MS · malformed: not JSON · wrong-shape: JSON, not the documented shape. */
export type FakeOwmMode = (typeof FAKE_OWM_MODES)[number];
const OWM_SLOW_DELAY_MS = 15_000;
/** The network measures every 4 minutes. */
export const MEASURE_INTERVAL_MS = 4 * 60_000;
const ARCHIVE_MAX_MS = 31 * 86_400_000;

export type FakeStation = {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  /** "on" by default. */
  state?: "on" | "off" | null;
  /** false: `location.success` false (the network lost its position). */
  located?: boolean;
  /** When its last measurement was taken; by default the latest 4-minute tick before the answer. */
  measuredAt?: Date;
  /** How long it has been silent: its last measurement is this old (e.g. 3 h for a stale station). */
  silentMs?: number;
  windAvgKmh?: number | null;
  windMaxKmh?: number | null;
  windMinKmh?: number | null;
  headingDeg?: number | null;
  /** Its 4-minute readings in the archive (km/h); by default fakeWindKmh's breeze. */
  archive?: (at: Date) => { avg: number; max: number; min: number; heading: number };
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The 4-minute mean a fake station measured at a time: a deterministic breeze per station. */
function fakeWindKmh(id: number, at: Date): { avg: number; max: number; min: number; heading: number } {
  const hour = at.getTime() / 3_600_000;
  const avg = round1(15 + 10 * Math.sin(hour / 3 + id) + (id % 7));
  return { avg: Math.max(0, avg), max: round1(Math.max(0, avg) * 1.4), min: round1(Math.max(0, avg) * 0.6), heading: (id * 45 + Math.floor(hour) * 22.5) % 360 };
}

function lastTick(now: Date): Date {
  return new Date(Math.floor(now.getTime() / MEASURE_INTERVAL_MS) * MEASURE_INTERVAL_MS);
}

function liveStation(s: FakeStation, now: Date) {
  const measuredAt = s.measuredAt ?? (s.silentMs !== undefined ? new Date(now.getTime() - s.silentMs) : lastTick(now));
  const wind = fakeWindKmh(s.id, measuredAt);
  const located = s.located ?? true;
  const pick = (v: number | null | undefined, fallback: number) => (v === undefined ? fallback : v);
  return {
    id: s.id,
    meta: { name: s.name, description: null, picture: null, date: null, rating: { upvotes: 0, downvotes: 0 } },
    location: located
      ? { latitude: s.latitude, longitude: s.longitude, date: "2025-04-02T10:12:00.000Z", success: true }
      : { latitude: 0, longitude: 0, date: null, success: false },
    measurements: {
      date: measuredAt.toISOString(),
      pressure: null,
      wind_heading: pick(s.headingDeg, wind.heading),
      wind_speed_avg: pick(s.windAvgKmh, wind.avg),
      wind_speed_max: pick(s.windMaxKmh, wind.max),
      wind_speed_min: pick(s.windMinKmh, wind.min),
    },
    status: { date: measuredAt.toISOString(), snr: 21.5, state: s.state === undefined ? "on" : s.state },
  };
}

const ENVELOPE = {
  doc: "http://developers.pioupiou.fr/api/live/",
  license: "http://developers.pioupiou.fr/data-licensing",
  attribution: "(c) contributors of the Pioupiou wind network <http://pioupiou.fr>",
};

function archiveBody(s: FakeStation, start: Date, stop: Date) {
  const data: unknown[][] = [];
  for (let t = Math.ceil(start.getTime() / MEASURE_INTERVAL_MS) * MEASURE_INTERVAL_MS; t <= stop.getTime(); t += MEASURE_INTERVAL_MS) {
    const w = s.archive?.(new Date(t)) ?? fakeWindKmh(s.id, new Date(t));
    data.push([new Date(t).toISOString(), s.latitude, s.longitude, w.min, w.avg, w.max, w.heading, null]);
  }
  return {
    ...ENVELOPE,
    doc: "http://developers.pioupiou.fr/api/archive/",
    legend: ["time", "latitude", "longitude", "wind_speed_min", "wind_speed_avg", "wind_speed_max", "wind_heading", "pressure"],
    units: ["utc", "degrees", "degrees", "km/h", "km/h", "km/h", "degrees", "(deprecated)"],
    data,
  };
}

/**
 * `count` stations spread over mainland France (a seeded pseudo-random walk, the same every run), about one in
 * ten off, one in ten without a location and one in ten silent for 3 hours: roughly the real network's mix.
 */
export function generateFakeStations(count: number, firstId = 1000): FakeStation[] {
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: count }, (_, i) => {
    const id = firstId + i;
    const kind = i % 10;
    return {
      id,
      name: `Balise factice ${id}`,
      latitude: round1(42.3 + random() * 8.7) + random() / 100,
      longitude: round1(-4.6 + random() * 12.5) + random() / 100,
      ...(kind === 3 ? { state: "off" as const } : {}),
      ...(kind === 6 ? { located: false } : {}),
      ...(kind === 8 ? { silentMs: 3 * 3_600_000 } : {}),
    };
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "access-control-allow-origin": "*" });
  res.end(text);
}

export type FakeOpenWindMap = {
  /** Base URL to give as OPENWINDMAP_BASE_URL. */
  url: string;
  /** Requests to /v1/live-with-meta/all, whatever the mode. */
  readonly liveCalls: number;
  /** Requests to /v1/archive/…, whatever the mode. */
  readonly archiveCalls: number;
  readonly mode: FakeOwmMode;
  setMode(mode: FakeOwmMode): void;
  /** Replaces the whole network. */
  setStations(stations: FakeStation[]): void;
  /** Changes some stations (by id), e.g. a new reading or switched off. */
  updateStations(changes: (Partial<FakeStation> & { id: number })[]): void;
  resetCalls(): void;
  close(): Promise<void>;
};

function isFakeOwmMode(value: string): value is FakeOwmMode {
  return (FAKE_OWM_MODES as readonly string[]).includes(value);
}

export async function startFakeOpenWindMap(
  options: { port?: number; host?: string; mode?: FakeOwmMode; stations?: FakeStation[] } = {},
): Promise<FakeOpenWindMap> {
  const host = options.host ?? "127.0.0.1";
  let mode: FakeOwmMode = options.mode ?? "ok";
  let stations = new Map((options.stations ?? []).map((s) => [s.id, s]));
  let liveCalls = 0;
  let archiveCalls = 0;
  const pending = new Set<NodeJS.Timeout>();

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    if (mode === "down") return sendJson(res, 500, { error_code: "internal_error", error_message: "fake outage" });
    if (mode === "malformed") {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      return res.end('{"doc":"http://developers.pioupiou.fr/api/live/","data":[{"id":1,"meta"');
    }
    if (mode === "wrong-shape") return sendJson(res, 200, { doc: ENVELOPE.doc, data: "maintenance" });
    if (mode !== "slow") return sendJson(res, status, body);
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!res.destroyed) sendJson(res, status, body);
    }, OWM_SLOW_DELAY_MS);
    pending.add(timer);
  };

  const notFound = { error_code: "station_not_found", error_message: "unable to find station with this {station_id}" };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${host}`);
    const method = req.method ?? "GET";
    const now = new Date();
    if (method === "GET" && url.pathname === "/v1/live-with-meta/all") {
      liveCalls++;
      return answer(res, 200, { ...ENVELOPE, data: [...stations.values()].map((s) => liveStation(s, now)) });
    }
    const live = /^\/v1\/live-with-meta\/(\d+)$/.exec(url.pathname);
    if (method === "GET" && live) {
      const station = stations.get(Number(live[1]));
      return station ? answer(res, 200, { ...ENVELOPE, data: liveStation(station, now) }) : sendJson(res, 404, notFound);
    }
    const archive = /^\/v1\/archive\/(\d+)$/.exec(url.pathname);
    if (method === "GET" && archive) {
      archiveCalls++;
      const station = stations.get(Number(archive[1]));
      if (!station) return sendJson(res, 404, notFound);
      const [start, stop] = ["start", "stop"].map((k) => url.searchParams.get(k));
      if (!start || !stop) return sendJson(res, 400, { error_code: "missing_argument", error_message: "start and stop are required" });
      const from = new Date(start);
      const to = stop === "now" ? now : new Date(stop);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) {
        return sendJson(res, 400, { error_code: "invalid_argument", error_message: "invalid start or stop" });
      }
      if (to.getTime() - from.getTime() > ARCHIVE_MAX_MS) return sendJson(res, 413, { error_code: "request_too_large", error_message: "more than 31 days" });
      return answer(res, 200, archiveBody(station, from, to));
    }
    if (method === "POST" && url.pathname.startsWith("/__mode/")) {
      const wanted = decodeURIComponent(url.pathname.slice("/__mode/".length));
      if (!isFakeOwmMode(wanted)) return sendJson(res, 400, { error: `unknown mode ${wanted}`, modes: FAKE_OWM_MODES });
      mode = wanted;
      return sendJson(res, 200, { mode });
    }
    const reading = /^\/__station\/(\d+)$/.exec(url.pathname);
    if (method === "POST" && reading) {
      const station = stations.get(Number(reading[1]));
      if (!station) return sendJson(res, 404, notFound);
      const number = (k: string) => (url.searchParams.has(k) ? Number(url.searchParams.get(k)) : undefined);
      const change = { windAvgKmh: number("windAvgKmh"), windMaxKmh: number("windMaxKmh"), headingDeg: number("headingDeg") };
      const next: FakeStation = { ...station, measuredAt: now, silentMs: undefined };
      for (const [k, v] of Object.entries(change)) if (v !== undefined && Number.isFinite(v)) Object.assign(next, { [k]: v });
      stations.set(station.id, next);
      return sendJson(res, 200, liveStation(next, now));
    }
    if (method === "GET" && url.pathname === "/__calls") return sendJson(res, 200, { liveCalls, archiveCalls });
    if (method === "DELETE" && url.pathname === "/__calls") {
      liveCalls = archiveCalls = 0;
      return sendJson(res, 200, { liveCalls, archiveCalls });
    }
    if (method === "POST" && url.pathname === "/__reset") {
      mode = "ok";
      return sendJson(res, 200, { mode });
    }
    sendJson(res, 404, { error_code: "not_found", error_message: "no such endpoint" });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    get liveCalls() {
      return liveCalls;
    },
    get archiveCalls() {
      return archiveCalls;
    },
    get mode() {
      return mode;
    },
    setMode(next) {
      if (!isFakeOwmMode(next)) throw new Error(`unknown mode ${String(next)}`);
      mode = next;
    },
    setStations(next) {
      stations = new Map(next.map((s) => [s.id, s]));
    },
    updateStations(changes) {
      for (const change of changes) {
        const current = stations.get(change.id);
        if (current) stations.set(change.id, { ...current, ...change });
      }
    },
    resetCalls() {
      liveCalls = archiveCalls = 0;
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

/*
 * The end-to-end network (scripts/e2e-server.ts): one station 1.2 km from the seeded Wissant (50.887, 1.659),
 * along its shore, with a fixed reading (18,0 nds mean, 24,0 nds max, from the ONO); nothing elsewhere, so
 * most seeded spots have no station within 20 km.
 */
export const E2E_WISSANT_STATION: FakeStation = {
  id: 9101,
  name: "Wissant Opale",
  latitude: 50.895,
  longitude: 1.671,
  windAvgKmh: 18 * 1.852,
  windMaxKmh: 24 * 1.852,
  windMinKmh: 12 * 1.852,
  headingDeg: 292.5,
};
const E2E_STATIONS: FakeStation[] = [E2E_WISSANT_STATION];

/* ---- standalone ---- */

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

async function main() {
  const port = Number(argument("port") ?? 4020);
  const modeArg = argument("mode") ?? "ok";
  const count = Number(argument("stations") ?? 600);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${argument("port")}`);
  if (!isFakeOwmMode(modeArg)) throw new Error(`invalid --mode ${modeArg} (${FAKE_OWM_MODES.join(", ")})`);
  const stations = process.argv.includes("--e2e") ? E2E_STATIONS : generateFakeStations(count);
  const fake = await startFakeOpenWindMap({ port, host: argument("host"), mode: modeArg, stations });
  console.log(`fake OpenWindMap on ${fake.url}`);
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

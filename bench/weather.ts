/**
 * Forecasts: refreshing every spot against a local fake Open-Meteo, then GET /api/weather/{id} under load.
 * Run: npx tsx bench/weather.ts   (TEST_DATABASE_URL set → a PostgreSQL throwaway database, else the launcher's
 * embedded PGlite). Options (environment): BENCH_DIST_DIR (build directory, default .next, built first
 * when missing or stale), BENCH_DURATION_S (10), BENCH_CONNECTIONS (10).
 * Targets: every spot refreshed in < 10 s; /api/weather/{id} ≥ 500 req/s with p99 < 50 ms. Only 127.0.0.1.
 */
import crypto from "node:crypto";
import autocannon from "autocannon";
import { FORECAST_DAYS } from "../lib/2-stores/open-meteo/open-meteo";
import { startFakeOpenMeteo } from "../tests/fakes/open-meteo-server";
import { startApp } from "./lib/app-server";
import { throwawayDatabase } from "../db/throwaway";
import { verdict } from "./lib/stats";
import { cleanups, runBench } from "./lib/run";

const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TIME_LIMIT_MS = 20 * 60_000;
const TARGET = { refreshMs: 10_000, rps: 500, p99Ms: 50 };

const log = (line = "") => console.log(line);

async function main() {
  const fake = await startFakeOpenMeteo({ port: 0 });
  cleanups.add(() => fake.close());
  const db = process.env.TEST_DATABASE_URL ? await throwawayDatabase("alize_bench_weather") : null;
  if (db) cleanups.add(db.drop);
  const cronSecret = crypto.randomBytes(24).toString("hex");
  Object.assign(process.env, { OPEN_METEO_BASE_URL: fake.url, OPEN_METEO_MARINE_BASE_URL: fake.url, CRON_SECRET: cronSecret }); // passed on to the app

  log(`== Prévisions : build de production (${DIST_DIR}) lancé par scripts/launch.ts, Open-Meteo factice ${fake.url}`);
  log(`   base : ${db ? db.kind : "PGlite embarqué du lanceur (dossier de données neuf)"}`);
  const app = await startApp({ distDir: DIST_DIR, databaseUrl: db?.url });
  cleanups.add(app.stop);

  // 1. Every spot, through the scheduler's route: provider calls, checks, and one transaction per spot.
  const started = performance.now();
  const cron = await fetch(`${app.url}/api/cron/refresh-forecasts`, { headers: { authorization: `Bearer ${cronSecret}` } });
  const wall = performance.now() - started;
  if (!cron.ok) throw new Error(`rafraîchissement impossible : ${cron.status} ${await cron.text()}`);
  const report = (await cron.json()) as { spots: number; refreshed: number; failed: number; forecastMs: number; tides: number; tidesMs: number };
  if (report.refreshed !== report.spots || fake.calls !== report.spots) {
    throw new Error(`rafraîchissement incomplet : ${JSON.stringify(report)}, ${fake.calls} appels au fournisseur`);
  }
  log(`   rafraîchissement de tous les spots (4 à la fois) : ${report.spots} spots, ${fake.calls} appels, ${report.spots * FORECAST_DAYS * 24} lignes`);
  log(`     prévisions ${report.forecastMs} ms (cible < ${TARGET.refreshMs / 1000} s) ${verdict(report.forecastMs < TARGET.refreshMs)}`);
  log(`     marées ${report.tidesMs} ms (${report.tides} spots, base des marées chargée à la demande) ; requête entière ${Math.round(wall)} ms`);

  // 2. Reads: every request signed in, spots in turn, all fresh (served from the database).
  const username = `bench${Date.now().toString(36)}`;
  const reg = await fetch(`${app.url}/api/register`, {
    method: "POST",
    headers: { origin: app.url, "content-type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@example.fr`, password: "Kitesurf2026", firstName: "Banc", lastName: "Météo" }),
  });
  if (reg.status !== 201) throw new Error(`inscription impossible : ${reg.status} ${await reg.text()}`);
  const cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const spots = (await (await fetch(`${app.url}/api/spots`, { headers: { cookie } })).json()) as { id: number }[];
  const sample = (await (await fetch(`${app.url}/api/weather/${spots[0].id}`, { headers: { cookie } })).json()) as unknown[];
  const callsBefore = fake.calls;
  log(`   GET /api/weather/{id} : ${spots.length} spots tour à tour, ${sample.length} entrées (${Math.round(JSON.stringify(sample).length / 1024)} ko) par réponse`);

  let next = 0;
  const target = {
    url: app.url,
    connections: CONNECTIONS,
    requests: [{ method: "GET" as const, headers: { cookie }, setupRequest: (req: { path?: string }) => ({ ...req, path: `/api/weather/${spots[next++ % spots.length].id}` }) }],
  };
  await autocannon({ ...target, duration: 3 }); // warm-up: JIT, connection pools
  const r = await autocannon({ ...target, duration: DURATION_S });
  log(`   autocannon ${DURATION_S} s, ${CONNECTIONS} connexions : ${r["2xx"]} réponses 2xx, ${r.non2xx} autres, ${r.errors} erreurs`);
  log(`   débit   : ${Math.round(r.requests.average)} req/s (cible ≥ ${TARGET.rps}) ${verdict(r.requests.average >= TARGET.rps && r.non2xx === 0)}`);
  log(`   latence : p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, p99 ${r.latency.p99} ms (cible p99 < ${TARGET.p99Ms} ms) ${verdict(r.latency.p99 < TARGET.p99Ms)}`);
  log(`   appels au fournisseur pendant la charge : ${fake.calls - callsBefore} (tout venait de la base)`);
}

runBench(main, TIME_LIMIT_MS);

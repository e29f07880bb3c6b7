/**
 * Live wind: polling every OpenWindMap station (a local fake with a realistic network) and matching them to
 * every spot, then GET /api/spots/{id}/live under load.
 * Run: npx tsx bench/live-wind.ts   (TEST_DATABASE_URL set → a PostgreSQL throwaway database, else an embedded
 * PGlite shared by the bench and the app). Options (environment): BENCH_DIST_DIR (build directory, default
 * .next, built first when missing or stale), BENCH_DURATION_S (10), BENCH_CONNECTIONS (10), BENCH_STATIONS (600),
 * BENCH_SPOTS (200: the seed's spots plus synthetic ones along the coast), BENCH_SKIP_API=1 for the poll only.
 * Targets: a poll with matching under 1 s; /api/spots/{id}/live p99 < 30 ms. Everything stays on 127.0.0.1.
 */
import os from "node:os";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { runMigrations } from "../db/migrate";
import * as schema from "../db/schema";
import { seedSpots } from "../db/seed";
import { throwawayDatabase } from "../db/throwaway";
import { liveForSpot } from "../lib/3-features/live-wind/live";
import { openPollGate } from "../lib/2-stores/live-wind/poll-gate";
import { pollStations } from "../lib/3-features/live-wind/poll";
import { chooseStation } from "../lib/1-domain/live-wind/station-choice";
import { generateFakeStations, startFakeOpenWindMap } from "../tests/fakes/openwindmap-server";
import { signUpRider, startApp } from "./lib/app-server";
import { ms, percentile, verdict } from "./lib/stats";
import { cleanups, runBench } from "./lib/run";

const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STATIONS = Number(process.env.BENCH_STATIONS ?? 600);
const SPOTS = Number(process.env.BENCH_SPOTS ?? 200);
const POLLS = 5;
const TIME_LIMIT_MS = 20 * 60_000;
const TARGET = { pollMs: 1000, p99Ms: 30 };

const log = (line = "") => console.log(line);

/** Synthetic spots along the Atlantic and Channel coasts up to `total`, so the matching has real work. */
async function topUpSpots(db: Db, total: number): Promise<number> {
  const [{ count }] = (await db.execute(sql`select count(*)::int as count from spots`)).rows as { count: number }[];
  const missing = Math.max(0, total - count);
  const rows = Array.from({ length: missing }, (_, i) => ({
    name: `Spot banc ${i}`,
    description: "Spot synthétique du banc d'essai",
    latitude: 43.4 + (7.5 * i) / Math.max(1, missing),
    longitude: -1.6 - ((i * 37) % 30) / 10,
    hydrographicZero: 0,
    hydrographicSource: "banc",
  }));
  if (rows.length) await db.insert(schema.spots).values(rows);
  return count + missing;
}

async function main() {
  const network = generateFakeStations(STATIONS);
  const fake = await startFakeOpenWindMap({ stations: network });
  cleanups.add(() => fake.close());
  const database = await throwawayDatabase("alize_bench_live");
  cleanups.add(database.drop);
  const { db, pool, close } = createDb(database.url, 4);
  cleanups.add(close);
  await runMigrations(pool);
  await seedSpots(pool);
  const spotCount = await topUpSpots(db, SPOTS);
  log(`== Vent mesuré : ${STATIONS} balises (OpenWindMap factice ${fake.url}), ${spotCount} spots, base ${database.kind}`);

  // 1. Polls: the first inserts every station; the next ones each bring a new reading for every station.
  const walls: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < POLLS; i++) {
    if (i > 0) fake.updateStations(network.filter((s) => !s.silentMs).map((s) => ({ id: s.id, measuredAt: new Date(Date.now() - (POLLS - i) * 1000) })));
    await openPollGate(db);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const result = await pollStations(db, { baseUrl: fake.url });
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000); // this process only (the fake included), not the database's
    if (result.status !== "polled") throw new Error(`relevé en échec : ${JSON.stringify(result)}`);
    if (i === 0) {
      const { ignored } = result;
      log(`   ${result.stations} balises utilisables ; ignorées : ${ignored.off} éteintes, ${ignored.noLocation} sans position, ${ignored.silent} muettes > 2 h`);
      log(`   ${result.spotsWithStation} spots sur ${spotCount} ont une balise à moins de 20 km`);
    } else if (result.changedStationIds.length !== result.stations) {
      throw new Error(`relevé ${i} : ${result.changedStationIds.length} nouvelles mesures sur ${result.stations}`);
    }
  }
  const steady = walls.slice(1);
  log(`   relevé complet (appel, contrôle, écriture, historique, choix des balises de tous les spots) :`);
  log(`     charge de la machine pendant le banc : ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cœurs) ; temps CPU de ce processus p50 ${ms(percentile(cpu.slice(1), 50))}`);
  log(`     premier ${ms(walls[0])} ; suivants (toutes les balises ont une nouvelle mesure) p50 ${ms(percentile(steady, 50))}, max ${ms(Math.max(...steady))} (cible < ${TARGET.pollMs} ms) ${verdict(Math.max(...walls) < TARGET.pollMs)}`);

  // The matching alone, in memory: every spot against every station.
  const stations = network.map((s) => ({ id: s.id, latitude: s.latitude, longitude: s.longitude }));
  const spots = await db.select({ latitude: schema.spots.latitude, longitude: schema.spots.longitude }).from(schema.spots);
  const t0 = performance.now();
  for (const spot of spots) chooseStation({ ...spot, orientation: 270 }, stations);
  log(`     dont choix des balises seul : ${ms(performance.now() - t0)} pour ${spots.length} spots × ${stations.length} balises`);

  // The endpoint's own work, in process: one spot's live wind read from the database, spots in turn.
  const spotIds = (await db.select({ id: schema.spots.id }).from(schema.spots)).map((r) => r.id);
  const reads: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await liveForSpot(db, spotIds[i % spotIds.length]);
    reads.push(performance.now() - t);
  }
  log(`   liveForSpot (la requête de l'endpoint, sans HTTP ni session) : p50 ${ms(percentile(reads, 50))}, p99 ${ms(percentile(reads, 99))} sur 1000 lectures`);

  if (process.env.BENCH_SKIP_API === "1") return;

  // 2. The live endpoint under load, served by the production build reading the same database.
  log(`== GET /api/spots/{id}/live : build de production (${DIST_DIR}) lancé par scripts/launch.ts`);
  const app = await startApp({ distDir: DIST_DIR, databaseUrl: database.url });
  cleanups.add(app.stop);
  const cookie = await signUpRider(app.url);
  const ids = (await db.select({ id: schema.spots.id }).from(schema.spots)).map((r) => r.id);
  const sample = await (await fetch(`${app.url}/api/spots/${ids[0]}/live`, { headers: { cookie } })).json();
  log(`   ${ids.length} spots tour à tour ; exemple : ${JSON.stringify(sample).slice(0, 160)}…`);
  let next = 0;
  const target = {
    url: app.url,
    connections: CONNECTIONS,
    requests: [{ method: "GET" as const, headers: { cookie }, setupRequest: (req: { path?: string }) => ({ ...req, path: `/api/spots/${ids[next++ % ids.length]}/live` }) }],
  };
  await autocannon({ ...target, duration: 3 }); // warm-up
  const loadBefore = os.loadavg()[0];
  const r = await autocannon({ ...target, duration: DURATION_S });
  log(`   charge de la machine : ${loadBefore.toFixed(1)} avant, ${os.loadavg()[0].toFixed(1)} après (${os.cpus().length} cœurs)`);
  log(`   autocannon ${DURATION_S} s, ${CONNECTIONS} connexions : ${r["2xx"]} réponses 2xx, ${r.non2xx} autres, ${r.errors} erreurs`);
  log(`   débit   : ${Math.round(r.requests.average)} req/s`);
  log(`   latence : p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, p99 ${r.latency.p99} ms (cible p99 < ${TARGET.p99Ms} ms) ${verdict(r.latency.p99 < TARGET.p99Ms && r.non2xx === 0)}`);
  // Reference under the same machine load: the app's cheapest answer (no session, no database).
  const ref = await autocannon({ url: `${app.url}/api/health`, connections: CONNECTIONS, duration: Math.min(5, DURATION_S) });
  log(`   référence GET /api/health dans les mêmes conditions : ${Math.round(ref.requests.average)} req/s, p50 ${ref.latency.p50} ms, p99 ${ref.latency.p99} ms`);
  // One connection: each request alone, what a single rider waits for.
  const alone = await autocannon({ ...target, connections: 1, duration: 5 });
  const aloneRef = await autocannon({ url: `${app.url}/api/health`, connections: 1, duration: 5 });
  log(`   une seule connexion : live p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms ; /api/health p50 ${aloneRef.latency.p50} ms, p99 ${aloneRef.latency.p99} ms`);
  log(`   appels à OpenWindMap pendant la charge : aucun attendu (${fake.liveCalls} en tout, tous par le banc)`);
}

runBench(main, TIME_LIMIT_MS);

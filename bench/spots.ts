/**
 * Spots: GET /api/spots under load, then the nearest spots over 100,000 synthetic spots.
 * Run: npx tsx bench/spots.ts   (TEST_DATABASE_URL set → PostgreSQL throwaway databases, else embedded PGlite)
 * Options (environment): BENCH_DIST_DIR (build directory, default .next), BENCH_DURATION_S (10),
 * BENCH_CONNECTIONS (10), BENCH_SKIP_API=1 or BENCH_SKIP_NEAREST=1 to run one half.
 * Targets: /api/spots ≥ 1,000 req/s with p99 < 30 ms; nearest p50 < 10 ms. Everything stays on 127.0.0.1.
 */
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { runMigrations } from "../db/migrate";
import { haversineKm, type LatLng } from "../lib/1-domain/spots/geo";
import { nearestSpots } from "../lib/2-stores/spots/nearest";
import { startApp } from "./lib/app-server";
import { throwawayDatabase } from "../db/throwaway";
import { ms, percentile, verdict } from "./lib/stats";
import { cleanups, runBench } from "./lib/run";

const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FAVORITES = 5;
const SYNTHETIC_SPOTS = 100_000;
const NEAREST_RUNS = 1000;
const LIMIT = 5;
// Mainland France and Corsica, where the app's riders are: synthetic spots are spread uniformly over it.
const FRANCE = { south: 41.3, north: 51.1, west: -5.2, east: 9.6 };
const TIME_LIMIT_MS = 25 * 60_000;

const log = (line = "") => console.log(line);
// Whatever must be stopped or dropped if the bench is interrupted.

async function benchList(): Promise<void> {
  const db = process.env.TEST_DATABASE_URL ? await throwawayDatabase("alize_bench_api") : null;
  log(`== GET /api/spots : build de production (${DIST_DIR}) lancé par scripts/launch.ts`);
  log(`   base : ${db ? db.kind : "PGlite embarqué du lanceur (dossier de données neuf)"}`);
  if (db) cleanups.add(db.drop);
  const app = await startApp({ distDir: DIST_DIR, databaseUrl: db?.url });
  cleanups.add(app.stop);
  try {
    const origin = { origin: app.url, "content-type": "application/json" };
    const username = `bench${Date.now().toString(36)}`;
    const reg = await fetch(`${app.url}/api/register`, {
      method: "POST",
      headers: origin,
      body: JSON.stringify({ username, email: `${username}@example.fr`, password: "Kitesurf2026", firstName: "Banc", lastName: "Essai" }),
    });
    if (reg.status !== 201) throw new Error(`inscription impossible : ${reg.status} ${await reg.text()}`);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const spots = (await (await fetch(`${app.url}/api/spots`, { headers: { cookie } })).json()) as { id: number }[];
    for (const s of spots.slice(0, FAVORITES)) {
      const res = await fetch(`${app.url}/api/spots/${s.id}/favorite`, { method: "POST", headers: { ...origin, cookie } });
      if (!res.ok) throw new Error(`favori impossible : ${res.status}`);
    }
    const check = (await (await fetch(`${app.url}/api/spots`, { headers: { cookie } })).json()) as { isFavorite: boolean }[];
    log(`   ${spots.length} spots en base, ${check.filter((s) => s.isFavorite).length} favoris pour l'utilisateur du banc`);

    const target = { url: `${app.url}/api/spots`, headers: { cookie }, connections: CONNECTIONS };
    await autocannon({ ...target, duration: 3 }); // warm-up: JIT, connection pools, prepared statements
    const r = await autocannon({ ...target, duration: DURATION_S });
    log(`   autocannon ${DURATION_S} s, ${CONNECTIONS} connexions : ${r["2xx"]} réponses 2xx, ${r.non2xx} autres, ${r.errors} erreurs`);
    log(`   débit   : ${Math.round(r.requests.average)} req/s (cible ≥ 1000) ${verdict(r.requests.average >= 1000)}`);
    log(`   latence : p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, p99 ${r.latency.p99} ms (cible p99 < 30 ms) ${verdict(r.latency.p99 < 30)}`);

    // What the same server does without this endpoint's work, to tell the endpoint's cost from the stack's.
    const floor = async (label: string, path: string, connections = CONNECTIONS) => {
      const f = await autocannon({ url: `${app.url}${path}`, headers: { cookie }, connections, duration: 5 });
      log(`   ${label} : ${Math.round(f.requests.average)} req/s, p50 ${f.latency.p50} ms, p99 ${f.latency.p99} ms`);
    };
    log(`   repères sur le même serveur (5 s chacun) :`);
    await floor("  GET /api/spots, 1 connexion (latence à vide)      ", "/api/spots", 1);
    await floor("  GET /api/user (Next + session Better Auth + 1 SQL)", "/api/user");
    await floor("  GET /api/health (Next + select 1, sans session)   ", "/api/health");
  } finally {
    await app.stop();
    await db?.drop();
    cleanups.delete(app.stop);
    if (db) cleanups.delete(db.drop);
  }
}

/** A fixed pseudo-random sequence, so two runs query the same points. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function timeNearest(db: Db, userId: number, points: LatLng[]) {
  for (const p of points.slice(0, 50)) await nearestSpots(db, userId, p, LIMIT); // warm-up
  const samples: number[] = [];
  for (const p of points) {
    const start = performance.now();
    await nearestSpots(db, userId, p, LIMIT);
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p90: percentile(samples, 90), p99: percentile(samples, 99) };
}

async function benchNearest(): Promise<void> {
  const throwaway = await throwawayDatabase("alize_bench_nearest");
  cleanups.add(throwaway.drop);
  log(`== nearestSpots() (lib/2-stores/spots/nearest.ts, appelée directement par node-postgres + Drizzle, sans HTTP)`);
  log(`   base : ${throwaway.kind}`);
  const { db, pool, close } = createDb(throwaway.url, 2);
  try {
    await runMigrations(pool);
    const t0 = performance.now();
    await pool.query(`select setseed(0.42)`);
    await pool.query(
      `insert into spots (name, description, latitude, longitude, hydrographic_zero, hydrographic_source)
       select 'Spot synthétique ' || g, 'Spot de banc d''essai',
              $1::float8 + random() * ($2::float8 - $1::float8), $3::float8 + random() * ($4::float8 - $3::float8), 0, 'bench'
       from generate_series(1, $5::int) g`,
      [FRANCE.south, FRANCE.north, FRANCE.west, FRANCE.east, SYNTHETIC_SPOTS],
    );
    const { rows } = await pool.query<{ id: number }>(`insert into users (username, email) values ('banc', 'banc@example.fr') returning id`);
    const userId = rows[0]!.id;
    await pool.query(`insert into spot_favorites (user_id, spot_id) select $1, id from spots where id % 997 = 0`, [userId]);
    await pool.query(`analyze spots`);
    log(`   ${SYNTHETIC_SPOTS.toLocaleString("fr-FR")} spots synthétiques répartis sur la France (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

    const random = mulberry32(2024);
    const points = Array.from({ length: NEAREST_RUNS }, () => ({
      latitude: FRANCE.south + random() * (FRANCE.north - FRANCE.south),
      longitude: FRANCE.west + random() * (FRANCE.east - FRANCE.west),
    }));

    // Worst case: far out at sea, the nearest spots are over 1,000 km away.
    const far = Array.from({ length: 100 }, () => ({ latitude: 44 + random() * 4, longitude: -20 - random() * 5 }));

    // The answer must be the true nearest: compared with a full scan, near the coast and far out at sea.
    for (const p of [...points.slice(0, 5), ...far.slice(0, 3)]) {
      const got = await nearestSpots(db, userId, p, LIMIT);
      const all = await db.execute<{ id: number; latitude: number; longitude: number }>(sql`select id, latitude, longitude from spots`);
      const truth = all.rows
        .map((s) => ({ id: s.id, km: haversineKm(p, s) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, LIMIT);
      if (got.map((s) => s.id).join() !== truth.map((s) => s.id).join()) throw new Error(`résultat faux en ${JSON.stringify(p)}`);
    }
    log(`   exactitude vérifiée contre un parcours complet (8 points, dont 3 au large)`);

    const noIndex = await timeNearest(db, userId, points);
    log(`   sans index           : p50 ${ms(noIndex.p50)}, p90 ${ms(noIndex.p90)}, p99 ${ms(noIndex.p99)} (${NEAREST_RUNS} requêtes)`);

    await pool.query(`create index spots_point_idx on spots using gist (point(longitude, latitude))`); // proposed migration
    await pool.query(`analyze spots`);
    const indexed = await timeNearest(db, userId, points);
    log(
      `   index GiST point     : p50 ${ms(indexed.p50)}, p90 ${ms(indexed.p90)}, p99 ${ms(indexed.p99)} (cible p50 < 10 ms) ${verdict(indexed.p50 < 10)}`,
    );

    const worst = await timeNearest(db, userId, far);
    log(`   au large (≥ 1000 km) : p50 ${ms(worst.p50)}, p90 ${ms(worst.p90)}, p99 ${ms(worst.p99)} (index, 100 requêtes)`);
  } finally {
    await close();
    await throwaway.drop();
    cleanups.delete(throwaway.drop);
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_API) await benchList();
  log();
  if (!process.env.BENCH_SKIP_NEAREST) await benchNearest();
}

runBench(main, TIME_LIMIT_MS);

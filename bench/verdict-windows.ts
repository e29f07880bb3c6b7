/**
 * The windows of a spot for a rider (lib/verdict spotWindows, what GET /api/spots/{id}/windows answers) against
 * a real database: 150 spots with their knowledge and 7 days of stored forecast, 200 riders with their own
 * conditions; CONCURRENCY calls at a time for DURATION_S seconds, random spot and rider each time.
 * Measured twice: with the 5-second facts cache (as served), and without (every call reads the forecast).
 * Then the endpoint itself, GET /api/spots/{id}/windows, served by the production build (scripts/launch.ts,
 * BENCH_DIST_DIR or .next, built when stale) on the same database: autocannon, a signed-in rider, BENCH_CONNECTIONS
 * connections, spots in turn (BENCH_SKIP_API=1 skips it).
 * Target: p99 < 50 ms under load.
 * Run: npx tsx --tsconfig bench/tsconfig.json bench/verdict-windows.ts   (TEST_DATABASE_URL set → a throwaway
 * PostgreSQL database, else PGlite). The tsconfig lets the domain's `server-only` imports load outside Next.
 */
import { createDb, type Db } from "../db/client";
import { runMigrations } from "../db/migrate";
import { spots, users, weatherForecasts } from "../db/schema";
import { throwawayDatabase } from "../db/throwaway";
import { spotWindows } from "../lib/3-features/verdicts/spot-verdicts";
import { setKnowledge } from "../tests/support/knowledge";
import { forecastRows, westBeach } from "../tests/support/verdict";
import autocannon from "autocannon";
import { signUpRider, startApp } from "./lib/app-server";
import { percentile, verdict } from "./lib/stats";

const SPOTS = 150;
const RIDERS = 200;
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const TARGET_P99_MS = 50;
const log = (line = "") => console.log(line);

async function seed(db: Db): Promise<{ spotIds: number[]; userIds: number[] }> {
  const thisHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
  const spotRows = await db
    .insert(spots)
    .values(
      Array.from({ length: SPOTS }, (_, i) => ({
        name: `Banc ${i}`,
        description: "Spot du banc",
        latitude: 43 + (i % 80) / 10,
        longitude: -4 + (i % 100) / 10,
        hydrographicZero: 0,
        hydrographicSource: "aucun",
      })),
    )
    .returning({ id: spots.id });
  const spotIds = spotRows.map((r) => r.id);
  for (const [i, id] of spotIds.entries()) {
    await setKnowledge(db, id, { ...westBeach, orientation: (i * 37) % 360, level: i % 3 ? "intermédiaire" : "confirmé" });
    await db.insert(weatherForecasts).values(forecastRows(id, thisHour, 7 * 24, 8 + (i % 25), (i * 53) % 360));
  }
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: RIDERS }, (_, i) => ({
        username: `banc${i}`,
        email: `banc${i}@example.fr`,
        windMinKn: 8 + (i % 10),
        windMaxKn: 25 + (i % 20),
      })),
    )
    .returning({ id: users.id });
  return { spotIds, userIds: userRows.map((r) => r.id) };
}

async function load(db: Db, spotIds: number[], userIds: number[], factsTtlMs?: number) {
  const samples: number[] = [];
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  const until = performance.now() + DURATION_S * 1000;
  let windows = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        windows += (await spotWindows(db, pick(spotIds), pick(userIds), { factsTtlMs })).length;
        samples.push(performance.now() - t0);
      }
    }),
  );
  return { calls: samples.length, windows, p50: percentile(samples, 50), p99: percentile(samples, 99), max: Math.max(...samples) };
}

async function main() {
  const throwaway = await throwawayDatabase("alize_bench_verdicts");
  const { db, pool, close } = createDb(throwaway.url, CONCURRENCY);
  try {
    await runMigrations(pool);
    const { spotIds, userIds } = await seed(db);
    log(`== Créneaux : ${SPOTS} spots × 7 jours de prévisions, ${RIDERS} riders ; ${throwaway.kind}`);
    log(`   ${CONCURRENCY} appels simultanés de spotWindows pendant ${DURATION_S} s, spot et rider au hasard`);
    await load(db, spotIds, userIds); // warm-up: JIT, pool
    for (const [label, ttl] of [["avec le cache des faits (5 s)", undefined], ["sans cache", 0]] as const) {
      const r = await load(db, spotIds, userIds, ttl);
      const ok = r.p99 < TARGET_P99_MS;
      log(`   ${label} : ${r.calls} appels (${Math.round(r.calls / DURATION_S)}/s), p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms (cible p99 < ${TARGET_P99_MS} ms) ${verdict(ok)}`);
    }
    if (process.env.BENCH_SKIP_API !== "1") await benchEndpoint(throwaway.url, spotIds);
  } finally {
    await close();
    await throwaway.drop();
  }
}

async function benchEndpoint(databaseUrl: string, spotIds: number[]) {
  const app = await startApp({ distDir: process.env.BENCH_DIST_DIR ?? ".next", databaseUrl });
  try {
    const cookie = await signUpRider(app.url);
    let next = 0;
    const target = {
      url: app.url,
      connections: CONCURRENCY,
      requests: [{ method: "GET" as const, headers: { cookie }, setupRequest: (req: { path?: string }) => ({ ...req, path: `/api/spots/${spotIds[next++ % spotIds.length]}/windows` }) }],
    };
    await autocannon({ ...target, duration: 3 }); // warm-up
    const r = await autocannon({ ...target, duration: DURATION_S });
    const ok = r.latency.p99 < TARGET_P99_MS && r.non2xx === 0;
    log(`== GET /api/spots/{id}/windows (build de production, ${CONCURRENCY} connexions, ${DURATION_S} s)`);
    log(`   ${Math.round(r.requests.average)} req/s, ${r.non2xx} réponses non 2xx ; p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms (cible p99 < ${TARGET_P99_MS} ms) ${verdict(ok)}`);
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * « Où naviguer » and « Meilleurs mois » (docs/decisions/0031-where-and-when.md) on the 180 seeded spots:
 * 7 days of stored forecast with five models beside the blend (the confidence), tides, and 5 years of wind history;
 * 200 riders in 20 sets of conditions. Printed:
 * - the rider-independent part, computed once per run set and hour: every spot's facts (cold);
 * - one set of conditions judged over every spot (the first rider of that set), then a lookup;
 * - GET /api/where from the production build over HTTP (bench/lib/app-server.ts, BENCH_DIST_DIR, built if stale),
 *   BENCH_CONNECTIONS (10) at a time for BENCH_DURATION_S: random rider, period, distance and place; p50 and p99
 *   (target: p99 in milliseconds, under 50 ms);
 * - the months of a spot (GET /api/spots/{id}/months) and « Où aller en mai ? », cold and warm.
 * Run: npx tsx --tsconfig bench/tsconfig.json bench/where.ts   (TEST_DATABASE_URL set → a throwaway PostgreSQL
 * database, else PGlite). The tsconfig lets the in-process parts' `server-only` imports load outside Next.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createPool } from "../db/client";
import { runMigrations } from "../db/migrate";
import { seedSpots } from "../db/seed";
import { throwawayDatabase } from "../db/throwaway";
import { signUpRider, startApp, type AppServer } from "./lib/app-server";
import { percentile, verdict } from "./lib/stats";

const RIDERS = 200;
const CONDITION_SETS = 20;
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const TARGET_P99_MS = 50;
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
const HOUR_MS = 3_600_000;
const log = (line = "") => console.log(line);
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const value = await work();
  return [value, performance.now() - t0];
};

async function main() {
  const throwaway = await throwawayDatabase("alize_bench_where");
  Object.assign(process.env, {
    DATABASE_URL: throwaway.url,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    APP_URL: "http://localhost:3000",
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "alize-bench-where-")),
    BACKGROUND_JOBS: "off",
    REGISTRATIONS_PER_HOUR: "100000",
  });
  const pool = createPool(throwaway.url, 4);
  await runMigrations(pool);
  const spotCount = await seedSpots(pool);
  await pool.end();
  // Loaded once the environment is set: the route's modules read it.
  const { getDb, closeDb } = await import("../db/client");
  const { updatePreferences } = await import("../lib/2-stores/users/preferences");
  const { getPreferences } = await import("../lib/2-stores/users/preferences");
  const { refreshAllTides } = await import("../lib/2-stores/tides/tides");
  const { saveHistoryRows } = await import("../lib/2-stores/history/wind-history");
  const { historyYears } = await import("../lib/1-domain/history/years");
  const { monthRows } = await import("../lib/1-domain/history/rows");
  const { fakeHistoryValues } = await import("../tests/fakes/historical-server");
  const { forecastSnapshot, riderWeek } = await import("../lib/3-features/where/forecast-days");
  const { parisDayStart } = await import("../lib/0-base/time");
  const db = getDb();
  let app: AppServer | undefined;
  try {
    const spots = (await db.execute<{ id: number; latitude: number; longitude: number }>(sql`select id, latitude, longitude from spots order by id`)).rows;
    // A week of forecast from today 00:00 (Paris): a sea breeze, stronger some days, turning with them.
    const from = parisDayStart(new Date());
    await db.execute(sql`
      insert into weather_forecasts (spot_id, forecast_date, last_updated, temperature, wind_speed, wind_direction, wind_gust, humidity, description)
      select s.id, ${from}::timestamptz + h * interval '1 hour', now(), 16,
             (2 + 8 * (0.5 - 0.5 * cos(2 * pi() * ((h % 24) - 3) / 24)) * (0.6 + 0.5 * ((s.id * 7 + h / 24) % 5) / 4))::float8,
             ((s.id * 37 + (h / 24) * 53) % 360)::float8,
             (3 + 11 * (0.5 - 0.5 * cos(2 * pi() * ((h % 24) - 3) / 24)))::float8, 70, 'Peu nuageux'
      from spots s cross join generate_series(0, 7 * 24 - 1) as h`);
    await db.execute(sql`
      insert into weather_model_hours (spot_id, model, forecast_date, last_updated, temperature, wind_speed, wind_direction, wind_gust, humidity, description)
      select f.spot_id, m.model, f.forecast_date, f.last_updated, f.temperature, f.wind_speed * m.factor, f.wind_direction, f.wind_gust, f.humidity, f.description
      from weather_forecasts f cross join (values ('meteofrance_arome_france_hd', 0.9), ('meteofrance_arpege_europe', 1.0), ('icon_eu', 1.1), ('ecmwf_ifs025', 1.05), ('gfs_seamless', 0.95)) as m(model, factor)`);
    const [, tidesMs] = await timed(() => refreshAllTides(db));
    // Five years of history a spot, as the job stores them (the fake archive's values).
    const { from: y0, to: y1 } = historyYears(new Date());
    const [, historyMs] = await timed(async () => {
      for (const s of spots) {
        for (let year = y0; year <= y1; year++) {
          const start = new Date(Date.UTC(year, 0, 1));
          const hours = (Date.UTC(year + 1, 0, 1) - start.getTime()) / HOUR_MS;
          const values = Array.from({ length: hours }, (_, i) => fakeHistoryValues(s.latitude, s.longitude, new Date(start.getTime() + i * HOUR_MS)));
          await saveHistoryRows(db, s.id, monthRows({ start, speeds: values.map((v) => v.windSpeed), gusts: values.map((v) => v.windGust), directions: values.map((v) => v.windDirection) }), new Date());
        }
      }
    });
    // The production build on this database, as riders reach it.
    app = await startApp({ distDir: DIST_DIR, databaseUrl: throwaway.url });
    const riders: { cookie: string; id: number }[] = [];
    for (let i = 0; i < RIDERS; i++) {
      const cookie = await signUpRider(app.url, "ounav");
      const user = (await (await fetch(`${app.url}/api/user`, { headers: { cookie } })).json()) as { id: number };
      const set = i % CONDITION_SETS;
      await updatePreferences(db, user.id, { windMinKn: 10 + (set % 5), windMaxKn: 26 + (set % 4) * 2, weightKg: 60 + set * 2 });
      riders.push({ cookie, id: user.id });
    }
    log(`== Où naviguer : ${spotCount} spots × 7 jours (mélange + 5 modèles, marées), ${y1 - y0 + 1} ans d'historique, ${RIDERS} riders en ${CONDITION_SETS} jeux de conditions ; ${throwaway.kind}`);
    log(`   (préparation : marées ${(tidesMs / 1000).toFixed(1)} s, historique ${(historyMs / 1000).toFixed(1)} s)`);

    const now = new Date();
    const [, snapshotMs] = await timed(() => forecastSnapshot(db, now));
    const [, warmSnapshotMs] = await timed(() => forecastSnapshot(db, now));
    const [prefsA, prefsB] = await Promise.all([getPreferences(db, riders[0]!.id), getPreferences(db, riders[1]!.id)]);
    await riderWeek(db, prefsA, now);
    const [, judgeMs] = await timed(() => riderWeek(db, prefsB, now));
    const [, lookupMs] = await timed(() => riderWeek(db, prefsB, now));
    log(`   faits de tous les spots (une fois par passe de prévisions et par heure) : ${snapshotMs.toFixed(0)} ms à froid, puis ${warmSnapshotMs.toFixed(2)} ms`);
    log(`   un jeu de conditions jugé sur tous les spots : ${judgeMs.toFixed(1)} ms, puis ${lookupMs.toFixed(3)} ms (consultation)`);

    const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    const request = (query: string, rider = pick(riders)) => fetch(`${app!.url}/api/where?${query}`, { headers: { cookie: rider.cookie } });
    const randomQuery = () => {
      const s = pick(spots);
      return `lat=${(s.latitude + 0.1).toFixed(4)}&lon=${(s.longitude - 0.1).toFixed(4)}&radiusKm=${pick([20, 50, 100, 200])}&when=${pick(["today", "tomorrow", "weekend"])}`;
    };
    const load = async (query: () => string, seconds: number) => {
      const samples: number[] = [];
      let failed = 0;
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < until) {
            const t0 = performance.now();
            const res = await request(query());
            if (res.status !== 200) failed++;
            await res.arrayBuffer();
            samples.push(performance.now() - t0);
          }
        }),
      );
      return { calls: samples.length, failed, p50: percentile(samples, 50), p99: percentile(samples, 99), max: Math.max(...samples) };
    };
    await load(randomQuery, 2); // warm-up: JIT, pool, every set of conditions judged
    const r = await load(randomQuery, DURATION_S);
    log(`== GET /api/where (build de production, HTTP, ${CONCURRENCY} connexions, ${DURATION_S} s, rider, période, distance et lieu au hasard)`);
    log(
      `   ${r.calls} appels (${Math.round(r.calls / DURATION_S)}/s), ${r.failed} non 200 ; p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms (cible p99 < ${TARGET_P99_MS} ms) ${verdict(r.p99 < TARGET_P99_MS && r.failed === 0)}`,
    );

    const spotMonths = async (id: number) => (await fetch(`${app!.url}/api/spots/${id}/months`, { headers: { cookie: riders[0]!.cookie } })).arrayBuffer();
    const tidal = (await db.execute<{ id: number }>(sql`select id from spots where tide->>'minHeightM' is not null or tide->>'maxHeightM' is not null order by id limit 1`)).rows[0]!.id;
    const [, monthsCold] = await timed(() => spotMonths(spots[0]!.id));
    const [, monthsWarm] = await timed(() => spotMonths(spots[0]!.id));
    const [, tidalCold] = await timed(() => spotMonths(tidal));
    log(`== GET /api/spots/{id}/months : ${monthsCold.toFixed(0)} ms à froid (spot sans limites de marée), ${tidalCold.toFixed(0)} ms (spot à limites de marée), puis ${monthsWarm.toFixed(1)} ms`);
    const { readMonthHistory } = await import("../lib/2-stores/history/wind-history");
    const [rows, readMs] = await timed(() => readMonthHistory(db, 5, y0, y1));
    log(`   (lecture des ${rows.length} lignes de mai de tous les spots : ${readMs.toFixed(0)} ms)`);
    const may = async (rider: (typeof riders)[number]) => (await request("month=5", rider)).arrayBuffer();
    const [, mayCold] = await timed(() => may(riders[0]!));
    const [, mayWarm] = await timed(() => may(riders[0]!));
    const [, mayOther] = await timed(() => may(riders[1]!));
    log(`== GET /api/where?month=5 : ${mayCold.toFixed(0)} ms à froid (lecture du mois de tous les spots), ${mayOther.toFixed(0)} ms pour un autre jeu de conditions, puis ${mayWarm.toFixed(1)} ms`);
    // Every set of conditions for three months, one after the other: what the first riders pay, once per process.
    const [, fillMs] = await timed(async () => {
      for (const month of [5, 6, 7]) for (let i = 0; i < CONDITION_SETS; i++) await (await request(`month=${month}`, riders[i])).arrayBuffer();
    });
    const m = await load(() => `month=${pick([5, 6, 7])}&lat=${pick(spots).latitude}&lon=${pick(spots).longitude}&radiusKm=200`, 3);
    log(`   les ${CONDITION_SETS} jeux de conditions × 3 mois calculés une fois : ${(fillMs / 1000).toFixed(1)} s ; ensuite, ${CONCURRENCY} appels simultanés (3 s) : p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms`);
    const mem = process.memoryUsage();
    log(`   mémoire du processus : tas ${(mem.heapUsed / 1e6).toFixed(0)} Mo, hors tas ${(mem.external / 1e6).toFixed(0)} Mo, RSS ${(mem.rss / 1e6).toFixed(0)} Mo`);
  } finally {
    await app?.stop();
    await closeDb();
    await throwaway.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

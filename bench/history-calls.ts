/**
 * The history job's cost as Open-Meteo counts it (docs/decisions/0031-where-and-when.md): the 180 seeded
 * spots' five years of hourly wind fetched from the local fake archive (tests/fakes/historical-server.ts, which
 * weighs each request as Open-Meteo's calculateQueryWeight does), on the free tier's budget beside the forecasts'
 * ~4,320 calls a day (decision 0022), in simulated time: requests and calls per spot, and how long until every
 * spot's history is in.
 * Run: npx tsx bench/history-calls.ts   (TEST_DATABASE_URL set → a throwaway PostgreSQL database, else PGlite).
 */
import { createDb } from "../db/client";
import { runMigrations } from "../db/migrate";
import { seedSpots } from "../db/seed";
import { throwawayDatabase } from "../db/throwaway";
import { BATCH_BUDGET_SHARE, FREE_TIER_LIMITS } from "../lib/0-base/open-meteo-plan";
import { callBudget } from "../lib/0-base/pacing";
import { HISTORY_YEARS } from "../lib/1-domain/history/years";
import { archiveSource, fetchHistories, historyDayQuota, HISTORY_BUDGET_SHARE } from "../lib/3-features/history/fetch";
import { startFakeHistorical } from "../tests/fakes/historical-server";

const FORECAST_CALLS_A_DAY = 4_320; // 180 spots × 24 (decision 0022)
const FORECAST_RUNS_A_DAY = 8; // the batch's AROME-paced runs
const MINUTE = 60_000;
const log = (line = "") => console.log(line);

async function main() {
  const throwaway = await throwawayDatabase("alize_bench_history");
  const { db, pool, close } = createDb(throwaway.url, 4);
  const start = Date.parse("2026-12-06T00:00:00Z");
  let t = start;
  const fake = await startFakeHistorical({ now: () => new Date(t) });
  try {
    await runMigrations(pool);
    const spots = await seedSpots(pool);
    const budget = callBudget(FREE_TIER_LIMITS, () => t);
    const source = archiveSource(fake.url);
    log(`== Historique du vent : ${spots} spots × ${HISTORY_YEARS} ans, offre gratuite (${FREE_TIER_LIMITS.perMinute}/min, ${FREE_TIER_LIMITS.perHour}/h, ${FREE_TIER_LIMITS.perDay}/jour) ; ${throwaway.kind}`);
    log(`   la tâche : ${historyDayQuota(FREE_TIER_LIMITS, spots)} appels par jour au plus, sous ${HISTORY_BUDGET_SHARE * 100} % de chaque fenêtre ; les prévisions : ${FORECAST_CALLS_A_DAY} appels par jour en ${FORECAST_RUNS_A_DAY} passes (${BATCH_BUDGET_SHARE * 100} %)`);
    const wall = performance.now();
    let requests = 0;
    let runs = 0;
    let nextForecast = start;
    const pending: { weight: number; since: number }[] = [];
    let worstWait = 0;
    const firstYearDone: number[] = [];
    for (;;) {
      // The forecasts' batch, every 3 hours of simulated time: ~8 requests of 25 spots (decision 0022), each taken on
      // its own; one that does not fit waits for the next minute, as the batch waits up to 2 minutes.
      while (nextForecast <= t) {
        const requests = Math.ceil(spots / 25);
        for (let r = 0; r < requests; r++) pending.push({ weight: FORECAST_CALLS_A_DAY / FORECAST_RUNS_A_DAY / requests, since: t });
        nextForecast += (24 * 60 * MINUTE) / FORECAST_RUNS_A_DAY;
      }
      while (pending.length) {
        const request = pending[0]!;
        try {
          await budget.take(request.weight, { share: BATCH_BUDGET_SHARE, maxWaitMs: 0 });
          worstWait = Math.max(worstWait, t - request.since);
          pending.shift();
        } catch {
          break;
        }
      }
      // A run at every simulated minute, never waiting: each takes what the budget's share leaves.
      const report = await fetchHistories(db, { now: new Date(t), source, budget, maxWaitMs: 0 });
      runs++;
      requests += report.requests;
      if (!firstYearDone.length && report.missing - report.fetched <= (HISTORY_YEARS - 1) * spots) firstYearDone.push(t);
      if (report.remaining === 0) break;
      t += MINUTE;
    }
    const days = (t - start) / (24 * 60 * MINUTE);
    log(`   ${requests} requêtes (une par spot et par an), ${(requests / spots).toFixed(1)} par spot`);
    log(`   ${fake.weight.toFixed(1)} appels comptés par Open-Meteo, soit ${(fake.weight / spots).toFixed(1)} par spot (${(fake.weight / requests).toFixed(2)} par an de 3 variables)`);
    log(`   une première année pour chaque spot après ${((firstYearDone[0]! - start) / 3_600_000).toFixed(1)} h, les ${HISTORY_YEARS} ans après ${days.toFixed(1)} jours (temps simulé ; ${runs} passes, ${((performance.now() - wall) / 1000).toFixed(0)} s réelles)`);
    log(`   la plus longue attente d'une requête de prévisions : ${worstWait / MINUTE} min (le lot attend au plus 2 min)`);
    log(`   ensuite : ${(fake.weight / spots / HISTORY_YEARS).toFixed(1)} appels par spot une fois par an (l'année écoulée)`);
  } finally {
    await fake.close();
    await close();
    await throwaway.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

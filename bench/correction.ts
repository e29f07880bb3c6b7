/**
 * « Le vent d'ici » at scale: 180 spots, each with its station, learn the correction of the standard forecast and of
 * the five models from 60 days of history made by the Previous Runs fake's weather (tests/fakes/previous-runs-server.ts),
 * in this process, no provider asked: a third of the stations read consistently above the models, a third disagree at
 * random, a third agree with them.
 *   1. the rules alone (lib/1-domain/correction): pairing, 30 rolling back-tests and the final table per model;
 *   2. the correction-train job per spot on a database (the history already stored: reads, learning, writes).
 * Prints the time per spot and the mean error before and after, over the back-test's held-out hours: of the raw
 * models, and of what riders are shown (corrected where the correction applies, raw elsewhere).
 * Run: TEST_DATABASE_URL=postgres://… npx tsx bench/correction.ts [--spots 180] [--days 60] [--no-db]   (without it: embedded PGlite)
 */
import os from "node:os";
import type { StoredCorrection } from "../db/column-types";
import { createDb } from "../db/client";
import { runMigrations } from "../db/migrate";
import { spots, spotWindStations, windStations } from "../db/schema";
import { throwawayDatabase } from "../db/throwaway";
import { learnSpot } from "../lib/1-domain/correction/learn";
import { FORECAST_MODELS } from "../lib/1-domain/weather/model-ids";
import { saveForecastDays, saveStationDays } from "../lib/2-stores/correction/history";
import { trainSpotCorrection } from "../lib/3-features/correction/train";
import { onSharedPagesChanged } from "../lib/3-features/shared-pages/changed";
import { FAKE_BEHAVIOURS, type FakeBehaviour } from "../tests/fakes/previous-runs-server";
import { syntheticHistory } from "../tests/support/correction";
import { cleanups, runBench } from "./lib/run";

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const SPOTS = Number(option("spots") ?? 180);
const DAYS = Number(option("days") ?? 60);
const WITH_DB = !process.argv.includes("--no-db");
const NOW = new Date();
const log = (line = "") => console.log(line);
const fr = (n: number, digits = 1) => n.toLocaleString("fr-FR", { maximumFractionDigits: digits, minimumFractionDigits: digits });

const behaviourOf = (i: number): FakeBehaviour => FAKE_BEHAVIOURS[(i + 1) % 3]!;
const LABELS: Record<FakeBehaviour | "all", string> = { agrees: "balises d'accord", above: "balises au-dessus", random: "balises au hasard", all: "ensemble" };
const placeOf = (i: number) => ({ latitude: Math.round((42.5 + (i % 30) * 0.28) * 1000) / 1000, longitude: Math.round((-4.5 + Math.floor(i / 30) * 1.9) * 1000) / 1000 });

type Tally = { hours: number; raw: number; shown: number; applied: number; models: number };
const tally = (): Tally => ({ hours: 0, raw: 0, shown: 0, applied: 0, models: 0 });

/** The held-out hours' errors: of the raw model, and of what is shown (corrected only where applied). */
function add(t: Tally, c: StoredCorrection) {
  t.models++;
  if (c.rawMaeKn === null || c.correctedMaeKn === null) return;
  t.hours += c.testedHours;
  t.raw += c.rawMaeKn * c.testedHours;
  t.shown += (c.applied ? c.correctedMaeKn : c.rawMaeKn) * c.testedHours;
  if (c.applied) t.applied++;
}

function report(title: string, byBehaviour: Map<FakeBehaviour, Tally>) {
  const all = tally();
  for (const t of byBehaviour.values()) for (const k of Object.keys(all) as (keyof Tally)[]) all[k] += t[k];
  log(title);
  for (const [behaviour, t] of [...byBehaviour, ["all", all] as const]) {
    log(
      `   ${LABELS[behaviour].padEnd(17)} : erreur moyenne ${fr(t.raw / t.hours)} nds brute → ${fr(t.shown / t.hours)} nds affichée` +
        ` (${t.applied} corrections appliquées sur ${t.models} modèles, ${t.hours.toLocaleString("fr-FR")} heures testées)`,
    );
  }
}

async function main() {
  // No app to renew pages in: a training here stores its table, nothing more.
  onSharedPagesChanged(async () => undefined);
  log(`« Le vent d'ici » : ${SPOTS} spots × ${FORECAST_MODELS.length} prévisions × ${DAYS} jours d'historique (${os.cpus().length} cœurs, charge ${os.loadavg()[0]!.toFixed(1)})`);
  const histories = Array.from({ length: SPOTS }, (_, i) => syntheticHistory(placeOf(i), behaviourOf(i), DAYS, NOW, FORECAST_MODELS));

  // 1. The rules alone.
  const byBehaviour = new Map<FakeBehaviour, Tally>(FAKE_BEHAVIOURS.map((b) => [b, tally()]));
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  histories.forEach((h, i) => {
    for (const c of learnSpot(h.forecasts, h.stations, NOW).values()) add(byBehaviour.get(behaviourOf(i))!, c);
  });
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  log(`1. règles seules : ${fr(ms / 1000, 2)} s (${fr(ms / SPOTS)} ms par spot, CPU ${fr((cpu.user + cpu.system) / 1000 / 1000, 2)} s)`);
  report("   sur les 30 derniers jours, jours jamais appris :", byBehaviour);

  if (!WITH_DB) return;
  // 2. The job, on a database holding the history.
  const database = await throwawayDatabase("alize_bench_correction");
  cleanups.add(database.drop);
  const { db, pool, close } = createDb(database.url, 4);
  cleanups.add(close);
  await runMigrations(pool);
  const rows = await db
    .insert(spots)
    .values(histories.map((_, i) => ({ name: `Banc correction ${i}`, description: "banc", ...placeOf(i), hydrographicZero: 0, hydrographicSource: "banc" })))
    .returning({ id: spots.id });
  await db.insert(windStations).values(rows.map((_, i) => ({ id: 500_000 + i, name: `Balise ${i}`, ...placeOf(i), measuredAt: NOW, windAvgKmh: 20 })));
  await db.insert(spotWindStations).values(rows.map((r, i) => ({ spotId: r.id, stationId: 500_000 + i, distanceKm: 1 })));
  const s0 = performance.now();
  for (const [i, r] of rows.entries()) {
    await saveForecastDays(db, r.id, "history", histories[i]!.forecasts);
    await saveStationDays(db, 500_000 + i, "archive", histories[i]!.stations);
  }
  log(`2. ${database.kind} : historique enregistré en ${fr((performance.now() - s0) / 1000, 2)} s`);
  const jobs = new Map<FakeBehaviour, Tally>(FAKE_BEHAVIOURS.map((b) => [b, tally()]));
  const j0 = performance.now();
  for (const [i, r] of rows.entries()) {
    const done = await trainSpotCorrection(db, r.id, { now: NOW, previousRunsBaseUrl: "http://127.0.0.1:9", openWindMapBaseUrl: "http://127.0.0.1:9" });
    if (done.status !== "trained" || done.history.forecast !== "known" || done.history.station !== "known") throw new Error(`spot ${r.id} : ${JSON.stringify(done)}`);
    jobs.get(behaviourOf(i))!.applied += done.applied.length;
  }
  const jobMs = performance.now() - j0;
  log(`   tâche correction-train, ${SPOTS} spots l'un après l'autre : ${fr(jobMs / 1000, 2)} s (${fr(jobMs / SPOTS)} ms par spot)`);
  log(`   corrections appliquées : ${[...jobs].map(([b, t]) => `${LABELS[b]} ${t.applied}`).join(", ")}`);
}

runBench(main, 15 * 60_000);

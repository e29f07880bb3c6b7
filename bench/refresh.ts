/**
 * The forecast refresh at scale: 5,000 synthetic spots refreshed against the local fake Open-Meteo
 * (in a process of its own, as the real provider would be), pacing off, every model (the blend and six models'
 * columns, a week of hours: the fake's horizons), alert evaluation and tides left out.
 *   1. first refresh: every spot new, every model asked (`refreshAllForecasts`, 25 spots a request, 4 at once);
 *   2. the next hourly run with no new run published: nobody is asked;
 *   3. a forced refresh of every spot over its stored hours (`maxAgeMs: 0`): the steady state, upserts.
 * Prints spots per second, the database time (summed over the requests under way together), requests and
 * Open-Meteo calls. Target: ≥ 50 spots/s on PostgreSQL. The spots (and their database) are removed afterwards.
 * Run: TEST_DATABASE_URL=postgres://… npx tsx bench/refresh.ts [--spots 5000] [--no-steady]   (without it: embedded PGlite)
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { createDb } from "../db/client";
import { runMigrations } from "../db/migrate";
import { spots } from "../db/schema";
import { throwawayDatabase } from "../db/throwaway";
import { refreshAllForecasts, type BatchOptions, type BatchReport } from "../lib/3-features/forecast-refresh/batch";
import { cleanups, runBench } from "./lib/run";
import { verdict } from "./lib/stats";

const TARGET_SPOTS_PER_S = 50;
const TIME_LIMIT_MS = 20 * 60_000;
const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const SPOTS = Number(option("spots") ?? 5_000);
const log = (line = "") => console.log(line);
const fr = (n: number, digits = 0) => n.toLocaleString("fr-FR", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The fake in a process of its own: its JSON is not built on the refresh's core. */
async function startFake(): Promise<string> {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const child = spawn(tsx, ["tests/fakes/open-meteo-server.ts", "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  cleanups.add(async () => child.kill("SIGTERM"));
  return new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /fake Open-Meteo on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`faux Open-Meteo arrêté (${code})`)));
  });
}

function line(name: string, r: BatchReport, cpuMs: number) {
  const perS = r.refreshed / (r.forecastMs / 1000);
  log(
    `${name} : ${fr(r.refreshed)} spots mis à jour, ${fr(r.fresh)} à jour, ${fr(r.failed)} en échec en ${fr(r.forecastMs / 1000, 1)} s` +
      (r.refreshed ? ` → ${fr(perS, 1)} spots/s` : "") +
      ` ; base ${fr(r.dbMs / 1000, 1)} s (cumulée) ; CPU de ce processus ${fr(cpuMs / 1000, 1)} s ; ${fr(r.requests)} requêtes, ${fr(r.calls, 1)} appels Open-Meteo`,
  );
  return perS;
}

async function main() {
  const fakeUrl = await startFake();
  const database = await throwawayDatabase("alize_bench_refresh");
  cleanups.add(database.drop);
  // The batch reads the plan (key, budgets) from the checked environment.
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? crypto.randomBytes(32).toString("hex"),
    OPEN_METEO_BASE_URL: fakeUrl,
    // The batch refreshes the sea too (lib/3-features/forecast-refresh/batch.ts): the fake serves /v1/marine.
    OPEN_METEO_MARINE_BASE_URL: fakeUrl,
    BACKGROUND_JOBS: "off",
  });
  const { db, pool, close } = createDb(database.url, 8);
  cleanups.add(close);
  await runMigrations(pool);
  for (let i = 0; i < SPOTS; i += 1_000) {
    await db.insert(spots).values(
      Array.from({ length: Math.min(1_000, SPOTS - i) }, (_, k) => {
        const n = i + k;
        return {
          name: `Banc ${n}`,
          description: "Spot synthétique du banc de rafraîchissement",
          latitude: 42 + (n % 100) * 0.09 + Math.floor(n / 100) * 0.0001,
          longitude: -4.8 + Math.floor(n / 100) * 0.25,
          hydrographicZero: 0,
          hydrographicSource: "banc",
        };
      }),
    );
  }
  log(`Base : ${database.kind} ; ${fr(SPOTS)} spots ; faux Open-Meteo ${fakeUrl} ; charge ${os.loadavg().map((l) => fr(l, 1)).join(" / ")}`);

  const options: BatchOptions = { baseUrl: fakeUrl, budget: null, tides: false, onRefreshed: async () => undefined };
  // The machine is shared: this process's own CPU time says what the refresh costs whatever the others do.
  const timed = async (run: () => Promise<BatchReport>) => {
    const cpu = process.cpuUsage();
    const report = await run();
    const used = process.cpuUsage(cpu);
    return [report, (used.user + used.system) / 1000] as const;
  };
  const firstPerS = line("1. premier rafraîchissement, tous les modèles", ...(await timed(() => refreshAllForecasts(db, options))));
  line("2. heure suivante sans nouveau run", ...(await timed(() => refreshAllForecasts(db, options))));
  const steadyPerS = process.argv.includes("--no-steady")
    ? Infinity
    : line("3. rafraîchissement forcé sur les heures stockées", ...(await timed(() => refreshAllForecasts(db, { ...options, maxAgeMs: 0 }))));
  const rows = await pool.query("select (select count(*) from weather_forecasts)::int as blend, (select count(*) from weather_model_hours)::int as models");
  log(`Lignes : ${fr(rows.rows[0].blend)} heures de prévision, ${fr(rows.rows[0].models)} heures de modèles`);
  log(`charge après : ${os.loadavg().map((l) => fr(l, 1)).join(" / ")}`);
  const worst = Math.min(firstPerS, steadyPerS);
  log(`Cible ≥ ${TARGET_SPOTS_PER_S} spots/s : ${fr(worst, 1)} spots/s au pire des deux passages → ${verdict(worst >= TARGET_SPOTS_PER_S)}`);
}

runBench(main, TIME_LIMIT_MS);

/*
 * Refreshes every spot's forecast older than 50 minutes (all of them with --force) and every spot's tides
 * older than a day, 4 spots at a time and within Open-Meteo's free tier; prints what it did.
 * For a scheduler on a machine of its own (cron, systemd timer); on Vercel use /api/cron/refresh-forecasts.
 *   DATABASE_URL=postgres://… npx tsx scripts/refresh-forecasts.ts [--force] [--concurrency 4]
 * OPEN_METEO_BASE_URL and OPEN_METEO_MARINE_BASE_URL are read as by the app (defaults https://api.open-meteo.com,
 * https://marine-api.open-meteo.com); the sea of every sea spot is fetched again when 2 h 50 min old.
 */
import { createDb } from "../db/client";
import { databaseUrl } from "../db/config";
import { loadProjectEnv, option } from "./cli";
import { BATCH_CONCURRENCY, refreshAllForecasts } from "../lib/3-features/forecast-refresh/batch";
import { marineManySource } from "../lib/3-features/sea/refresh";

loadProjectEnv();

async function main(): Promise<void> {
  const url = databaseUrl();
  const concurrency = Number(option("concurrency") ?? BATCH_CONCURRENCY);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) throw new Error("--concurrency : un entier de 1 à 16.");
  const baseUrl = process.env.OPEN_METEO_BASE_URL || "https://api.open-meteo.com";
  const { db, close } = createDb(url, concurrency + 1);
  try {
    const report = await refreshAllForecasts(db, {
      baseUrl,
      seaSource: marineManySource(process.env.OPEN_METEO_MARINE_BASE_URL || "https://marine-api.open-meteo.com"),
      concurrency,
      maxAgeMs: process.argv.includes("--force") ? 0 : undefined,
    });
    console.log(
      `[prévisions] ${report.spots} spots : ${report.refreshed} mis à jour, ${report.fresh} déjà à jour, ` +
        `${report.busy} en cours ailleurs, ${report.failed} en échec (${report.forecastMs} ms) ; ` +
        `mer mise à jour pour ${report.sea} spots ; marées recalculées pour ${report.tides} spots (${report.tidesMs} ms)`,
    );
    if (report.failed > 0) process.exitCode = 1;
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(`[prévisions] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

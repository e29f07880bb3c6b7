import crypto from "node:crypto";
import { throwawayDatabase } from "../../db/throwaway";
import { startFakeOpenMeteo } from "../../tests/fakes/open-meteo-server";
import { startApp, type AppServer } from "./app-server";
import { cleanups } from "./run";

/**
 * The production build as the page benches load it: Open-Meteo played by its local fake, a throwaway PostgreSQL
 * database when TEST_DATABASE_URL is set (else the launcher's PGlite), and every spot's forecast stored by the
 * scheduled refresh's route before the first page. Everything started is stopped by `cleanups` (./run.ts).
 */
export async function startAppWithForecasts(opts: { distDir: string; databasePrefix: string }): Promise<{ app: AppServer; database: string }> {
  const fake = await startFakeOpenMeteo({ port: 0 });
  cleanups.add(() => fake.close());
  const db = process.env.TEST_DATABASE_URL ? await throwawayDatabase(opts.databasePrefix) : null;
  if (db) cleanups.add(db.drop);
  const cronSecret = crypto.randomBytes(24).toString("hex");
  // Passed on to the app.
  Object.assign(process.env, { OPEN_METEO_BASE_URL: fake.url, OPEN_METEO_MARINE_BASE_URL: fake.url, CRON_SECRET: cronSecret });
  const app = await startApp({ distDir: opts.distDir, databaseUrl: db?.url });
  cleanups.add(app.stop);
  const cron = await fetch(`${app.url}/api/cron/refresh-forecasts`, { headers: { authorization: `Bearer ${cronSecret}` } });
  if (!cron.ok) throw new Error(`rafraîchissement des prévisions impossible : ${cron.status} ${await cron.text()}`);
  return { app, database: db ? db.kind : "PGlite embarqué du lanceur" };
}

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPool } from "../db/client";
import { throwawayDatabase } from "../db/throwaway";
import { runMigrations } from "../db/migrate";
import { seedSpots } from "../db/seed";

/*
 * One fresh database per test run: an in-memory PGlite server by default, or a throwaway database created
 * on TEST_DATABASE_URL's server (and dropped afterwards). Migrations and the seed are applied to it.
 */
export default async function setup() {
  // Each test project (vitest.config.ts) runs the global setup; the first one creates the run's database.
  if (process.env.ALIZE_TEST_RUN_DATABASE) return;
  const database = await throwawayDatabase("alize_test");
  const url = database.url;

  const pool = createPool(url, 2);
  await runMigrations(pool);
  await seedSpots(pool);
  await pool.end();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "alize-test-"));
  Object.assign(process.env, {
    DATABASE_URL: url,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    APP_URL: "http://localhost:3000",
    DATA_DIR: dataDir,
    // A realtime service started by a test (supervisor.test.ts) must not reach the real network: refused at once.
    OPENWINDMAP_BASE_URL: "http://127.0.0.1:9",
    // Nor the Marine API: a test that wants the sea points this (or a sea source) at the fake.
    OPEN_METEO_MARINE_BASE_URL: "http://127.0.0.1:9",
    // Nor the Previous Runs API (the station correction's history): its tests give the fake's address.
    OPEN_METEO_PREVIOUS_RUNS_BASE_URL: "http://127.0.0.1:9",
    // Nor the archive (the wind history): its tests start their own fake.
    OPEN_METEO_HISTORICAL_BASE_URL: "http://127.0.0.1:9",
    // No job queue unless a test starts one: a refresh enqueues nothing, a realtime service works no queue.
    BACKGROUND_JOBS: "off",
    ALIZE_TEST_RUN_DATABASE: "1",
  });
  delete process.env.RESEND_API_KEY;

  return async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedDb, type EmbeddedDb } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedSpots } from "../db/seed";

/*
 * One fresh database per test run: an in-memory PGlite server by default, or a throwaway database created
 * on TEST_DATABASE_URL's server (and dropped afterwards). Migrations and the seed are applied to it.
 */
export default async function setup() {
  let embedded: EmbeddedDb | undefined;
  let url: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `alize_test_${Date.now()}_${crypto.randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    embedded = await startEmbeddedDb();
    url = embedded.url;
  }

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  await runMigrations(pool);
  await seedSpots(pool);
  await pool.end();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "alize-test-"));
  Object.assign(process.env, {
    DATABASE_URL: url,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    APP_URL: "http://localhost:3000",
    DATA_DIR: dataDir,
  });
  delete process.env.RESEND_API_KEY;

  return async () => {
    await embedded?.stop();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

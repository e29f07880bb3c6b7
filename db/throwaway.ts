import crypto from "node:crypto";
import pg from "pg";
import { startEmbeddedDb } from "./embedded";

export type ThrowawayDb = { url: string; kind: string; drop: () => Promise<void> };

/**
 * A database that only one test run or bench uses: a new database on TEST_DATABASE_URL's server when it is set
 * (dropped afterwards), otherwise an in-memory embedded PGlite on 127.0.0.1.
 */
export async function throwawayDatabase(prefix: string): Promise<ThrowawayDb> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const embedded = await startEmbeddedDb();
    return { url: embedded.url, kind: "PGlite embarqué en mémoire (127.0.0.1)", drop: () => embedded.stop() };
  }
  const name = `${prefix}_${Date.now()}_${crypto.randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: `PostgreSQL ${url.host} (base jetable ${name})`,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

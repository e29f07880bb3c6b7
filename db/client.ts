import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { databaseUrl } from "./config";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

type Holder = { pool?: pg.Pool; db?: Db };
// Survives Next's hot reload in development, so reloading a module does not leak pools.
const holder = ((globalThis as Record<string, unknown>).__alizeDb ??= {}) as Holder;

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on("error", (err) => console.error("[db] connexion perdue :", err.message));
  return pool;
}

/**
 * A database client of its own (a script, a bench, a test playing a second instance of the app): its pool, the
 * Drizzle client on it, and how to close both. The app itself shares one: getDb().
 */
export function createDb(connectionString: string, max = 10): { db: Db; pool: pg.Pool; close: () => Promise<void> } {
  const pool = createPool(connectionString, max);
  return { db: drizzle(pool, { schema }), pool, close: () => pool.end() };
}

export function getPool(): pg.Pool {
  holder.pool ??= createPool(databaseUrl());
  return holder.pool;
}

export function getDb(): Db {
  holder.db ??= drizzle(getPool(), { schema });
  return holder.db;
}

export async function closeDb(): Promise<void> {
  const pool = holder.pool;
  holder.pool = undefined;
  holder.db = undefined;
  await pool?.end();
}

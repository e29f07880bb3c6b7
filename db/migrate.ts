import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import path from "node:path";
import type pg from "pg";

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, "migrations");

/** Applies the committed SQL migrations (idempotent: drizzle records what it applied). */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });
}

import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { spots } from "./schema";
import { SEED_SPOTS } from "./seed/spots-data";

/** Upserts the real French spots by name: running it again never duplicates a spot. */
export async function seedSpots(pool: pg.Pool): Promise<number> {
  const db = drizzle(pool);
  const rows = SEED_SPOTS.map((s) => ({
    name: s.name,
    description: s.description,
    latitude: s.latitude,
    longitude: s.longitude,
    hydrographicSource: s.hydrographicSource,
    hydrographicZero: s.hydrographicZero,
  }));
  await db
    .insert(spots)
    .values(rows)
    .onConflictDoUpdate({
      target: spots.name,
      set: {
        description: sql`excluded.description`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
        hydrographicSource: sql`excluded.hydrographic_source`,
        hydrographicZero: sql`excluded.hydrographic_zero`,
      },
    });
  return rows.length;
}

import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { spots } from "./schema";
import { SEED_SPOTS } from "./seed/spots-data";

/** Upserts the real French spots by name, with their knowledge: running it again updates them, never duplicates one. */
export async function seedSpots(pool: pg.Pool): Promise<number> {
  const db = drizzle(pool);
  const rows = SEED_SPOTS.map((s) => ({
    name: s.name,
    description: s.description,
    latitude: s.latitude,
    longitude: s.longitude,
    hydrographicSource: s.hydrographicSource,
    hydrographicZero: s.hydrographicZero,
    ...s.knowledge,
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
        waterBody: sql`excluded.water_body`,
        orientation: sql`excluded.orientation`,
        rideableSectors: sql`excluded.rideable_sectors`,
        offshoreSectors: sql`excluded.offshore_sectors`,
        level: sql`excluded.level`,
        water: sql`excluded.water`,
        tide: sql`excluded.tide`,
        seasonalBan: sql`excluded.seasonal_ban`,
        sources: sql`excluded.sources`,
        hazards: sql`excluded.hazards`,
        zones: sql`excluded.zones`,
        summerRestrictions: sql`excluded.summer_restrictions`,
      },
    });
  return rows.length;
}

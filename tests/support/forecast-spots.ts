/* For tests only: spots of their own (unique names and places), removed afterwards with their rows. */
import crypto from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { createDb, type Db } from "../../db/client";
import { throwawayDatabase } from "../../db/throwaway";
import { runMigrations } from "../../db/migrate";
import { spots, weatherForecasts } from "../../db/schema";
import type { WaterBody } from "../../db/spot-knowledge";

export type TestSpotInput = { latitude: number; longitude: number; hydrographicSource?: string; waterBody?: WaterBody };

let counter = 0;

/** Inserts spots at distinct places (a small offset per spot, so a fake provider can count calls per place). */
export async function insertSpots(db: Db, inputs: TestSpotInput[]) {
  const tag = crypto.randomBytes(3).toString("hex");
  const rows = await db
    .insert(spots)
    .values(
      inputs.map((s) => {
        const n = ++counter;
        return {
          name: `Prévisions test ${tag} ${n}`,
          description: `Spot de test ${n}`,
          latitude: Math.round((s.latitude + n * 0.0011) * 10_000) / 10_000,
          longitude: s.longitude,
          hydrographicZero: 0,
          hydrographicSource: s.hydrographicSource ?? "test",
          ...(s.waterBody ? { waterBody: s.waterBody } : {}),
        };
      }),
    )
    .returning();
  return { spots: rows, remove: () => db.delete(spots).where(inArray(spots.id, rows.map((r) => r.id))) };
}

/** Makes a spot's stored forecast look `ageMs` old. */
export async function ageForecast(db: Db, spotId: number, ageMs: number) {
  await db
    .update(weatherForecasts)
    .set({ lastUpdated: sql`now() - make_interval(secs => ${ageMs / 1000}::double precision)` })
    .where(sql`${weatherForecasts.spotId} = ${spotId}`);
}

/**
 * A migrated database of its own, without the seed: for tests that touch every spot (the batch refresher),
 * which must neither see nor change the spots of the test files running beside them. A throwaway database on
 * TEST_DATABASE_URL's server when it is set, an in-memory embedded one otherwise.
 */
export async function isolatedDatabase(): Promise<{ url: string; db: Db; stop: () => Promise<void> }> {
  const { url, drop } = await throwawayDatabase("alize_test_batch");
  const { db, pool, close } = createDb(url, 6);
  await runMigrations(pool);
  return {
    url,
    db,
    stop: async () => {
      await close();
      await drop();
    },
  };
}

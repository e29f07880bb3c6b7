import crypto from "node:crypto";
import { inArray } from "drizzle-orm";
import { getDb } from "../../db/client";
import { spots } from "../../db/schema";

/* For tests only: spots of their own (unique names), far from the seed's, removed afterwards. */
export type TestSpot = { key: string; latitude: number; longitude: number; description?: string };

export async function insertTestSpots<K extends string>(list: (TestSpot & { key: K })[]) {
  const tag = crypto.randomBytes(3).toString("hex");
  const rows = await getDb()
    .insert(spots)
    .values(
      list.map((s) => ({
        name: `Test ${s.key} ${tag}`,
        description: s.description ?? `Spot de test ${s.key}`,
        latitude: s.latitude,
        longitude: s.longitude,
        hydrographicZero: 0,
        hydrographicSource: "test",
      })),
    )
    .returning({ id: spots.id, name: spots.name });
  const ids = Object.fromEntries(list.map((s, i) => [s.key, rows[i]!.id])) as Record<K, number>;
  const names = Object.fromEntries(list.map((s, i) => [s.key, rows[i]!.name])) as Record<K, string>;
  return { ids, names, remove: () => getDb().delete(spots).where(inArray(spots.id, Object.values<number>(ids))) };
}

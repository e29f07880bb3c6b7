import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, createPool, getDb } from "@/db/client";
import { spots } from "@/db/schema";
import { seedSpots } from "@/db/seed";
import { SEED_SPOTS } from "@/db/seed/spots-data";
import { NotFound } from "@/lib/0-base/errors";
import { insertSpots } from "@/tests/support/forecast-spots";
import { getSpot } from "./spot";

afterAll(() => closeDb());

async function idOf(name: string): Promise<number> {
  const [row] = await getDb().select({ id: spots.id }).from(spots).where(eq(spots.name, name));
  return row.id;
}

describe("getSpot", () => {
  it("answers the spec's fields and the seeded knowledge of the spot", async () => {
    const spot = await getSpot(getDb(), await idOf("Wissant"));
    const seed = SEED_SPOTS.find((s) => s.name === "Wissant")!;
    expect(spot).toMatchObject({ name: "Wissant", latitude: seed.latitude, longitude: seed.longitude });
    expect(spot).toMatchObject(seed.knowledge);
    expect(spot.waterBody).toBe("mer");
    expect(Math.abs(spot.orientation - 320)).toBeLessThanOrEqual(10);
    expect(spot.offshoreSectors).toHaveLength(1);
    expect(spot.sources[0].url).toMatch(/^https:\/\//);
  });

  it("answers a lake with no offshore sector", async () => {
    const spot = await getSpot(getDb(), await idOf("Lac du Mont-Cenis"));
    expect(spot.waterBody).toBe("lac");
    expect(spot.offshoreSectors).toEqual([]);
    expect(spot.tide).toEqual({ minHeightM: null, maxHeightM: null, note: null });
  });

  it("gives a spot inserted without knowledge the column defaults: no rideable sector", async () => {
    const { spots: [row], remove } = await insertSpots(getDb(), [{ latitude: 47.3, longitude: -2.5 }]);
    try {
      const spot = await getSpot(getDb(), row.id);
      expect(spot).toMatchObject({ waterBody: "mer", rideableSectors: [], offshoreSectors: [], seasonalBan: null, sources: [] });
    } finally {
      await remove();
    }
  });

  it("throws NotFound for an unknown spot", async () => {
    await expect(getSpot(getDb(), 987_654)).rejects.toBeInstanceOf(NotFound);
  });
});

describe("seedSpots", () => {
  it("re-seeds idempotently: restores the knowledge of an edited spot and duplicates nothing", async () => {
    const db = getDb();
    const id = await idOf("Leucate – La Franqui");
    await db.update(spots).set({ orientation: 0, level: "débutant", sources: [] }).where(eq(spots.id, id));
    // Only the seed's spots: other test files add and remove their own meanwhile.
    const seeded = async () => (await db.select({ id: spots.id }).from(spots).where(inArray(spots.name, SEED_SPOTS.map((s) => s.name)))).length;
    const before = await seeded();
    expect(before).toBe(SEED_SPOTS.length);
    const pool = createPool(process.env.DATABASE_URL!, 1);
    try {
      expect(await seedSpots(pool)).toBe(SEED_SPOTS.length);
    } finally {
      await pool.end();
    }
    expect(await seeded()).toBe(before);
    const spot = await getSpot(db, id);
    const seed = SEED_SPOTS.find((s) => s.name === "Leucate – La Franqui")!;
    expect(spot.orientation).toBe(seed.knowledge.orientation);
    expect(spot.level).toBe(seed.knowledge.level);
    expect(spot.sources).toEqual(seed.knowledge.sources);
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb, type Db } from "@/db/client";
import { spots, tideTimes } from "@/db/schema";
import { parisDayStart } from "@/lib/0-base/time";
import { NotFound } from "@/lib/0-base/errors";
import { BREST_STATION_ID, COEFFICIENT_MAX, COEFFICIENT_MIN } from "@/lib/1-domain/tides";
import { insertSpots } from "../../../tests/support/forecast-spots";
import { loadTides, TIDE_DAYS, TIDE_MARGIN_MS } from "./tides";

const DAY = 86_400_000;
let db: Db;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(() => {
  db = getDb();
});
afterAll(async () => {
  await Promise.all(cleanups.map((c) => c()));
  await closeDb();
});

async function newSpot(latitude: number, longitude: number, hydrographicSource?: string) {
  const { spots: [spot], remove } = await insertSpots(db, [{ latitude, longitude, hydrographicSource }]);
  cleanups.push(remove);
  return spot;
}
const computedAt = async (id: number) => (await db.select().from(spots).where(eq(spots.id, id)))[0].tidesComputedAt;
const ageTides = (id: number, ms: number) =>
  db.update(spots).set({ tidesComputedAt: sql`now() - make_interval(secs => ${ms / 1000}::double precision)` }).where(eq(spots.id, id));

describe("loadTides", () => {
  it("predicts 7 days of alternating high and low waters at the spot's gauge, with Brest's coefficient", async () => {
    const spot = await newSpot(48.38, -4.49, `${BREST_STATION_ID} – Brest`);
    const rows = await loadTides(db, spot.id);
    const start = parisDayStart(new Date()).getTime();
    expect(rows.length).toBeGreaterThanOrEqual(TIDE_DAYS * 3.8);
    expect(rows[0].tideTime.getTime()).toBeGreaterThanOrEqual(start - TIDE_MARGIN_MS);
    expect(rows.at(-1)!.tideTime.getTime()).toBeGreaterThan(start + TIDE_DAYS * DAY - TIDE_MARGIN_MS);
    expect(rows.at(-1)!.tideTime.getTime()).toBeLessThanOrEqual(start + TIDE_DAYS * DAY + TIDE_MARGIN_MS);
    rows.forEach((row, i) => {
      if (i) {
        expect(row.tideTime.getTime()).toBeGreaterThan(rows[i - 1].tideTime.getTime());
        expect(row.type).not.toBe(rows[i - 1].type);
      }
      expect(row.height).toBeGreaterThanOrEqual(-0.5);
      expect(row.height).toBeLessThan(8.5);
      expect(row.coefficient).toBeGreaterThanOrEqual(COEFFICIENT_MIN);
      expect(row.coefficient).toBeLessThanOrEqual(COEFFICIENT_MAX);
    });
    const highs = rows.filter((r) => r.type === "high").map((r) => r.height);
    const lows = rows.filter((r) => r.type === "low").map((r) => r.height);
    expect(Math.min(...highs)).toBeGreaterThan(Math.max(...lows));
    expect(await computedAt(spot.id)).toEqual(rows[0].lastUpdated);
  });

  it("keeps the stored tides for a day, then predicts them again", async () => {
    const spot = await newSpot(48.38, -4.49, `${BREST_STATION_ID} – Brest`);
    const first = await loadTides(db, spot.id);
    await ageTides(spot.id, DAY - 60_000);
    expect((await loadTides(db, spot.id)).map((r) => r.id)).toEqual(first.map((r) => r.id));
    await ageTides(spot.id, DAY + 60_000);
    const again = await loadTides(db, spot.id);
    expect(again.length).toBe(first.length);
    expect(again[0].id).not.toBe(first[0].id);
    expect(Date.now() - again[0].lastUpdated.getTime()).toBeLessThan(60_000);
  });

  it("gives no tides, and remembers it for a day, when no gauge is within reach", async () => {
    const spot = await newSpot(45.78, 3.08, "aucun marégraphe"); // Clermont-Ferrand
    expect(await loadTides(db, spot.id)).toEqual([]);
    const first = await computedAt(spot.id);
    expect(first).not.toBeNull();
    expect(await loadTides(db, spot.id)).toEqual([]);
    expect(await computedAt(spot.id)).toEqual(first);
  });

  it("falls back to the nearest usable gauge when the named one is unknown", async () => {
    const spot = await newSpot(50.73, 1.59, "ticon/nulle-part – Nulle part"); // beside Boulogne-sur-Mer's gauge
    expect((await loadTides(db, spot.id)).length).toBeGreaterThan(20);
  });

  it("stores no coefficient in the Mediterranean", async () => {
    const spot = await newSpot(43.39, 3.7, "ticon/sete-250-fra-refmar – Sete");
    const rows = await loadTides(db, spot.id);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.coefficient === null)).toBe(true);
  });

  it("computes once for concurrent requests of one spot", async () => {
    const spot = await newSpot(48.38, -4.49, `${BREST_STATION_ID} – Brest`);
    const answers = await Promise.all(Array.from({ length: 5 }, () => loadTides(db, spot.id)));
    const stored = await db.select().from(tideTimes).where(eq(tideTimes.spotId, spot.id));
    for (const rows of answers) expect(rows.map((r) => r.id)).toEqual(answers[0].map((r) => r.id));
    expect(stored.length).toBe(answers[0].length);
  });

  it("throws NotFound for an unknown spot", async () => {
    await expect(loadTides(db, 999_999_999)).rejects.toBeInstanceOf(NotFound);
  });
});

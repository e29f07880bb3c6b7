import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { spots } from "@/db/schema";
import { loadTideCurve } from "./tide-curve";

afterAll(() => closeDb());

async function idOf(name: string): Promise<number> {
  const [row] = await getDb().select({ id: spots.id }).from(spots).where(eq(spots.name, name));
  return row!.id;
}

const FROM = new Date("2026-11-23T00:00:00Z");
const TO = new Date("2026-11-23T23:00:00Z");

describe("loadTideCurve", () => {
  it("gives a tidal coast its water height every hour, rising and falling by metres", async () => {
    const curve = await loadTideCurve(getDb(), await idOf("Wissant"), FROM, TO);
    expect(curve.kind).toBe("tidal");
    expect(curve.points).toHaveLength(24);
    expect(curve.points[0]!.time).toBe(FROM.toISOString());
    const heights = curve.points.map((p) => p.heightM);
    expect(Math.max(...heights) - Math.min(...heights)).toBeGreaterThan(3);
  });

  it("says « negligible » for the Mediterranean and « lake » for a lake, with no curve", async () => {
    expect(await loadTideCurve(getDb(), await idOf("Leucate – La Franqui"), FROM, TO)).toEqual({ kind: "negligible", points: [] });
    expect(await loadTideCurve(getDb(), await idOf("Lac du Mont-Cenis"), FROM, TO)).toEqual({ kind: "lake", points: [] });
  });

  it("draws no curve without forecast hours", async () => {
    expect(await loadTideCurve(getDb(), await idOf("Wissant"), null, null)).toEqual({ kind: "tidal", points: [] });
  });
});

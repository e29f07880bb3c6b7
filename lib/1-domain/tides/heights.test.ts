import { describe, expect, it } from "vitest";
import { SEED_SPOTS } from "@/db/seed/spots-data";
import { predictTideEvents } from "./predict";
import { heightsByHour, isTideNegligible, springRangeM } from "./heights";
import { spotGaugeId } from "./gauge-rule";

const spot = (name: string) => {
  const s = SEED_SPOTS.find((x) => x.name === name);
  if (!s) throw new Error(name);
  return { ...s, waterBody: s.knowledge.waterBody };
};

describe("isTideNegligible", () => {
  it("is true in the Mediterranean and on lakes, false on tidal coasts", () => {
    expect(isTideNegligible(spot("Leucate – La Franqui"))).toBe(true);
    expect(isTideNegligible(spot("Bonifacio – Piantarella"))).toBe(true);
    expect(isTideNegligible(spot("Lac du Mont-Cenis"))).toBe(true);
    expect(isTideNegligible(spot("Wissant"))).toBe(false);
    expect(isTideNegligible(spot("Mimizan-Plage"))).toBe(false);
  });

  it("is false for a sea spot whose tide is unknown (no gauge in reach)", () => {
    expect(isTideNegligible({ hydrographicSource: "x", latitude: 45.78, longitude: 3.08, waterBody: "mer" })).toBe(false);
  });

  it("rests on the spring range: 20 cm at Port-la-Nouvelle, metres at Saint-Malo", () => {
    expect(springRangeM("ticon/port_la_nouvelle-803-fra-refmar")).toBeLessThan(0.5);
    expect(springRangeM("ticon/saint_malo-410-fra-refmar")).toBeGreaterThan(9);
    expect(springRangeM("inconnu")).toBeNull();
  });
});

describe("heightsByHour", () => {
  const from = new Date("2026-03-20T00:00:00Z");
  const to = new Date("2026-03-21T00:00:00Z");

  it("gives one height per hour on the hour, both ends included", () => {
    const heights = heightsByHour(spot("Wissant"), new Date("2026-03-20T00:20:00Z"), to);
    expect(heights).toHaveLength(24);
    expect(heights[0].time.toISOString()).toBe("2026-03-20T01:00:00.000Z");
    expect(heights.at(-1)!.time.toISOString()).toBe("2026-03-21T00:00:00.000Z");
  });

  it("follows the gauge's high and low waters at Saint-Malo's range for Agon", () => {
    const agon = spot("Agon-Coutainville");
    const heights = heightsByHour(agon, from, to).map((h) => h.heightM);
    const events = predictTideEvents(spotGaugeId(agon.hydrographicSource, agon.latitude, agon.longitude)!, from, 1);
    const highest = Math.max(...events.map((e) => e.height));
    const lowest = Math.min(...events.map((e) => e.height));
    // Hourly samples reach within 0.6 m of the extremes (a tide moves at most ~1 m per hour around mid-tide).
    expect(Math.max(...heights)).toBeGreaterThan(highest - 0.6);
    expect(Math.max(...heights)).toBeLessThanOrEqual(highest + 0.01);
    expect(Math.min(...heights)).toBeLessThan(lowest + 0.6);
    // Equinox spring tide on the west Cotentin: more than 10 m of range.
    expect(highest - lowest).toBeGreaterThan(10);
  });

  it("stays within a few decimetres in the Mediterranean, and is empty for a lake", () => {
    const heights = heightsByHour(spot("Leucate – La Franqui"), from, to).map((h) => h.heightM);
    expect(heights).toHaveLength(25);
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(0.5);
    expect(heightsByHour(spot("Lac du Mont-Cenis"), from, to)).toEqual([]);
  });
});

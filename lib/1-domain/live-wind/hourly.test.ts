import { describe, expect, it } from "vitest";
import { hourlyMeans, meanDirection } from "./hourly";
import { KMH_PER_KNOT, kmhToKnots, kmhToKnotsOrNull } from "./units";

const at = (iso: string) => new Date(iso);

describe("units", () => {
  it("turns km/h into knots with one decimal (÷ 1.852)", () => {
    expect(kmhToKnots(KMH_PER_KNOT * 10)).toBe(10);
    expect(kmhToKnots(14)).toBe(7.6);
    expect(kmhToKnots(22.5)).toBe(12.1);
    expect(kmhToKnots(0)).toBe(0);
    expect(kmhToKnotsOrNull(null)).toBeNull();
  });
});

describe("hourly means of the readings", () => {
  it("averages each UTC hour's readings in knots, hours in order", () => {
    const means = hourlyMeans([
      { at: at("2026-07-15T10:56:00Z"), windAvgKmh: 30, headingDeg: 270 },
      { at: at("2026-07-15T09:04:00Z"), windAvgKmh: 10, headingDeg: 250 },
      { at: at("2026-07-15T09:08:00Z"), windAvgKmh: 20, headingDeg: 270 },
      { at: at("2026-07-15T09:59:59Z"), windAvgKmh: 30, headingDeg: 290 },
    ]);
    expect(means).toEqual([
      { hour: at("2026-07-15T09:00:00Z"), windAvgKn: kmhToKnots(20), directionDeg: 270, readings: 3 },
      { hour: at("2026-07-15T10:00:00Z"), windAvgKn: kmhToKnots(30), directionDeg: 270, readings: 1 },
    ]);
  });

  it("averages directions around north, not through south", () => {
    const [hour] = hourlyMeans([
      { at: at("2026-07-15T09:04:00Z"), windAvgKmh: 10, headingDeg: 350 },
      { at: at("2026-07-15T09:08:00Z"), windAvgKmh: 10, headingDeg: 10 },
    ]);
    expect(hour.directionDeg).toBe(0);
    expect(meanDirection(0, 0)).toBeNull();
    expect(hourlyMeans([{ at: at("2026-07-15T09:04:00Z"), windAvgKmh: 10, headingDeg: null }])[0].directionDeg).toBeNull();
  });

  it("keeps each hour's strongest gust where the readings give one (the archive's do)", () => {
    const [hour] = hourlyMeans([
      { at: at("2026-07-15T09:04:00Z"), windAvgKmh: 20, windMaxKmh: 31 },
      { at: at("2026-07-15T09:08:00Z"), windAvgKmh: 22, windMaxKmh: 37.04 },
      { at: at("2026-07-15T09:12:00Z"), windAvgKmh: 24, windMaxKmh: null },
    ]);
    expect(hour.windMaxKn).toBe(20);
  });
});

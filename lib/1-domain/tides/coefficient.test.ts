import { stations } from "@neaps/tide-database";
import { describe, expect, it } from "vitest";
import {
  BREST_STATION_ID,
  BREST_UNIT_HEIGHT_M,
  COEFFICIENT_MAX,
  COEFFICIENT_MIN,
  brestHighWaters,
  coefficientApplies,
  coefficientAt,
  coefficientFromRange,
} from "./coefficient";
import { predictTideEntries } from "./entries";

const coefficientsBetween = (from: string, to: string) =>
  brestHighWaters(new Date(from), new Date(to)).map((h) => h.coefficient);

describe("Brest", () => {
  it("is the one station of that name in the database", () => {
    expect(stations.filter((s) => s.name === "Brest").map((s) => s.id)).toEqual([BREST_STATION_ID]);
  });
});

describe("coefficientFromRange", () => {
  it("follows SHOM's scale: 6.1 m is 100, 7.32 m is 120, 1.22 m is 20", () => {
    expect(coefficientFromRange(2 * BREST_UNIT_HEIGHT_M)).toBe(100);
    expect(coefficientFromRange(7.32)).toBe(120);
    expect(coefficientFromRange(1.22)).toBe(20);
    expect(coefficientFromRange(2.745)).toBe(45);
  });
  it("clamps to 20..120", () => {
    expect(coefficientFromRange(9)).toBe(COEFFICIENT_MAX);
    expect(coefficientFromRange(0.5)).toBe(COEFFICIENT_MIN);
  });
});

describe("Brest coefficients", () => {
  it("are high two days after the new moon of 19 March 2026 (equinox spring tides)", () => {
    const spring = coefficientsBetween("2026-03-20T00:00Z", "2026-03-22T00:00Z");
    expect(spring).toHaveLength(4);
    for (const c of spring) expect(c).toBeGreaterThanOrEqual(90);
    for (const c of spring) expect(c).toBeLessThanOrEqual(120);
  });

  it("are low at the first quarter, 26 March 2026 (neap tides)", () => {
    const neap = coefficientsBetween("2026-03-26T00:00Z", "2026-03-28T00:00Z");
    expect(neap.length).toBeGreaterThanOrEqual(3);
    for (const c of neap) expect(c).toBeGreaterThanOrEqual(25);
    for (const c of neap) expect(c).toBeLessThanOrEqual(60);
  });

  it("match SHOM's published values within a couple of points", () => {
    // SHOM: 119 on 21 March 2015, 116 on 2 March 2010 (annual maxima reported at the time).
    expect(Math.max(...coefficientsBetween("2015-03-21T00:00Z", "2015-03-22T00:00Z"))).toBeGreaterThanOrEqual(117);
    expect(Math.max(...coefficientsBetween("2010-03-02T00:00Z", "2010-03-03T00:00Z"))).toBeGreaterThanOrEqual(114);
    expect(Math.max(...coefficientsBetween("2010-03-02T00:00Z", "2010-03-03T00:00Z"))).toBeLessThanOrEqual(118);
  });

  it("cover every high water once, across week boundaries", () => {
    const highs = brestHighWaters(new Date("2026-01-01T00:00Z"), new Date("2026-02-01T00:00Z"));
    // 31 days of a 12 h 25 min tide.
    expect(highs.length).toBeGreaterThanOrEqual(59);
    expect(highs.length).toBeLessThanOrEqual(61);
    for (let i = 1; i < highs.length; i++) {
      const gapH = (highs[i].time.getTime() - highs[i - 1].time.getTime()) / 3_600_000;
      expect(gapH).toBeGreaterThan(11);
      expect(gapH).toBeLessThan(14);
    }
  });
});

describe("coefficientAt", () => {
  it("gives a high water the nearest Brest coefficient and a low water the mean of those around it", () => {
    const [a, b] = brestHighWaters(new Date("2026-03-25T00:00Z"), new Date("2026-03-26T06:00Z"));
    expect(coefficientAt(new Date(a.time.getTime() + 2 * 3_600_000), "high")).toBe(a.coefficient);
    const between = new Date((a.time.getTime() + b.time.getTime()) / 2);
    expect(coefficientAt(between, "low")).toBe(Math.round((a.coefficient + b.coefficient) / 2));
  });
});

describe("coefficientApplies and predictTideEntries", () => {
  const saintMalo = "ticon/saint_malo-410-fra-refmar";
  const marseille = "ticon/marseille-524-fra-refmar";

  it("applies on the Channel and Atlantic, not in the Mediterranean nor overseas", () => {
    expect(coefficientApplies(BREST_STATION_ID)).toBe(true);
    expect(coefficientApplies(saintMalo)).toBe(true);
    expect(coefficientApplies(marseille)).toBe(false);
    expect(coefficientApplies("ticon/fort_de_france-271-fra-uhslc_fd")).toBe(false);
  });

  it("stores a coefficient with every tide where it applies, none elsewhere", () => {
    const from = new Date("2026-03-20T00:00Z");
    const malo = predictTideEntries(saintMalo, from, 2);
    expect(malo.length).toBeGreaterThanOrEqual(7);
    for (const t of malo) expect(t.coefficient).toBeGreaterThanOrEqual(90);
    // Saint-Malo's spring range is over 11 m: its high waters are far above Brest's.
    expect(Math.max(...malo.map((t) => t.height))).toBeGreaterThan(11);
    const med = predictTideEntries(marseille, from, 2);
    expect(med.length).toBeGreaterThan(0);
    for (const t of med) expect(t.coefficient).toBeNull();
  });
});

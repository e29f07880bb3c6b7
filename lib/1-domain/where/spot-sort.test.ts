import { describe, expect, it } from "vitest";
import { sortHref, sortOf, sortSpots, type SpotToday } from "./spot-sort";

// Five spots in A–Z order, as the catalogue gives them.
const spots = [1, 2, 3, 4, 5].map((id) => ({ id }));
const window = (startHour: number, endHour: number) => ({
  start: `2026-06-21T${String(startHour).padStart(2, "0")}:00:00.000Z`,
  end: `2026-06-21T${String(endHour).padStart(2, "0")}:00:00.000Z`,
  avgWindKn: 18,
  maxGustKn: 24,
  kiteSizeM2: 9,
  confidence: "haute" as const,
});
const ids = (list: { id: number }[]) => list.map((s) => s.id);

describe("sortSpots", () => {
  const km: Record<number, number | null> = { 1: 40, 2: 5, 3: null, 4: 12, 5: 5 };
  const today: Record<number, SpotToday | undefined> = {
    1: { verdict: "marginal", window: window(10, 14) },
    2: { verdict: "no", window: null },
    3: { verdict: "go", window: window(9, 12) },
    4: { verdict: "go", window: window(9, 15) },
    5: undefined,
  };
  const facts = { distanceKm: (id: number) => km[id] ?? null, today: (id: number) => today[id] };

  it("keeps the A–Z order by default, without touching the list it was given", () => {
    const sorted = sortSpots(spots, "az", facts);
    expect(ids(sorted)).toEqual([1, 2, 3, 4, 5]);
    expect(sorted).not.toBe(spots);
  });

  it("by distance: nearest first, equal distances in A–Z order, unknown distances last", () => {
    expect(ids(sortSpots(spots, "distance", facts))).toEqual([2, 5, 4, 1, 3]);
  });

  it("by conditions: go before marginal before no, the longer window first, spots without a verdict last", () => {
    expect(ids(sortSpots(spots, "conditions", facts))).toEqual([4, 3, 1, 2, 5]);
  });

  it("by conditions, the nearer first when verdict and window are alike, then A–Z", () => {
    const same: SpotToday = { verdict: "go", window: window(10, 14) };
    const near = { distanceKm: (id: number) => ({ 1: 30, 2: 8, 3: 8, 4: null, 5: 2 })[id] ?? null, today: () => same };
    expect(ids(sortSpots(spots, "conditions", near))).toEqual([5, 2, 3, 1, 4]);
  });
});

describe("the sort in the URL", () => {
  it("reads « tri », A–Z for anything else", () => {
    expect(sortOf(new URLSearchParams("tri=distance"))).toBe("distance");
    expect(sortOf(new URLSearchParams("tri=conditions&vue=liste"))).toBe("conditions");
    expect(sortOf(new URLSearchParams("tri=nimporte"))).toBe("az");
    expect(sortOf(new URLSearchParams(""))).toBe("az");
  });

  it("writes it beside the view, and leaves no parameter for A–Z", () => {
    expect(sortHref(new URLSearchParams("vue=carte"), "conditions")).toBe("/spots?vue=carte&tri=conditions");
    expect(sortHref(new URLSearchParams("tri=distance"), "az")).toBe("/spots");
    expect(sortHref(new URLSearchParams(""), "distance")).toBe("/spots?tri=distance");
  });
});

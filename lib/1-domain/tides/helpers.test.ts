import { describe, expect, it } from "vitest";
import {
  compareTideHeights,
  findNearestTide,
  findNextTide,
  formatTideHeight,
  groupTidesByDay,
  tideDirectionAt,
} from "./helpers";

// A spring day at a Breton gauge, out of order on purpose, times as the API sends them (ISO strings).
const entries = [
  { tideTime: "2026-03-20T11:06:00.000Z", height: 0.45, coefficient: 106 },
  { tideTime: "2026-03-20T04:45:00.000Z", height: 7.04, coefficient: 105 },
  { tideTime: "2026-03-20T17:05:00.000Z", height: 6.94, coefficient: 106 },
  { tideTime: "2026-03-20T23:22:00.000Z", height: 0.47, coefficient: 106 },
];
const at = (iso: string) => new Date(iso);

describe("findNearestTide", () => {
  it("picks the closest entry, before or after", () => {
    expect(findNearestTide(entries, at("2026-03-20T08:00:00Z"))?.height).toBe(0.45);
    expect(findNearestTide(entries, at("2026-03-20T07:30:00Z"))?.height).toBe(7.04);
    expect(findNearestTide(entries, at("2026-03-21T12:00:00Z"))?.height).toBe(0.47);
  });
  it("accepts Date times and returns null without entries", () => {
    expect(findNearestTide([{ tideTime: at("2026-03-20T04:45:00Z"), height: 7, coefficient: null }], at("2026-03-20T00:00:00Z"))?.height).toBe(7);
    expect(findNearestTide([], new Date())).toBeNull();
  });
});

describe("findNextTide", () => {
  it("returns the first entry strictly after the time", () => {
    expect(findNextTide(entries, at("2026-03-20T05:00:00Z"))?.height).toBe(0.45);
    expect(findNextTide(entries, at("2026-03-20T04:45:00Z"))?.height).toBe(0.45);
    expect(findNextTide(entries, at("2026-03-20T00:00:00Z"))?.height).toBe(7.04);
  });
  it("returns null after the last entry", () => {
    expect(findNextTide(entries, at("2026-03-21T00:00:00Z"))).toBeNull();
  });
});

describe("groupTidesByDay", () => {
  it("groups by the day in Paris, in time order", () => {
    const days = groupTidesByDay(entries);
    // 23:22 UTC is 00:22 in Paris (UTC+1 in March): the next day.
    expect(Object.keys(days)).toEqual(["2026-03-20", "2026-03-21"]);
    expect(days["2026-03-20"].map((e) => e.height)).toEqual([7.04, 0.45, 6.94]);
    expect(days["2026-03-21"].map((e) => e.height)).toEqual([0.47]);
  });
  it("follows summer time", () => {
    const days = groupTidesByDay([
      { tideTime: "2026-07-01T21:30:00Z", height: 1, coefficient: null },
      { tideTime: "2026-07-01T22:30:00Z", height: 2, coefficient: null },
    ]);
    expect(Object.keys(days)).toEqual(["2026-07-01", "2026-07-02"]);
  });
});

describe("formatTideHeight", () => {
  it("writes metres with one decimal", () => {
    expect(formatTideHeight(4.26)).toBe("4,3\u00a0m");
    expect(formatTideHeight(7)).toBe("7,0\u00a0m");
    expect(formatTideHeight(0.04)).toBe("0,0\u00a0m");
    expect(formatTideHeight(-0.04)).toBe("0,0\u00a0m");
    expect(formatTideHeight(-0.26)).toBe("-0,3\u00a0m");
  });
});

describe("compareTideHeights", () => {
  it("is rising from a low water to a high water and falling the other way", () => {
    expect(compareTideHeights(entries[0], entries[2])).toBe("rising");
    expect(compareTideHeights(entries[1], entries[0])).toBe("falling");
  });
});

describe("tideDirectionAt", () => {
  it("falls between a high and the next low, rises between a low and the next high", () => {
    expect(tideDirectionAt(entries, at("2026-03-20T08:00:00Z"))).toEqual({ nearest: entries[0], direction: "falling" });
    expect(tideDirectionAt(entries, at("2026-03-20T13:00:00Z"))).toEqual({ nearest: entries[0], direction: "rising" });
  });
  it("reads the ends of the list from their neighbours", () => {
    // Before the first high water the tide is rising towards it; after the last low water it rises again.
    expect(tideDirectionAt(entries, at("2026-03-20T02:00:00Z"))?.direction).toBe("rising");
    expect(tideDirectionAt(entries, at("2026-03-21T02:00:00Z"))?.direction).toBe("rising");
    expect(tideDirectionAt(entries.slice(0, 3), at("2026-03-20T20:00:00Z"))?.direction).toBe("falling");
  });
  it("has no direction with one entry and no answer with none", () => {
    expect(tideDirectionAt(entries.slice(0, 1), at("2026-03-20T12:00:00Z"))).toEqual({ nearest: entries[0], direction: null });
    expect(tideDirectionAt([], at("2026-03-20T12:00:00Z"))).toBeNull();
  });
});

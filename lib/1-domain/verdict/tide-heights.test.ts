import { describe, expect, it } from "vitest";
import { heightsFromExtremes } from "./tide-heights";

// Brest-like: low water 1.0 m at 06:00, high water 7.0 m at 12:12, low water 1.2 m at 18:24 (UTC).
const extremes = [
  { tideTime: "2026-07-10T12:12:00Z", height: 7 },
  { tideTime: "2026-07-10T06:00:00Z", height: 1 },
  { tideTime: new Date("2026-07-10T18:24:00Z"), height: 1.2 },
];
const heightAt = heightsFromExtremes(extremes);
const at = (iso: string) => heightAt(new Date(iso));

describe("heightsFromExtremes", () => {
  it("gives the extremes at their times, and mid-height halfway", () => {
    expect(at("2026-07-10T06:00:00Z")).toBe(1);
    expect(at("2026-07-10T12:12:00Z")).toBe(7);
    expect(at("2026-07-10T09:06:00Z")).toBe(4);
  });

  it("follows the rule of twelfths: a twelfth of the range in the first sixth, a quarter by the second", () => {
    expect(at("2026-07-10T07:02:00Z")).toBeCloseTo(1 + 6 * 0.067, 1); // 1/12 ≈ 0.083, cosine gives 0.067
    expect(at("2026-07-10T08:04:00Z")).toBeCloseTo(1 + 6 * 0.25, 1);
  });

  it("falls after high water and never leaves the two extremes' range", () => {
    const hours = Array.from({ length: 12 }, (_, i) => at(`2026-07-10T${String(7 + i).padStart(2, "0")}:00:00Z`)!);
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...hours)).toBeLessThanOrEqual(7);
    expect(hours[6]! > hours[10]!).toBe(true); // 13:00 above 17:00
  });

  it("is unknown outside the stored extremes, or with fewer than two", () => {
    expect(at("2026-07-10T05:00:00Z")).toBeNull();
    expect(at("2026-07-10T19:00:00Z")).toBeNull();
    expect(heightsFromExtremes([])(new Date())).toBeNull();
    expect(heightsFromExtremes([extremes[0]!])(new Date("2026-07-10T12:12:00Z"))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { historyYear } from "@/tests/support/history";
import { westSpot } from "@/tests/support/verdict";
import { DEFAULT_PREFERENCES } from "../validation/preferences";
import { gateMonth, monthStat, rideableDayCount } from "./month-facts";
import { historyYears } from "./years";

const JUNE = 6;
const prefs = { ...DEFAULT_PREFERENCES, saved: true };
const june = (year: number, kn: (t: Date) => number | null, deg = 260) => historyYear(year, kn, deg).filter((r) => r.month.getUTCMonth() === JUNE - 1);
const spot = westSpot();

describe("the months from a spot's history", () => {
  it("counts each day that held a « Navigable » session, an average per year of the history", () => {
    const facts = gateMonth(spot, JUNE, [...june(2030, () => 20), ...june(2031, (t) => (t.getUTCDate() <= 10 ? 20 : 4))]);
    expect(facts).toMatchObject({ month: 6, years: 2, days: 60 });
    expect(rideableDayCount(facts, spot.knowledge, prefs)).toBe(40);
    expect(monthStat(facts, spot.knowledge, prefs)).toEqual({ month: 6, rideableDays: 20, days: 30 });
  });

  it("keeps only the hours that can be « go » whoever rides: full daylight, a rideable direction", () => {
    const onshore = gateMonth(spot, JUNE, june(2031, () => 20));
    // The Brest-like spot's June days hold ~14 hours of full daylight (the first and last hours of light are « Limite »).
    expect(onshore.count / 30).toBeGreaterThanOrEqual(14);
    expect(onshore.count / 30).toBeLessThanOrEqual(16);
    expect(gateMonth(spot, JUNE, june(2031, () => 20, 90)).count).toBe(0); // from land: offshore
  });

  it("asks two consecutive « go » hours with one kite: an isolated hour is not a session", () => {
    const rows = june(2031, (t) => {
      const [day, hour] = [t.getUTCDate(), t.getUTCHours()];
      if (day === 1 && hour === 12) return 20; // alone
      if (day === 2 && (hour === 12 || hour === 13)) return 20; // two in a row
      return 4;
    });
    expect(rideableDayCount(gateMonth(spot, JUNE, rows), spot.knowledge, prefs)).toBe(1);
  });

  it("judges with the rider's conditions: range, quiver, level", () => {
    const facts = gateMonth(spot, JUNE, june(2031, () => 20));
    expect(rideableDayCount(facts, spot.knowledge, prefs)).toBe(30);
    expect(rideableDayCount(facts, spot.knowledge, { ...prefs, windMinKn: 25, windMaxKn: 35, gustMaxKn: 35 })).toBe(0);
    // A 4 m² kite is far too small for 75 kg in 20 knots: « Limite », never « go ».
    expect(rideableDayCount(facts, spot.knowledge, { ...prefs, kites: [4] })).toBe(0);
    expect(rideableDayCount(facts, { ...spot.knowledge, level: "confirmé" }, { ...prefs, level: "débutant" })).toBe(0);
  });

  it("follows the spot's rules: a seasonal ban, the tide limits, and an unknown height", () => {
    const banned = westSpot({ seasonalBan: { from: "06-10", to: "06-20", note: "Nidification" } });
    expect(rideableDayCount(gateMonth(banned, JUNE, june(2031, () => 20)), banned.knowledge, prefs)).toBe(19);
    const tidal = westSpot({ tide: { minHeightM: 3, maxHeightM: null, note: null } });
    // Above 3 m from 06:00 to 12:00 UTC each day, below it after: the morning sessions alone.
    const morningTide = (t: Date) => (t.getUTCHours() < 12 ? 4 : 1);
    const facts = gateMonth(tidal, JUNE, june(2031, () => 20), morningTide);
    expect(facts.count).toBe(30 * 6);
    expect(rideableDayCount(facts, tidal.knowledge, prefs)).toBe(30);
    expect(gateMonth(tidal, JUNE, june(2031, () => 20), () => null).count).toBe(0); // « vérifiez la marée »
  });

  it("leaves out the hours the archive has no value for", () => {
    const facts = gateMonth(spot, JUNE, june(2031, (t) => (t.getUTCDate() > 15 ? null : 20)));
    expect(rideableDayCount(facts, spot.knowledge, prefs)).toBe(15);
  });
});

describe("historyYears", () => {
  it("takes the last five complete years, once the archive has caught up with the last one", () => {
    expect(historyYears(new Date("2026-12-06T12:00:00Z"))).toEqual({ from: 2021, to: 2025 });
    expect(historyYears(new Date("2027-01-05T12:00:00Z"))).toEqual({ from: 2021, to: 2025 });
    expect(historyYears(new Date("2027-01-09T12:00:00Z"))).toEqual({ from: 2022, to: 2026 });
  });
});

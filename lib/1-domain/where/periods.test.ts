import { describe, expect, it } from "vitest";
import { periodDays } from "./periods";

// Paris noon on each day of the week of 2026-12-07 (a Monday).
const at = (isoDay: string) => new Date(`${isoDay}T11:00:00Z`);

describe("periodDays", () => {
  it("gives today and tomorrow as Paris days, across midnight UTC too", () => {
    expect(periodDays("today", at("2026-12-09"))).toEqual(["2026-12-09"]);
    expect(periodDays("tomorrow", at("2026-12-09"))).toEqual(["2026-12-10"]);
    // 23:30 UTC on the 9th is already the 10th in Paris.
    expect(periodDays("today", new Date("2026-12-09T23:30:00Z"))).toEqual(["2026-12-10"]);
  });

  it("gives the coming Saturday and Sunday from Monday to Saturday, and what is left of Sunday on Sunday", () => {
    expect(periodDays("weekend", at("2026-12-07"))).toEqual(["2026-12-12", "2026-12-13"]);
    expect(periodDays("weekend", at("2026-12-11"))).toEqual(["2026-12-12", "2026-12-13"]);
    expect(periodDays("weekend", at("2026-12-12"))).toEqual(["2026-12-12", "2026-12-13"]);
    expect(periodDays("weekend", at("2026-12-13"))).toEqual(["2026-12-13"]);
  });

  it("counts Paris days across the clock change (the Sunday of 2027-03-28 is 23 hours long)", () => {
    expect(periodDays("weekend", at("2027-03-26"))).toEqual(["2027-03-27", "2027-03-28"]);
    const halfPastMidnight = new Date("2027-03-27T23:30:00Z"); // 00:30 on the 28th in Paris, still UTC+1
    expect(periodDays("today", halfPastMidnight)).toEqual(["2027-03-28"]);
    expect(periodDays("tomorrow", halfPastMidnight)).toEqual(["2027-03-29"]);
  });
});

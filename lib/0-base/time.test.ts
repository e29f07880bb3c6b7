import { afterEach, describe, expect, it } from "vitest";
import { addParisDays, parisDayStart, parisInstant, parisWeekday } from "./time";

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  if (ORIGINAL_TZ === undefined) delete process.env.TZ;
  else process.env.TZ = ORIGINAL_TZ;
});

describe("parisDayStart", () => {
  it.each([
    ["2026-11-21T13:05:00Z", "2026-11-20T23:00:00.000Z"], // winter: 00:00 CET
    ["2026-07-14T21:59:00Z", "2026-07-13T22:00:00.000Z"], // summer: 00:00 CEST, 23:59 in Paris
    ["2026-07-14T22:00:00Z", "2026-07-14T22:00:00.000Z"], // 00:00 CEST on the 15th
    ["2026-03-29T12:00:00Z", "2026-03-28T23:00:00.000Z"], // spring change day: midnight was still CET
    ["2026-10-25T12:00:00Z", "2026-10-24T22:00:00.000Z"], // autumn change day: midnight was still CEST
  ])("%s → %s, whatever the runtime's zone", (instant, start) => {
    for (const zone of ["UTC", "America/Los_Angeles", "Asia/Kolkata"]) {
      process.env.TZ = zone;
      expect(parisDayStart(instant).toISOString()).toBe(start);
    }
  });
});

const ZONES = ["UTC", "America/Los_Angeles", "Asia/Kolkata"];

describe("addParisDays", () => {
  it.each([
    ["2026-11-20T23:00:00.000Z", 1, "2026-11-21T23:00:00.000Z"], // winter midnight to midnight: 24 h
    ["2026-03-28T23:00:00.000Z", 1, "2026-03-29T22:00:00.000Z"], // over the spring change: the day lasts 23 h
    ["2026-10-24T22:00:00.000Z", 1, "2026-10-25T23:00:00.000Z"], // over the autumn change: 25 h
    ["2026-03-27T11:00:00.000Z", 3, "2026-03-30T10:00:00.000Z"], // noon stays noon, in CEST now
    ["2026-10-27T11:00:00.000Z", -3, "2026-10-24T10:00:00.000Z"], // and back
  ])("%s + %i days → %s, whatever the runtime's zone", (from, days, to) => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      expect(addParisDays(from, days).toISOString()).toBe(to);
    }
  });

  it("gives the next day's start from a day's start, on the days of both changes", () => {
    for (const day of ["2026-03-29T12:00:00Z", "2026-10-25T12:00:00Z"]) {
      const start = parisDayStart(day);
      expect(addParisDays(start, 1).toISOString()).toBe(parisDayStart(new Date(start.getTime() + 30 * 3_600_000)).toISOString());
    }
  });
});

describe("parisWeekday", () => {
  it.each([
    ["2026-11-21T22:59:00Z", 6], // Saturday 23:59 in Paris
    ["2026-11-21T23:00:00Z", 0], // Sunday 00:00 in Paris, still Saturday in UTC
    ["2026-07-12T22:30:00Z", 1], // Monday 00:30 CEST
    ["2026-03-29T00:30:00Z", 0], // Sunday of the spring change, before it
  ])("%s is weekday %i in Paris, whatever the runtime's zone", (instant, weekday) => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      expect(parisWeekday(instant)).toBe(weekday);
    }
  });
});

describe("parisInstant", () => {
  it.each([
    ["2026-07-14", 14, "2026-07-14T12:00:00.000Z"], // summer: CEST
    ["2026-01-10", 9, "2026-01-10T08:00:00.000Z"], // winter: CET
    ["2026-03-29", 2, "2026-03-29T01:00:00.000Z"], // 02:00 does not exist that night: 03:00 CEST
    ["2026-10-25", 0, "2026-10-24T22:00:00.000Z"],
  ])("%s at %s h → %s, whatever the runtime's zone", (day, hour, expected) => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      expect(parisInstant(day, hour).toISOString()).toBe(expected);
    }
  });
});

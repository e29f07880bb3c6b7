import { describe, expect, it } from "vitest";
import { currentHourIndex } from "./now";
import { tideEventDescription, tideEventLabel, tideEventsByHour } from "./tide-events";

const high = { type: "high" as const, tideTime: "2026-07-14T13:32:00Z", height: 5.56 }; // 15:32 in Paris (CEST)
const low = { type: "low" as const, tideTime: "2026-07-14T19:47:00Z", height: 1.04 };
const nextDay = { type: "low" as const, tideTime: "2026-07-14T22:10:00Z", height: 0.9 }; // 00:10 on the 15th

describe("tide events", () => {
  it("reads like a tide table: « PM 15:32 · 5,6\u00a0m », Paris time", () => {
    expect(tideEventLabel(high)).toBe("PM 15:32 · 5,6\u00a0m");
    expect(tideEventLabel(low)).toBe("BM 21:47 · 1,0\u00a0m");
    expect(tideEventDescription(high)).toBe("Pleine mer à 15:32 · 5,6\u00a0m");
  });

  it("puts an event in the hour it happens, from the hour up to the next", () => {
    const hours = ["2026-07-14T12:00:00Z", "2026-07-14T13:00:00Z", "2026-07-14T14:00:00Z", "2026-07-14T19:00:00Z"].map((forecastDate) => ({ forecastDate }));
    expect(tideEventsByHour(hours, [high, low])).toEqual([null, high, null, low]);
    expect(tideEventsByHour([{ forecastDate: "2026-07-14T13:32:00Z" }], [high])).toEqual([high]); // on the minute
    // Two events in one hour (never on a real coast): the first given, as before.
    const soon = { ...low, tideTime: "2026-07-14T13:50:00Z" };
    expect(tideEventsByHour(hours, [soon, high])).toEqual([null, soon, null, null]);
    expect(tideEventsByHour(hours, [nextDay])).toEqual([null, null, null, null]);
  });
});

describe("currentHourIndex", () => {
  const hours = ["2026-11-21T04:00:00Z", "2026-11-21T05:00:00Z", "2026-11-21T06:00:00Z"].map((forecastDate) => ({ forecastDate }));
  it("finds the hour holding now, and none outside the day", () => {
    expect(currentHourIndex(hours, Date.parse("2026-11-21T05:00:00Z"))).toBe(1);
    expect(currentHourIndex(hours, Date.parse("2026-11-21T05:59:59Z"))).toBe(1);
    expect(currentHourIndex(hours, Date.parse("2026-11-21T06:30:00Z"))).toBe(2);
    expect(currentHourIndex(hours, Date.parse("2026-11-21T03:59:00Z"))).toBe(-1);
    expect(currentHourIndex(hours, Date.parse("2026-11-21T07:00:00Z"))).toBe(-1);
  });
});

import { describe, expect, it } from "vitest";
import { parisTime } from "../../0-base/time";
import { daylightCache, daylightOn, HOUR_MS, lightPhase } from "./daylight";

const PARIS = { lat: 48.8566, lon: 2.3522 };
const BREST = { lat: 48.3904, lon: -4.4861 };

/** Minutes between a computed time and the published one ("HH:mm", Paris). */
function minutesOff(date: Date, expected: string): number {
  const [h, m] = parisTime(date).split(":").map(Number);
  const [eh, em] = expected.split(":").map(Number);
  return Math.abs(h! * 60 + m! - (eh! * 60 + em!));
}

describe("daylightOn", () => {
  // Reference times (Paris time) from NOAA's general solar position equations, computed apart from suncalc;
  // Paris's agree with the published almanacs.
  it.each([
    ["Paris, summer solstice", PARIS, "2026-06-21T10:00:00Z", "05:47", "21:58"],
    ["Paris, winter solstice", PARIS, "2026-12-21T10:00:00Z", "08:42", "16:56"],
    ["Brest, summer solstice", BREST, "2026-06-21T10:00:00Z", "06:16", "22:23"],
    ["Brest, winter solstice", BREST, "2026-12-21T10:00:00Z", "09:06", "17:25"],
  ])("%s: sunrise and sunset within 2 minutes", (_name, place, day, rise, set) => {
    const daylight = daylightOn(new Date(day), place.lat, place.lon)!;
    expect(minutesOff(daylight.sunrise, rise)).toBeLessThanOrEqual(2);
    expect(minutesOff(daylight.sunset, set)).toBeLessThanOrEqual(2);
  });

  it("gives the same day for any hour from early morning to late evening, Paris time", () => {
    const morning = daylightOn(new Date("2026-06-21T00:30:00Z"), PARIS.lat, PARIS.lon)!; // 02:30 in Paris
    const evening = daylightOn(new Date("2026-06-21T21:30:00Z"), PARIS.lat, PARIS.lon)!; // 23:30 in Paris
    expect(morning.sunrise.getTime()).toBe(evening.sunrise.getTime());
  });
});

describe("lightPhase", () => {
  const daylight = daylightOn(new Date("2026-06-21T10:00:00Z"), BREST.lat, BREST.lon)!;
  const at = (offsetFromSunriseMs: number) => new Date(daylight.sunrise.getTime() + offsetFromSunriseMs);

  it("is night before sunrise and after sunset", () => {
    expect(lightPhase(at(-60_000), daylight)).toBe("night");
    expect(lightPhase(new Date(daylight.sunset.getTime() + 60_000), daylight)).toBe("night");
    expect(lightPhase(new Date("2026-06-21T01:00:00Z"), daylight)).toBe("night");
  });

  it("marks the first and last hour of daylight, and day between", () => {
    expect(lightPhase(at(0), daylight)).toBe("first-hour");
    expect(lightPhase(at(HOUR_MS - 60_000), daylight)).toBe("first-hour");
    expect(lightPhase(at(HOUR_MS), daylight)).toBe("day");
    expect(lightPhase(new Date("2026-06-21T12:00:00Z"), daylight)).toBe("day");
    expect(lightPhase(new Date(daylight.sunset.getTime() - 30 * 60_000), daylight)).toBe("last-hour");
    expect(lightPhase(daylight.sunset, daylight)).toBe("last-hour");
  });
});

describe("daylightCache", () => {
  it("answers the same as daylightOn across a week of hours", () => {
    const of = daylightCache(BREST.lat, BREST.lon);
    for (let t = Date.parse("2026-03-27T00:00:00Z"); t < Date.parse("2026-04-03T00:00:00Z"); t += HOUR_MS) {
      expect(of(new Date(t))).toEqual(daylightOn(new Date(t), BREST.lat, BREST.lon));
    }
  });
});

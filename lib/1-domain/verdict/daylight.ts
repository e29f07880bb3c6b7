import { getTimes } from "suncalc";

/*
 * Sunrise and sunset at a spot (suncalc: the NOAA/Meeus formulas, standard refraction, the upper limb on the
 * horizon: the times the tables print). A day here is the spot's local mean solar day, which in France runs
 * from about 01:00 to 01:00 Paris time: a whole night never straddles two of them, so an instant is judged
 * against the sunrise and sunset of the day it falls in.
 */
const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export type Daylight = { sunrise: Date; sunset: Date };

/** The local solar day of an instant at a longitude, as a day number. */
function solarDay(instantMs: number, longitude: number): number {
  return Math.floor((instantMs + (longitude / 360) * DAY_MS) / DAY_MS);
}

function computeDaylight(day: number, latitude: number, longitude: number): Daylight | null {
  const solarNoon = new Date((day + 0.5) * DAY_MS - (longitude / 360) * DAY_MS);
  const { sunrise, sunset } = getTimes(solarNoon, latitude, longitude);
  return sunrise && sunset ? { sunrise, sunset } : null; // never null in France (no polar day or night)
}

/** Sunrise and sunset of the day an instant falls in; null only where the sun does not rise or set. */
export function daylightOn(instant: Date, latitude: number, longitude: number): Daylight | null {
  return computeDaylight(solarDay(instant.getTime(), longitude), latitude, longitude);
}

export type LightPhase = "night" | "first-hour" | "day" | "last-hour";

/**
 * Where an instant sits in the day: night before sunrise or after sunset; the first or last hour of daylight
 * (within an hour of sunrise or sunset, when the light is low and the wind often turns); day otherwise.
 */
export function lightPhase(instant: Date, daylight: Daylight | null): LightPhase {
  if (!daylight) return "night";
  const t = instant.getTime();
  const rise = daylight.sunrise.getTime();
  const set = daylight.sunset.getTime();
  if (t < rise || t > set) return "night";
  if (t - rise < HOUR_MS) return "first-hour";
  if (set - t < HOUR_MS) return "last-hour";
  return "day";
}

/** A memo of daylight per solar day for one spot: a week of hours costs seven computations, not 168. */
export function daylightCache(latitude: number, longitude: number): (instant: Date) => Daylight | null {
  const days = new Map<number, Daylight | null>();
  return (instant) => {
    const day = solarDay(instant.getTime(), longitude);
    let daylight = days.get(day);
    if (daylight === undefined) days.set(day, (daylight = computeDaylight(day, latitude, longitude)));
    return daylight;
  };
}

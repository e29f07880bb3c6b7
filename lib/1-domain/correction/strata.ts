import { parisDayStart, parisParts } from "../../0-base/time";
import { normalizeDeg } from "../verdict/sectors";

/*
 * Where a forecast hour falls in the correction's table (docs/decisions/0029-station-correction.md): a block of
 * four hours of the Paris day (a sea breeze is an afternoon's, a land breeze a night's) and one of eight wind
 * sectors of the forecast direction (offshore and onshore winds err differently at the same beach).
 */
const BLOCK_HOURS = 4;
export const HOUR_BLOCKS = 24 / BLOCK_HOURS;
export const SECTORS = 8;
export const STRATA = HOUR_BLOCKS * SECTORS;

/** 0 for 00:00–03:59 (Paris) … 5 for 20:00–23:59. */
export const blockOfHour = (parisHour: number) => Math.floor(parisHour / BLOCK_HOURS);

/** 0 for a wind from the north (337.5°–22.5°), 1 from the north-east … 7 from the north-west. */
export const sectorOf = (directionDeg: number) => Math.round(normalizeDeg(directionDeg) / (360 / SECTORS)) % SECTORS;

export const stratumOf = (block: number, sector: number) => block * SECTORS + sector;

/** The Paris hour and calendar day of an instant, kept per hour: a spot's history asks for the same hours model after model. */
const known = new Map<number, { hour: number; day: string }>();
const KNOWN_MAX = 20_000;

export function parisHourAndDay(atMs: number): { hour: number; day: string } {
  const found = known.get(atMs);
  if (found) return found;
  const p = parisParts(new Date(atMs));
  const value = { hour: p.hour, day: `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}` };
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(atMs, value);
  return value;
}

const dayStarts = new Map<string, number>();

/** When the Paris day `day` ("yyyy-MM-dd") began, `at` being an instant in it; kept per day (a time-zone computation costs). */
export function parisDayStartMs(day: string, at: number): number {
  let start = dayStarts.get(day);
  if (start === undefined) {
    start = parisDayStart(at).getTime();
    if (dayStarts.size >= KNOWN_MAX) dayStarts.clear();
    dayStarts.set(day, start);
  }
  return start;
}

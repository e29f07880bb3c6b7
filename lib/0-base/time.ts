/*
 * Europe/Paris, whatever the time zone of the server or browser. Wall-clock parts and texts come from Intl;
 * calendar arithmetic (a day's start, the next day, the weekday) from date-fns on a TZDate of @date-fns/tz, which
 * knows the French DST rules: no offset is computed by hand here.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import { PARIS_TIME_ZONE } from "./time-zone";

export { PARIS_TIME_ZONE };

export type ParisParts = { year: number; month: number; day: number; hour: number; minute: number };

// Made at its first use, not when a browser loads this module (tests/client-bundle.test.ts).
let formatter: Intl.DateTimeFormat | undefined;
const parisFormatter = () =>
  (formatter ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: PARIS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }));

export function toDate(value: Date | string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Date invalide : ${String(value).slice(0, 40)}`);
  return date;
}

/*
 * The parts of the minutes already asked for: a forecast page asks for the same ~170 hours thousands of times per
 * render, and formatToParts costs microseconds each. Bounded: emptied when full.
 */
const MINUTE_MS = 60_000;
const knownMinutes = new Map<number, ParisParts>();
const KNOWN_MINUTES_MAX = 4_096;

export function parisParts(value: Date | string): ParisParts {
  const date = toDate(value);
  const minute = Math.floor(date.getTime() / MINUTE_MS);
  const known = knownMinutes.get(minute);
  if (known) return { ...known };
  const parts: Record<string, number> = {};
  for (const part of parisFormatter().formatToParts(date)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const found = { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
  if (knownMinutes.size >= KNOWN_MINUTES_MAX) knownMinutes.clear();
  knownMinutes.set(minute, found);
  return { ...found };
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** Calendar day in Paris, "yyyy-MM-dd". */
export function parisDayKey(value: Date | string): string {
  const p = parisParts(value);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** Paris wall-clock time "HH:mm". */
export function parisTime(value: Date | string): string {
  const p = parisParts(value);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

export { pad2 };

/** The instant as a date of the Paris calendar: date-fns' functions then count Paris days, 23 to 25 hours long. */
const inParis = (value: Date | string | number) => new TZDate(typeof value === "number" ? value : toDate(value).getTime(), PARIS_TIME_ZONE);
const instant = (date: Date) => new Date(date.getTime());

/** The instant of 00:00 in Paris on the Paris calendar day of `value`. */
export function parisDayStart(value: Date | string | number): Date {
  return instant(startOfDay(inParis(value)));
}

/** The same Paris wall-clock time `days` calendar days later (or earlier): 23 or 25 hours a day across a DST change. */
export function addParisDays(value: Date | string | number, days: number): Date {
  return instant(addDays(inParis(value), days));
}

/** 0 Sunday … 6 Saturday, in Paris. */
export function parisWeekday(value: Date | string | number): number {
  return inParis(value).getDay();
}

/** The instant of `hour`:00 in Paris on the calendar day "yyyy-MM-dd" (an hour skipped by DST is the next one). */
export function parisInstant(day: string, hour: number): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return instant(new TZDate(year, month - 1, date, hour, 0, 0, PARIS_TIME_ZONE));
}

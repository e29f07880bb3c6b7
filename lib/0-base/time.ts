/*
 * Wall-clock parts of an instant in Europe/Paris, whatever the time zone of the server or browser.
 * Intl knows the French DST rules, so no date arithmetic is done by hand here.
 */
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

export function parisParts(value: Date | string): ParisParts {
  const parts: Record<string, number> = {};
  for (const part of parisFormatter().formatToParts(toDate(value))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
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

function offsetMsAt(instant: number): number {
  const p = parisParts(new Date(instant));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(instant / 60_000) * 60_000;
}

/** The instant of 00:00 in Paris on the Paris calendar day of `value` (DST changes happen at 02:00/03:00, never at midnight). */
export function parisDayStart(value: Date | string): Date {
  const p = parisParts(value);
  const wallMidnight = Date.UTC(p.year, p.month - 1, p.day);
  let instant = wallMidnight - offsetMsAt(toDate(value).getTime());
  instant = wallMidnight - offsetMsAt(instant); // the offset at midnight itself, which may differ from now's
  return new Date(instant);
}

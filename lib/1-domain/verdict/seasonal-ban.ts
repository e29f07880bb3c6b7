import { parisParts } from "../../0-base/time";
import type { SeasonalBan } from "../spots/knowledge-types";

const pad2 = (n: number) => String(n).padStart(2, "0");

const HOUR_MS = 3_600_000;
const MAX_MEMO = 10_000;
// Every spot's forecast has the same hours: the Paris day of each is worked out (by Intl, slow) once.
const memo = new Map<number, string>();

/** The Paris calendar day of an instant as "MM-DD", the format of a ban's limits. */
export function parisMonthDay(instant: Date): string {
  const t = instant.getTime();
  if (t % HOUR_MS !== 0) return monthDayOf(instant); // memoised on whole hours only: the forecast's
  let day = memo.get(t);
  if (day === undefined) {
    if (memo.size >= MAX_MEMO) memo.clear();
    memo.set(t, (day = monthDayOf(instant)));
  }
  return day;
}

function monthDayOf(instant: Date): string {
  const p = parisParts(instant);
  return `${pad2(p.month)}-${pad2(p.day)}`;
}

/**
 * Whether a yearly ban covers a day ("MM-DD"), both limits included. "MM-DD" strings sort like the days they
 * name, so a ban whose end comes before its start wraps the new year (12-15 → 01-15).
 */
export function banCovers(ban: SeasonalBan | null, monthDay: string): boolean {
  if (!ban) return false;
  return ban.from <= ban.to ? monthDay >= ban.from && monthDay <= ban.to : monthDay >= ban.from || monthDay <= ban.to;
}

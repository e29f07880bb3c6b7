import { addParisDays, parisDayKey, parisWeekday } from "../../0-base/time";

/*
 * The periods « Où naviguer » ranks spots for (docs/decisions/0031-where-and-when.md), in Paris days: today,
 * tomorrow, and the weekend of the current week. Monday to Friday that is the coming Saturday and Sunday; on
 * Saturday, today and tomorrow; on Sunday, what is left of today (next Sunday lies past the 7-day forecast, and
 * next Saturday is « tomorrow » for no one until Friday).
 */
export const WHENS = ["today", "tomorrow", "weekend"] as const;
export type When = (typeof WHENS)[number];

/** The distances the rider chooses among on home (the API takes any whole number of km up to MAX_RADIUS_KM). */
export const RADIUS_CHOICES_KM = [20, 50, 100, 200] as const;
export const DEFAULT_RADIUS_KM = 50;
export const MAX_RADIUS_KM = 1000;

const SATURDAY = 6;
const SUNDAY = 0;

/** The Paris calendar days ("yyyy-MM-dd") of `when` at `now`, in order. */
export function periodDays(when: When, now: Date | number): string[] {
  const day = (n: number) => parisDayKey(addParisDays(now, n));
  if (when === "today") return [day(0)];
  if (when === "tomorrow") return [day(1)];
  const weekday = parisWeekday(now);
  if (weekday === SUNDAY) return [day(0)];
  const toSaturday = SATURDAY - weekday;
  return [day(toSaturday), day(toSaturday + 1)];
}

/*
 * Which years a spot's months rest on (docs/decisions/0031-where-and-when.md): the last HISTORY_YEARS complete
 * calendar years. Open-Meteo's archive lags a few days behind today, so a year counts as complete only once
 * ARCHIVE_DELAY_DAYS have passed after it.
 */
export const HISTORY_YEARS = 5;
const ARCHIVE_DELAY_DAYS = 7;
const DAY_MS = 86_400_000;

export type YearSpan = { from: number; to: number };

export function historyYears(now: Date | number): YearSpan {
  const to = new Date(new Date(now).getTime() - ARCHIVE_DELAY_DAYS * DAY_MS).getUTCFullYear() - 1;
  return { from: to - HISTORY_YEARS + 1, to };
}

/** Days in a month of a year (month 1–12). */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

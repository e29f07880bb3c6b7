import { pad2, PARIS_TIME_ZONE, parisDayKey, parisParts, parisTime, toDate } from "../../0-base/time";

/** Forecast hours before this Paris local hour are not shown (spec §2, §9). */
export const FIRST_HOUR = 5;

export type ForecastDay<T> = {
  /** Paris calendar day, "yyyy-MM-dd". */
  key: string;
  /** Entries of that day from FIRST_HOUR on, ascending by forecastDate. */
  entries: T[];
};

/**
 * Groups entries by Paris calendar day (days ascending), sorts each day by forecastDate and drops
 * the hours before FIRST_HOUR (Paris time). A day left without entries is omitted.
 * `forecastDate` must be an instant: a Date or an ISO string with an offset or "Z".
 */
export function groupForecastByDay<T extends { forecastDate: string | Date }>(entries: readonly T[]): ForecastDay<T>[] {
  const kept = entries
    .map((entry) => ({ entry, date: toDate(entry.forecastDate) }))
    .filter(({ date }) => parisParts(date).hour >= FIRST_HOUR)
    .sort((a, b) => a.date.getTime() - b.date.getTime());

  const days = new Map<string, T[]>();
  for (const { entry, date } of kept) {
    const key = parisDayKey(date);
    const day = days.get(key);
    if (day) day.push(entry);
    else days.set(key, [entry]);
  }
  return [...days].map(([key, dayEntries]) => ({ key, entries: dayEntries }));
}

// Intl writes French weekday and month names for the Paris calendar day, whatever the runtime's zone: no date
// library (and its English default locale) reaches the browser for three words.
// Made at their first use, not as a page's code loads (tests/client-bundle.test.ts).
let weekday: Intl.DateTimeFormat | undefined;
let month: Intl.DateTimeFormat | undefined;
const WEEKDAY = { format: (date: Date) => (weekday ??= new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS_TIME_ZONE, weekday: "long" })).format(date) };
const MONTH = { format: (date: Date) => (month ??= new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS_TIME_ZONE, month: "long" })).format(date) };

/** « 1er » for the first of the month, the number otherwise. */
const dayNumber = (day: number) => (day === 1 ? "1er" : String(day));

/** Card title: « samedi 21 novembre », « dimanche 1er mars ». */
export function dayTitle(value: Date | string): string {
  const date = toDate(value);
  return `${WEEKDAY.format(date)} ${dayNumber(parisParts(date).day)} ${MONTH.format(date)}`;
}

/** Column header: the Paris hour on two digits, "05". */
export function hourLabel(value: Date | string): string {
  return pad2(parisParts(value).hour);
}

/**
 * Card footer (spec: « Mis à jour le <date> à HH:mm »). The date is written out in French, as
 * the rest of the page is: « Mis à jour le 21 novembre 2026 à 14:05 ».
 */
export function updatedLabel(value: Date | string): string {
  const date = toDate(value);
  const p = parisParts(date);
  return `Mis à jour le ${dayNumber(p.day)} ${MONTH.format(date)} ${p.year} à ${parisTime(date)}`;
}

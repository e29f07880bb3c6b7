import { format } from "date-fns";
import { fr } from "date-fns/locale";
import { pad2, parisDayKey, parisParts, parisTime, toDate } from "./paris-time";

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

/*
 * date-fns formats in the runtime's own zone, so it is given a local Date that carries the Paris
 * calendar day at noon (noon is never skipped by a DST change). Its `do` token would write
 * "2ème", so the day number is written here, with the French « 1er ».
 */
function parisCalendarDate(value: Date | string): { noon: Date; dayNumber: string } {
  const p = parisParts(value);
  return { noon: new Date(p.year, p.month - 1, p.day, 12), dayNumber: p.day === 1 ? "1er" : String(p.day) };
}

/** Card title: « samedi 21 novembre », « dimanche 1er mars ». */
export function dayTitle(value: Date | string): string {
  const { noon, dayNumber } = parisCalendarDate(value);
  return `${format(noon, "EEEE", { locale: fr })} ${dayNumber} ${format(noon, "MMMM", { locale: fr })}`;
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
  const { noon, dayNumber } = parisCalendarDate(value);
  return `Mis à jour le ${dayNumber} ${format(noon, "MMMM yyyy", { locale: fr })} à ${parisTime(value)}`;
}

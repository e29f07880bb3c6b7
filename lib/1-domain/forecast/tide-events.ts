import type { TideEntry } from "./api-types";
import { formatTideHeight } from "../tides/helpers";
import { parisTime } from "../../0-base/time";

/* High and low waters as a rider reads them on a tide table: « PM 15:32 · 5.6 m », « BM 21:40 · 1.1 m ». */
export const TIDE_SHORT: Record<TideEntry["type"], string> = { high: "PM", low: "BM" };
const TIDE_LONG: Record<TideEntry["type"], string> = { high: "Pleine mer", low: "Basse mer" };

const HOUR_MS = 3_600_000;

type TideEvent = Pick<TideEntry, "type" | "tideTime" | "height">;

/** « PM 15:32 · 5.6 m » (Paris time; the height written like every other one in the table). */
export function tideEventLabel(event: TideEvent): string {
  return `${TIDE_SHORT[event.type]} ${parisTime(event.tideTime)} · ${formatTideHeight(event.height)}`;
}

/** « Pleine mer à 15:32 · 5.6 m »: the same, spelt out, for the tooltip and screen readers. */
export function tideEventDescription(event: TideEvent): string {
  return `${TIDE_LONG[event.type]} à ${parisTime(event.tideTime)} · ${formatTideHeight(event.height)}`;
}

/**
 * For each forecast hour, the high or low water that happens during it (from the hour to the next), or null: each
 * event's time read once, the hours looked up by their start (a day card passes its hours and that day's events).
 */
export function tideEventsByHour<T extends TideEvent>(hours: readonly { forecastDate: string }[], tides: readonly T[]): (T | null)[] {
  const byHour = new Map<number, T>();
  for (const t of tides) {
    const hour = Math.floor(Date.parse(t.tideTime) / HOUR_MS);
    if (!byHour.has(hour)) byHour.set(hour, t);
  }
  return hours.map(({ forecastDate }) => {
    const start = Date.parse(forecastDate);
    if (start % HOUR_MS === 0) return byHour.get(start / HOUR_MS) ?? null;
    // Not on the hour (never from the provider): the events from it up to an hour later.
    return tides.find((t) => {
      const at = Date.parse(t.tideTime);
      return at >= start && at < start + HOUR_MS;
    }) ?? null;
  });
}

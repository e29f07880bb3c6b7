import type { HistoryHours } from "../weather/historical-answer";

/*
 * A spot's history as stored (lib/2-stores/history/wind-history.ts): one row per UTC calendar month, speeds and gusts
 * in tenths of m/s, directions in whole degrees, null where the archive has no value. Hour i of a row starts at the
 * month's first instant (00:00 UTC on the 1st) plus i hours.
 */
export type HistoryRow = { month: Date; windSpeed: (number | null)[]; windGust: (number | null)[]; windDirection: (number | null)[] };

const HOUR_MS = 3_600_000;
const tenths = (v: number | null) => (v === null ? null : Math.round(v * 10));
const degrees = (v: number | null) => (v === null ? null : Math.round(v) % 360);

/** The whole UTC months of an answer as rows (a month the answer only partly covers is left out). */
export function monthRows(hours: HistoryHours): HistoryRow[] {
  const rows: HistoryRow[] = [];
  const start = hours.start.getTime();
  const end = start + hours.speeds.length * HOUR_MS;
  let month = Date.UTC(hours.start.getUTCFullYear(), hours.start.getUTCMonth(), 1);
  if (month < start) month = Date.UTC(hours.start.getUTCFullYear(), hours.start.getUTCMonth() + 1, 1);
  for (;;) {
    const first = new Date(month);
    const next = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1);
    if (next > end) break;
    const from = (month - start) / HOUR_MS;
    const to = (next - start) / HOUR_MS;
    rows.push({
      month: first,
      windSpeed: hours.speeds.slice(from, to).map(tenths),
      windGust: hours.gusts.slice(from, to).map(tenths),
      windDirection: hours.directions.slice(from, to).map(degrees),
    });
    month = next;
  }
  return rows;
}

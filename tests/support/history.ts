/* For tests only: a spot's wind history as the history job stores it, from a rule of the hour. */
import { monthRows, type HistoryRow } from "../../lib/1-domain/history/rows";
import { ms } from "./verdict";

const HOUR_MS = 3_600_000;

/** A calendar year of rows: `kn(t)` knots (null: no value) from `deg` every hour, gusts 4 knots above. */
export function historyYear(year: number, kn: (t: Date) => number | null, deg = 260): HistoryRow[] {
  const start = new Date(Date.UTC(year, 0, 1));
  const hours = (Date.UTC(year + 1, 0, 1) - start.getTime()) / HOUR_MS;
  const speeds = Array.from({ length: hours }, (_, i) => {
    const k = kn(new Date(start.getTime() + i * HOUR_MS));
    return k === null ? null : ms(k);
  });
  return monthRows({ start, speeds, gusts: speeds.map((s) => (s === null ? null : s + ms(4))), directions: speeds.map(() => deg) });
}

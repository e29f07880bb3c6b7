import type { ForecastEntry } from "@/lib/1-domain/forecast/api-types";
import { daylightCache, lightPhase } from "@/lib/1-domain/verdict/daylight";

const HOUR_MS = 3_600_000;

/**
 * A column of a day's table: an hour (`at`, its start in ms; a night one folded until opened), or the narrow column a
 * night folds into. Drawn by the server for the shared rows and handed to the browser for the rider's rows (the same
 * columns, so that their cells line up).
 */
export type TableColumn = { kind: "hour"; index: number; at: number; night: boolean } | { kind: "fold"; from: string; to: string };

/** The day's columns: each run of night hours (sun below the horizon, at the spot) is preceded by one narrow fold column that opens it. */
export function hourColumns(entries: ForecastEntry[], coords: { latitude: number; longitude: number } | null): TableColumn[] {
  const daylight = coords ? daylightCache(coords.latitude, coords.longitude) : null;
  const night = entries.map((e) => {
    if (!daylight) return false;
    const at = new Date(e.forecastDate);
    return lightPhase(at, daylight(at)) === "night";
  });
  const columns: TableColumn[] = [];
  entries.forEach((e, i) => {
    if (night[i] && !night[i - 1]) {
      let last = i;
      while (night[last + 1]) last++;
      columns.push({ kind: "fold", from: e.forecastDate, to: new Date(Date.parse(entries[last]!.forecastDate) + HOUR_MS).toISOString() });
    }
    columns.push({ kind: "hour", index: i, at: Date.parse(e.forecastDate), night: night[i]! });
  });
  return columns;
}

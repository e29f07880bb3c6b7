import { callBudget, type CallBudget, type CallLimits } from "../../0-base/pacing";
import { getJson, type ClientOptions } from "./client";
import { LiveWindProviderError } from "../../1-domain/live-wind/errors";
import { ARCHIVE_COLUMNS, ArchiveSchema } from "../../1-domain/live-wind/openwindmap-schema";

/* The network's archive of one station (`/v1/archive/{id}?start=…&stop=…`, at most 31 days per request). */
export const ARCHIVE_MAX_DAYS = 31;
/** "The Archive API might be slower than the other APIs": a month of one station is ~11,000 rows. */
export const ARCHIVE_TIMEOUT_MS = 30_000;

/*
 * The network documents no archive quota, asks for one request a minute on its live API and a cache of one's own:
 * the station correction's history (lib/3-features/correction) asks at most two archives a minute, one after the
 * other, 120 an hour and 1,000 a day, each month of a station once (it keeps them 90 days).
 */
const ARCHIVE_LIMITS: CallLimits = { perMinute: 2, perHour: 120, perDay: 1_000 };

let shared: CallBudget | undefined;
/** This process's pace for archive requests. */
export function archiveBudget(): CallBudget {
  shared ??= callBudget(ARCHIVE_LIMITS);
  return shared;
}

export type ArchiveReading = {
  at: Date;
  windAvgKmh: number;
  windMaxKmh: number | null;
  windMinKmh: number | null;
  headingDeg: number | null;
};

/** Rows of an archive body, in the order of its `legend`; rows without a time or a mean are skipped. */
export function parseArchiveBody(body: unknown): ArchiveReading[] {
  const parsed = ArchiveSchema.safeParse(body);
  if (!parsed.success) throw new LiveWindProviderError("malformed", "Unexpected OpenWindMap archive body");
  const { legend, data } = parsed.data;
  const col = Object.fromEntries(ARCHIVE_COLUMNS.map((name) => [name, legend.indexOf(name)]));
  if (col.time < 0 || col.wind_speed_avg < 0) throw new LiveWindProviderError("malformed", "OpenWindMap archive legend lacks time or wind_speed_avg");
  const num = (row: unknown[], i: number) => (i >= 0 && typeof row[i] === "number" && Number.isFinite(row[i]) ? (row[i] as number) : null);
  const readings: ArchiveReading[] = [];
  for (const row of data) {
    const at = typeof row[col.time] === "string" ? new Date(row[col.time] as string) : null;
    const windAvgKmh = num(row, col.wind_speed_avg);
    if (!at || Number.isNaN(at.getTime()) || windAvgKmh === null) continue;
    readings.push({
      at,
      windAvgKmh,
      windMaxKmh: num(row, col.wind_speed_max),
      windMinKmh: num(row, col.wind_speed_min),
      headingDeg: num(row, col.wind_heading),
    });
  }
  return readings;
}

export async function fetchArchive(stationId: number, start: Date, stop: Date, options: ClientOptions): Promise<ArchiveReading[]> {
  if (stop.getTime() - start.getTime() > ARCHIVE_MAX_DAYS * 86_400_000) throw new RangeError(`archive requests span at most ${ARCHIVE_MAX_DAYS} days`);
  const query = new URLSearchParams({ start: start.toISOString(), stop: stop.toISOString() });
  return parseArchiveBody(await getJson(`/v1/archive/${stationId}?${query}`, options));
}

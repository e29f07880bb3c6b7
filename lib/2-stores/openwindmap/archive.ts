import { getJson, type ClientOptions } from "./client";
import { LiveWindProviderError } from "../../1-domain/live-wind/errors";
import { ARCHIVE_COLUMNS, ArchiveSchema } from "../../1-domain/live-wind/openwindmap-schema";

/* The network's archive of one station (`/v1/archive/{id}?start=…&stop=…`, at most 31 days per request). */
export const ARCHIVE_MAX_DAYS = 31;

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

import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spotWindHistory } from "../../../db/schema";
import type { HistoryRow } from "../../1-domain/history/rows";

/*
 * The spots' hourly wind history (table spot_wind_history, owned here): one row per spot and UTC month, written
 * by the history job (lib/3-features/history/fetch.ts), read by the months and « Où aller en mai ? ».
 */
const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1));

/** A value the archive did not have. */
const MISSING = -32768;

/** One 16-bit little-endian integer an hour (db/schema.ts, spot_wind_history). */
export function packHours(values: readonly (number | null)[]): Buffer {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => buffer.writeInt16LE(v ?? MISSING, i * 2));
  return buffer;
}

export function unpackHours(buffer: Uint8Array): (number | null)[] {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const out = new Array<number | null>(buffer.byteLength / 2);
  for (let i = 0; i < out.length; i++) {
    const v = view.getInt16(i * 2, true);
    out[i] = v === MISSING ? null : v;
  }
  return out;
}

const toRow = <R extends { windSpeed: Buffer; windGust: Buffer; windDirection: Buffer }>(r: R) => ({
  ...r,
  windSpeed: unpackHours(r.windSpeed),
  windGust: unpackHours(r.windGust),
  windDirection: unpackHours(r.windDirection),
});

/** Stores a spot's months (a month already stored is replaced). */
export async function saveHistoryRows(db: Db, spotId: number, rows: readonly HistoryRow[], fetchedAt: Date): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(spotWindHistory)
    .values(rows.map((r) => ({ spotId, month: r.month, windSpeed: packHours(r.windSpeed), windGust: packHours(r.windGust), windDirection: packHours(r.windDirection), fetchedAt })))
    .onConflictDoUpdate({
      target: [spotWindHistory.spotId, spotWindHistory.month],
      set: {
        windSpeed: sql`excluded.wind_speed`,
        windGust: sql`excluded.wind_gust`,
        windDirection: sql`excluded.wind_direction`,
        fetchedAt: sql`excluded.fetched_at`,
      },
    });
}

/** Per spot: the years whose twelve months are stored, ascending, and the latest fetch (ms). */
export type HistoryCoverage = Map<number, { years: number[]; fetchedAt: number }>;

export async function historyCoverage(db: Db): Promise<HistoryCoverage> {
  const result = await db.execute<{ spot_id: number; year: number; months: number; fetched_at: string | Date }>(sql`
    select spot_id, extract(year from month at time zone 'UTC')::int as year, count(*)::int as months, max(fetched_at) as fetched_at
    from ${spotWindHistory}
    group by 1, 2
    order by 1, 2`);
  const out: HistoryCoverage = new Map();
  for (const row of result.rows) {
    const spot = out.get(row.spot_id) ?? { years: [], fetchedAt: 0 };
    if (row.months === 12) spot.years.push(row.year);
    spot.fetchedAt = Math.max(spot.fetchedAt, new Date(row.fetched_at).getTime());
    out.set(row.spot_id, spot);
  }
  return out;
}

/** The spots' years fetched since `since`, per year: what the history job has asked of the day's budget. */
export async function yearsFetchedSince(db: Db, since: Date): Promise<{ year: number; spots: number }[]> {
  const result = await db.execute<{ year: number; spots: number }>(sql`
    select extract(year from month at time zone 'UTC')::int as year, count(distinct spot_id)::int as spots
    from ${spotWindHistory}
    where fetched_at >= ${since}
    group by 1`);
  return result.rows;
}

const COLUMNS = { month: spotWindHistory.month, windSpeed: spotWindHistory.windSpeed, windGust: spotWindHistory.windGust, windDirection: spotWindHistory.windDirection };

/** A spot's months of the years [from, to], by time. */
export async function readSpotHistory(db: Db, spotId: number, from: number, to: number): Promise<HistoryRow[]> {
  const rows = await db
    .select(COLUMNS)
    .from(spotWindHistory)
    .where(and(eq(spotWindHistory.spotId, spotId), gte(spotWindHistory.month, yearStart(from)), lt(spotWindHistory.month, yearStart(to + 1))))
    .orderBy(asc(spotWindHistory.month));
  return rows.map(toRow);
}

/** Every spot's rows of one calendar month (1–12) in the years [from, to], by spot then time. */
export async function readMonthHistory(db: Db, month: number, from: number, to: number): Promise<(HistoryRow & { spotId: number })[]> {
  const starts = Array.from({ length: to - from + 1 }, (_, i) => new Date(Date.UTC(from + i, month - 1, 1)));
  const rows = await db
    .select({ spotId: spotWindHistory.spotId, ...COLUMNS })
    .from(spotWindHistory)
    .where(inArray(spotWindHistory.month, starts))
    .orderBy(asc(spotWindHistory.spotId), asc(spotWindHistory.month));
  return rows.map(toRow);
}

/** Drops the months before `year` (they left the span the months rest on); how many rows went. */
export async function dropHistoryBefore(db: Db, year: number): Promise<number> {
  const gone = await db.delete(spotWindHistory).where(lt(spotWindHistory.month, yearStart(year))).returning({ spotId: spotWindHistory.spotId });
  return gone.length;
}

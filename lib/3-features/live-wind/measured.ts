import { and, eq, isNotNull, min, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spotWindStations, windStationHours } from "../../../db/schema";
import { fetchArchive } from "../../2-stores/openwindmap/archive";
import type { ClientOptions } from "../../2-stores/openwindmap/client";
import { LiveWindProviderError } from "../../1-domain/live-wind/errors";
import type { HourlyMean } from "../../1-domain/live-wind/hourly";
import { SKILL_WINDOW_DAYS } from "../../1-domain/live-wind/skill";
import { measuredHours } from "../../2-stores/live-wind/store";

/*
 * Measured hours beyond what the poller has seen: a station newly chosen for a spot has no history yet, and
 * the skill wants 14 days. Its archive fills the hours *before* the first one the poller stored (never the
 * same hour twice). One archive request per station, asked by the scheduler for the stations that need it.
 */
const HOUR_MS = 3_600_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Stations serving a spot whose stored history starts less than `days` ago (or is empty). */
export async function stationsNeedingHistory(db: Db, days = SKILL_WINDOW_DAYS, now = new Date()): Promise<number[]> {
  const since = new Date(now.getTime() - days * 86_400_000 + HOUR_MS);
  const rows = await db
    .select({ id: spotWindStations.stationId, first: min(windStationHours.hour) })
    .from(spotWindStations)
    .leftJoin(windStationHours, eq(windStationHours.stationId, spotWindStations.stationId))
    .where(isNotNull(spotWindStations.stationId))
    .groupBy(spotWindStations.stationId);
  return rows.filter((r) => r.id !== null && (r.first === null || r.first > since)).map((r) => r.id as number);
}

/** Fills a station's hours from its archive, up to its first stored hour; the number of hours added (0 on a provider failure, logged). */
export async function backfillStationHours(db: Db, stationId: number, options: ClientOptions & { days?: number; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const [{ first }] = await db.select({ first: min(windStationHours.hour) }).from(windStationHours).where(eq(windStationHours.stationId, stationId));
  const stop = first ?? new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const start = new Date(now.getTime() - (options.days ?? SKILL_WINDOW_DAYS) * 86_400_000);
  if (stop <= start) return 0;
  let readings;
  try {
    readings = await fetchArchive(stationId, start, new Date(stop.getTime() - 1), options);
  } catch (error) {
    if (!(error instanceof LiveWindProviderError)) throw error;
    console.warn(`[vent mesuré] archive de la balise ${stationId} indisponible (${error.reason}) : ${error.message}`);
    return 0;
  }
  const hours = new Map<string, { station_id: number; hour: string; readings: number; sum: number; max: number; sin: number; cos: number }>();
  for (const r of readings) {
    const hour = new Date(Math.floor(r.at.getTime() / HOUR_MS) * HOUR_MS).toISOString();
    const acc = hours.get(hour) ?? { station_id: stationId, hour, readings: 0, sum: 0, max: 0, sin: 0, cos: 0 };
    hours.set(hour, acc);
    acc.readings++;
    acc.sum += r.windAvgKmh;
    acc.max = Math.max(acc.max, r.windMaxKmh ?? r.windAvgKmh);
    if (r.headingDeg !== null) {
      acc.sin += Math.sin(rad(r.headingDeg));
      acc.cos += Math.cos(rad(r.headingDeg));
    }
  }
  if (!hours.size) return 0;
  const result = await db.execute(sql`
    insert into wind_station_hours (station_id, hour, readings, sum_avg_kmh, max_kmh, sum_heading_sin, sum_heading_cos)
    select h.station_id, h.hour, h.readings, h.sum, h.max, h.sin, h.cos
    from jsonb_to_recordset(${JSON.stringify([...hours.values()])}::jsonb)
      as h(station_id int, hour timestamptz, readings int, sum float8, max float8, sin float8, cos float8)
    where exists (select 1 from wind_stations where id = h.station_id)
    on conflict (station_id, hour) do nothing`);
  return result.rowCount ?? 0;
}

/** The measured hourly means at a spot's station over [from, to): today's « Mesuré » row; [] without station. */
export async function measuredHoursForSpot(db: Db, spotId: number, from: Date, to: Date): Promise<HourlyMean[]> {
  const [row] = await db
    .select({ stationId: spotWindStations.stationId })
    .from(spotWindStations)
    .where(and(eq(spotWindStations.spotId, spotId), isNotNull(spotWindStations.stationId)));
  return row?.stationId ? measuredHours(db, row.stationId, from, to) : [];
}

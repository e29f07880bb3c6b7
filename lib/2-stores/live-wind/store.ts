import { and, eq, gte, lt, min, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { windStationHours, windStations } from "../../../db/schema";
import { meanDirection, type HourlyMean } from "../../1-domain/live-wind/hourly";
import { SKILL_WINDOW_DAYS } from "../../1-domain/live-wind/skill";
import type { StationReading } from "../../1-domain/live-wind/stations";
import type { StationPlace } from "../../1-domain/live-wind/station-choice";
import { kmhToKnots, kmhToKnotsExact } from "../../1-domain/live-wind/units";

/*
 * The stations' store (wind_stations, wind_station_hours; each spot's station is ./spot-stations.ts's). Writes one
 * successful poll: the latest reading of every usable station, the hourly sums of the new readings, and
 * `active = false` for stations no longer usable (off, unlocated, silent), whose last reading is kept.
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** History kept for the skill, with a day's margin so that the window is always whole. */
export const HISTORY_KEEP_DAYS = SKILL_WINDOW_DAYS + 1;
const rad = (deg: number) => (deg * Math.PI) / 180;

/*
 * Rows travel as one JSON parameter unpacked by jsonb_to_recordset: one statement and one parameter whatever
 * the size of the network (a multi-row VALUES would need 11 parameters per station and is slow to build).
 */
const asJson = (rows: unknown[]) => JSON.stringify(rows);

/** A station and its last reading, as the live wind shows them. */
export const STATION_COLUMNS = {
  id: windStations.id,
  name: windStations.name,
  latitude: windStations.latitude,
  longitude: windStations.longitude,
  measuredAt: windStations.measuredAt,
  windAvgKmh: windStations.windAvgKmh,
  windMaxKmh: windStations.windMaxKmh,
  windMinKmh: windStations.windMinKmh,
  headingDeg: windStations.headingDeg,
};

/** The station and its last reading; undefined for a station the network no longer lists. */
export async function stationReading(db: Db, stationId: number) {
  const [station] = await db.select(STATION_COLUMNS).from(windStations).where(eq(windStations.id, stationId));
  return station;
}

/** The places of the stations usable at the last successful poll: the ones a spot's station is chosen among. */
export async function activeStations(db: Db | Tx): Promise<StationPlace[]> {
  return db
    .select({ id: windStations.id, latitude: windStations.latitude, longitude: windStations.longitude })
    .from(windStations)
    .where(eq(windStations.active, true));
}

/** Saves the poll's readings; returns the ids of the stations with a newer reading than the stored one. */
export async function saveReadings(tx: Tx, readings: readonly StationReading[]): Promise<number[]> {
  const stored = new Map(
    (await tx.select({ id: windStations.id, at: windStations.measuredAt }).from(windStations)).map((r) => [r.id, r.at.getTime()]),
  );
  const fresh = readings.filter((r) => r.measuredAt.getTime() > (stored.get(r.id) ?? -Infinity));
  if (fresh.length) {
    await tx.execute(sql`
      insert into wind_stations (id, name, latitude, longitude, active, measured_at, wind_avg_kmh, wind_max_kmh, wind_min_kmh, heading_deg, seen_at)
      select r.id, r.name, r.latitude, r.longitude, true, r.measured_at, r.avg, r.max, r.min, r.heading, now()
      from jsonb_to_recordset(${asJson(
        fresh.map((r) => ({
          id: r.id,
          name: r.name,
          latitude: r.latitude,
          longitude: r.longitude,
          measured_at: r.measuredAt.toISOString(),
          avg: r.windAvgKmh,
          max: r.windMaxKmh,
          min: r.windMinKmh,
          heading: r.headingDeg,
        })),
      )}::jsonb) as r(id int, name text, latitude float8, longitude float8, measured_at timestamptz, avg float8, max float8, min float8, heading float8)
      on conflict (id) do update set
        name = excluded.name, latitude = excluded.latitude, longitude = excluded.longitude, active = true,
        measured_at = excluded.measured_at, wind_avg_kmh = excluded.wind_avg_kmh, wind_max_kmh = excluded.wind_max_kmh,
        wind_min_kmh = excluded.wind_min_kmh, heading_deg = excluded.heading_deg, seen_at = now()`);
  }
  // Active = usable in this answer; a station no longer usable keeps its last reading, inactive.
  const usable = asJson(readings.map((r) => r.id));
  await tx.execute(sql`
    update wind_stations set active = (id in (select value::int from jsonb_array_elements_text(${usable}::jsonb)))
    where active <> (id in (select value::int from jsonb_array_elements_text(${usable}::jsonb)))`);
  await appendHours(tx, fresh);
  return fresh.map((r) => r.id);
}

async function appendHours(tx: Tx, fresh: readonly StationReading[]): Promise<void> {
  if (!fresh.length) return;
  const rows = fresh.map((r) => ({
    station_id: r.id,
    hour: new Date(Math.floor(r.measuredAt.getTime() / 3_600_000) * 3_600_000).toISOString(),
    avg: r.windAvgKmh,
    max: Math.max(r.windAvgKmh, r.windMaxKmh ?? 0),
    sin: r.headingDeg === null ? 0 : Math.sin(rad(r.headingDeg)),
    cos: r.headingDeg === null ? 0 : Math.cos(rad(r.headingDeg)),
  }));
  await tx.execute(sql`
    insert into wind_station_hours (station_id, hour, readings, sum_avg_kmh, max_kmh, sum_heading_sin, sum_heading_cos)
    select r.station_id, r.hour, 1, r.avg, r.max, r.sin, r.cos
    from jsonb_to_recordset(${asJson(rows)}::jsonb) as r(station_id int, hour timestamptz, avg float8, max float8, sin float8, cos float8)
    on conflict (station_id, hour) do update set
      readings = wind_station_hours.readings + 1,
      sum_avg_kmh = wind_station_hours.sum_avg_kmh + excluded.sum_avg_kmh,
      max_kmh = greatest(wind_station_hours.max_kmh, excluded.max_kmh),
      sum_heading_sin = wind_station_hours.sum_heading_sin + excluded.sum_heading_sin,
      sum_heading_cos = wind_station_hours.sum_heading_cos + excluded.sum_heading_cos`);
}

/** Drops hours older than the skill needs: the table stays about stations × 24 × 15 rows. */
export async function purgeOldHours(tx: Tx): Promise<void> {
  await tx.delete(windStationHours).where(lt(windStationHours.hour, sql`now() - make_interval(days => ${HISTORY_KEEP_DAYS})`));
}

/** The first hour stored for the station, null when none is. */
export async function firstStoredHour(db: Db, stationId: number): Promise<Date | null> {
  const [{ first }] = await db.select({ first: min(windStationHours.hour) }).from(windStationHours).where(eq(windStationHours.stationId, stationId));
  return first;
}

/** An hour's sums from a station's archive, as the poller keeps them (km/h, the heading as a unit vector). */
export type ArchiveHour = { station_id: number; hour: string; readings: number; sum: number; max: number; sin: number; cos: number };

/** Adds hours from a station's archive, never over an hour already stored, nor for a station gone meanwhile; how many were added. */
export async function insertArchiveHours(db: Db, hours: readonly ArchiveHour[]): Promise<number> {
  const result = await db.execute(sql`
    insert into wind_station_hours (station_id, hour, readings, sum_avg_kmh, max_kmh, sum_heading_sin, sum_heading_cos)
    select h.station_id, h.hour, h.readings, h.sum, h.max, h.sin, h.cos
    from jsonb_to_recordset(${JSON.stringify(hours)}::jsonb)
      as h(station_id int, hour timestamptz, readings int, sum float8, max float8, sin float8, cos float8)
    where exists (select 1 from wind_stations where id = h.station_id)
    on conflict (station_id, hour) do nothing`);
  return result.rowCount ?? 0;
}

/** A station's measured hourly means over [from, to), in knots: the "Mesuré" row and the skill's reality. */
export async function measuredHours(db: Db, stationId: number, from: Date, to: Date): Promise<HourlyMean[]> {
  const rows = await db
    .select()
    .from(windStationHours)
    .where(and(eq(windStationHours.stationId, stationId), gte(windStationHours.hour, from), lt(windStationHours.hour, to)))
    .orderBy(windStationHours.hour);
  return rows.map((r) => ({
    hour: r.hour,
    windAvgKn: kmhToKnots(r.sumAvgKmh / r.readings),
    directionDeg: meanDirection(r.sumHeadingSin, r.sumHeadingCos),
    readings: r.readings,
  }));
}

/** A station's stored hours over [from, to) with their strongest gust, knots unrounded: what the station correction keeps learning from. */
export async function measuredHoursWithGusts(db: Db, stationId: number, from: Date, to: Date) {
  const rows = await db
    .select()
    .from(windStationHours)
    .where(and(eq(windStationHours.stationId, stationId), gte(windStationHours.hour, from), lt(windStationHours.hour, to)));
  return rows.map((r) => ({
    hour: r.hour,
    readings: r.readings,
    windAvgKn: kmhToKnotsExact(r.sumAvgKmh / r.readings),
    windMaxKn: kmhToKnotsExact(r.maxKmh),
    directionDeg: meanDirection(r.sumHeadingSin, r.sumHeadingCos),
  }));
}

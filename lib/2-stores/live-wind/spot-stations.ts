import { and, eq, inArray, isNotNull, min, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spots, spotWindStations, windStationHours, windStations } from "../../../db/schema";
import { STATION_COLUMNS, type Tx } from "./store";

/*
 * Each spot's live station (spot_wind_stations), chosen again after every successful poll
 * (lib/3-features/live-wind/matching.ts), and what is read through it: the station's last reading and its stored
 * hours. The joins read wind_stations and wind_station_hours, this folder's other tables.
 */

const LIVE_COLUMNS = { spotId: spotWindStations.spotId, distanceKm: spotWindStations.distanceKm, ...STATION_COLUMNS };
/** A spot's station and its last reading; every field null when a left join found none. */
export type LiveRow = { [K in keyof typeof LIVE_COLUMNS]: (typeof LIVE_COLUMNS)[K]["_"]["data"] | null };

/** A spot's station as chosen: none within reach is a null station. */
export type SpotStation = { spotId: number; stationId: number | null; distanceKm: number | null };

/**
 * The spot's station and its last reading, whether a station was ever chosen for it (`matched`), and its place to
 * choose one from when not. One query from spots (which tells an unknown spot apart, undefined) across this
 * folder's tables: it is about the spot's live wind.
 */
export async function liveRowOfSpot(db: Db, spotId: number) {
  const [row] = await db
    .select({
      ...LIVE_COLUMNS,
      matched: sql<boolean>`${spotWindStations.spotId} is not null`,
      spot: { id: spots.id, latitude: spots.latitude, longitude: spots.longitude, orientation: spots.orientation },
    })
    .from(spots)
    .leftJoin(spotWindStations, eq(spotWindStations.spotId, spots.id))
    .leftJoin(windStations, eq(windStations.id, spotWindStations.stationId))
    .where(eq(spots.id, spotId));
  return row;
}

/** The station and last reading of a spot already read (a page's); undefined when no station was ever chosen for it. */
export async function liveRowOfKnownSpot(db: Db, spotId: number): Promise<LiveRow | undefined> {
  const [row] = await db
    .select(LIVE_COLUMNS)
    .from(spotWindStations)
    .leftJoin(windStations, eq(windStations.id, spotWindStations.stationId))
    .where(eq(spotWindStations.spotId, spotId));
  return row;
}

/** The station and last reading of each of these spots that has one, in one query. */
export async function liveRowsOfSpots(db: Db, spotIds: readonly number[]) {
  return db
    .select(LIVE_COLUMNS)
    .from(spotWindStations)
    .innerJoin(windStations, eq(windStations.id, spotWindStations.stationId))
    .where(inArray(spotWindStations.spotId, [...spotIds]));
}

/** The spots each of these stations serves, with the station's last reading, in one query. */
export async function liveRowsOfStations(db: Db, stationIds: readonly number[]) {
  return db
    .select(LIVE_COLUMNS)
    .from(spotWindStations)
    .innerJoin(windStations, eq(windStations.id, spotWindStations.stationId))
    .where(inArray(spotWindStations.stationId, [...stationIds]));
}

/** Which spots each of these stations serves. */
export async function spotsOfStations(db: Db, stationIds: readonly number[]) {
  return db
    .select({ spotId: spotWindStations.spotId, stationId: spotWindStations.stationId })
    .from(spotWindStations)
    .where(inArray(spotWindStations.stationId, [...stationIds]));
}

/** Every spot that has a station, with the station's last mean wind and heading: the spot cards' live wind. */
export async function liveSummaryRows(db: Db) {
  return db
    .select({ spotId: spotWindStations.spotId, measuredAt: windStations.measuredAt, windAvgKmh: windStations.windAvgKmh, headingDeg: windStations.headingDeg })
    .from(spotWindStations)
    .innerJoin(windStations, eq(windStations.id, spotWindStations.stationId))
    .where(isNotNull(spotWindStations.stationId));
}

/** The spot's live station, or null when none is within reach. */
export async function stationOfSpot(db: Db, spotId: number): Promise<number | null> {
  const [row] = await db
    .select({ stationId: spotWindStations.stationId })
    .from(spotWindStations)
    .where(and(eq(spotWindStations.spotId, spotId), isNotNull(spotWindStations.stationId)));
  return row?.stationId ?? null;
}

/** Every spot that has a station, with it. */
export async function spotsWithStation(db: Db) {
  return db
    .select({ spotId: spotWindStations.spotId, stationId: spotWindStations.stationId })
    .from(spotWindStations)
    .where(isNotNull(spotWindStations.stationId));
}

/** Every station serving a spot, with the first hour stored for it (null when none is). */
export async function servingStationsFirstHour(db: Db) {
  return db
    .select({ id: spotWindStations.stationId, first: min(windStationHours.hour) })
    .from(spotWindStations)
    .leftJoin(windStationHours, eq(windStationHours.stationId, spotWindStations.stationId))
    .where(isNotNull(spotWindStations.stationId))
    .groupBy(spotWindStations.stationId);
}

/*
 * Writes choices in one statement (one JSON parameter), skipping spots deleted meanwhile: a spot removed while a
 * poll runs must not fail it. The check reads spots by id inside the same statement.
 */
function insertSpotStations(db: Db | Tx, rows: readonly SpotStation[]) {
  return db.execute(sql`
    insert into spot_wind_stations (spot_id, station_id, distance_km)
    select m."spotId", m."stationId", m."distanceKm"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m("spotId" int, "stationId" int, "distanceKm" float8)
    where exists (select 1 from spots where spots.id = m."spotId")
    on conflict (spot_id) do nothing`);
}

/** Every spot's station in place of the previous choice, in the caller's transaction. */
export async function replaceSpotStations(tx: Tx, rows: readonly SpotStation[]): Promise<void> {
  await tx.delete(spotWindStations);
  if (rows.length) await insertSpotStations(tx, rows);
}

/** One spot's station, unless another reader stored one meanwhile. */
export async function addSpotStation(db: Db, row: SpotStation): Promise<void> {
  await insertSpotStations(db, [row]);
}

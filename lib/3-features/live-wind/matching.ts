import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spots, spotWindStations, windStations } from "../../../db/schema";
import { chooseStation, type SpotPlace, type StationPlace } from "../../1-domain/live-wind/station-choice";
import type { Tx } from "../../2-stores/live-wind/store";

/*
 * Stores each spot's live station (spot_wind_stations), chosen again after every successful poll among the
 * stations active then: during an outage the choice stays, like the readings. A spot created since the last
 * poll gets its station on its first read (matchSpot). The spot's orientation (degrees from the beach towards
 * open water, from the seed's knowledge) decides which shore a station stands on.
 */
export type SpotRow = SpotPlace & { id: number };

const spotColumns = { id: spots.id, latitude: spots.latitude, longitude: spots.longitude, orientation: spots.orientation };

async function activeStations(db: Db | Tx): Promise<StationPlace[]> {
  return db
    .select({ id: windStations.id, latitude: windStations.latitude, longitude: windStations.longitude })
    .from(windStations)
    .where(eq(windStations.active, true));
}

type Match = { spotId: number; stationId: number | null; distanceKm: number | null };

/* Writes matches in one statement (one JSON parameter), skipping spots deleted meanwhile: a spot removed while a poll runs must not fail it. */
function insertMatches(db: Db | Tx, rows: readonly Match[]) {
  return db.execute(sql`
    insert into spot_wind_stations (spot_id, station_id, distance_km)
    select m."spotId", m."stationId", m."distanceKm"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m("spotId" int, "stationId" int, "distanceKm" float8)
    where exists (select 1 from spots where spots.id = m."spotId")
    on conflict (spot_id) do nothing`);
}

/** Chooses every spot's station again; returns how many spots have one. */
export async function rematchSpots(tx: Tx): Promise<{ spots: number; withStation: number }> {
  const all: SpotRow[] = await tx.select(spotColumns).from(spots);
  const stations = await activeStations(tx);
  const rows = all.map((spot): Match => {
    const choice = chooseStation(spot, stations);
    return { spotId: spot.id, stationId: choice?.stationId ?? null, distanceKm: choice?.distanceKm ?? null };
  });
  await tx.delete(spotWindStations);
  if (rows.length) await insertMatches(tx, rows);
  return { spots: rows.length, withStation: rows.filter((r) => r.stationId !== null).length };
}

/** Chooses one spot's station now (a spot the last poll did not know), from the place its reader already holds. */
export async function matchSpot(db: Db, spot: SpotRow): Promise<Match> {
  const choice = chooseStation(spot, await activeStations(db));
  const match: Match = { spotId: spot.id, stationId: choice?.stationId ?? null, distanceKm: choice?.distanceKm ?? null };
  await insertMatches(db, [match]);
  return match;
}

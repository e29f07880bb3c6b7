import type { Db } from "../../../db/client";
import { chooseStation, type SpotPlace } from "../../1-domain/live-wind/station-choice";
import { activeStations, type Tx } from "../../2-stores/live-wind/store";
import { addSpotStation, replaceSpotStations, type SpotStation } from "../../2-stores/live-wind/spot-stations";
import { spotBearings } from "../../2-stores/spots/places";

/*
 * Stores each spot's live station (spot_wind_stations), chosen again after every successful poll among the
 * stations active then: during an outage the choice stays, like the readings. A spot created since the last
 * poll gets its station on its first read (matchSpot). The spot's orientation (degrees from the beach towards
 * open water, from the seed's knowledge) decides which shore a station stands on.
 */
export type SpotRow = SpotPlace & { id: number };

/** Chooses every spot's station again; returns how many spots have one. */
export async function rematchSpots(tx: Tx): Promise<{ spots: number; withStation: number }> {
  const all: SpotRow[] = await spotBearings(tx);
  const stations = await activeStations(tx);
  const rows = all.map((spot): SpotStation => {
    const choice = chooseStation(spot, stations);
    return { spotId: spot.id, stationId: choice?.stationId ?? null, distanceKm: choice?.distanceKm ?? null };
  });
  await replaceSpotStations(tx, rows);
  return { spots: rows.length, withStation: rows.filter((r) => r.stationId !== null).length };
}

/** Chooses one spot's station now (a spot the last poll did not know), from the place its reader already holds. */
export async function matchSpot(db: Db, spot: SpotRow): Promise<SpotStation> {
  const choice = chooseStation(spot, await activeStations(db));
  const match: SpotStation = { spotId: spot.id, stationId: choice?.stationId ?? null, distanceKm: choice?.distanceKm ?? null };
  await addSpotStation(db, match);
  return match;
}

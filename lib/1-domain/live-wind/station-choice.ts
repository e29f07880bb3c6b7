import { haversineKm, roundKm, type LatLng } from "../spots/geo";

/*
 * The live station of a spot (decision record docs/decisions/0007-live-wind.md): the valid station
 * within 20 km that is nearest once its distance is weighted by where it stands from the beach.
 *
 * A spot's `orientation` is the bearing from the beach towards open water. The bearing from the spot to a
 * station, compared with it, says whether the station is seaward (0°: on a jetty, a buoy, the tip of the
 * beach), along the shore (90°), or behind the beach, inland (180°), where hills and land friction make a
 * different wind. Up to SHORE_HALF_ANGLE_DEG off the seaward direction a station counts at its true distance
 * (the coast bends, the orientation is approximate); beyond, its distance is stretched linearly up to
 * INLAND_PENALTY × at dead inland. So a station 4 km behind the dunes loses to one 9 km along the shore, but
 * wins over one 15 km away. Within SAME_PLACE_KM the bearing means nothing (the station is on the beach).
 * Without an orientation, the nearest station wins. A headland between two points cannot be told from
 * coordinates alone (no coastline is known): along-shore stations are all treated alike.
 */
export const MAX_STATION_DISTANCE_KM = 20;
const SHORE_HALF_ANGLE_DEG = 100;
export const INLAND_PENALTY = 3;
const SAME_PLACE_KM = 1.5;

export type StationPlace = LatLng & { id: number };
export type SpotPlace = LatLng & { orientation?: number | null };
export type StationChoice = { stationId: number; distanceKm: number } | null;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Initial great-circle bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearingDeg(a: LatLng, b: LatLng): number {
  const φ1 = rad(a.latitude);
  const φ2 = rad(b.latitude);
  const Δλ = rad(b.longitude - a.longitude);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Smallest angle between two bearings, in [0, 180]. */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

/** How much farther a station counts than it is: 1 seaward or along the shore, up to INLAND_PENALTY behind the beach. */
export function shorePenalty(spot: SpotPlace, station: LatLng, distanceKm: number): number {
  if (spot.orientation == null || distanceKm <= SAME_PLACE_KM) return 1;
  const offSeaward = angleBetween(bearingDeg(spot, station), spot.orientation);
  if (offSeaward <= SHORE_HALF_ANGLE_DEG) return 1;
  return 1 + ((INLAND_PENALTY - 1) * (offSeaward - SHORE_HALF_ANGLE_DEG)) / (180 - SHORE_HALF_ANGLE_DEG);
}

/** The spot's station among `stations` (all valid), with its true distance in km (one decimal); null when none is within 20 km. */
export function chooseStation(spot: SpotPlace, stations: readonly StationPlace[]): StationChoice {
  let best: { id: number; km: number; score: number } | null = null;
  const maxLatDeg = MAX_STATION_DISTANCE_KM / 111; // a cheap box before the great circle
  for (const station of stations) {
    if (Math.abs(station.latitude - spot.latitude) > maxLatDeg) continue;
    const km = haversineKm(spot, station);
    if (km > MAX_STATION_DISTANCE_KM) continue;
    const score = km * shorePenalty(spot, station, km);
    if (!best || score < best.score || (score === best.score && station.id < best.id)) best = { id: station.id, km, score };
  }
  return best ? { stationId: best.id, distanceKm: roundKm(best.km) } : null;
}

import type { Sector, WaterBody } from "./knowledge-types";

/*
 * The wind sectors of a spot from its orientation (the bearing from the beach towards the water), as the seed
 * derives them. A wind is named by where it comes from: onshore comes from the orientation itself, offshore
 * from the opposite bearing.
 *
 *   offshore: orientation + 180 ± OFFSHORE_HALF_WIDTH (from land to water, never rideable);
 *   rideable: orientation ± SIDE_SHORE (side-shore, side-on and onshore), or without the onshore core
 *             (orientation ± ONSHORE_HALF_WIDTH) where onshore is not rideable (shore-break);
 *   between the two, from 90° to 112.5° off the orientation: side-off, neither rideable nor offshore.
 *
 * An enclosed lagoon or a lake has no offshore sector (the wind cannot carry a rider out to sea) and every
 * direction is rideable, unless the spot says otherwise.
 */
const OFFSHORE_HALF_WIDTH = 67.5;
const SIDE_SHORE = 90;
const ONSHORE_HALF_WIDTH = 30;
/** Every direction: a sector running clockwise from 0 to 359. */
export const ALL_DIRECTIONS: Sector = { from: 0, to: 359 };

export const normalizeBearing = (deg: number) => ((Math.round(deg) % 360) + 360) % 360;

const sector = (from: number, to: number): Sector => ({ from: normalizeBearing(from), to: normalizeBearing(to) });

/** Whether a bearing lies in a sector (clockwise from `from` to `to`, both included; may cross north). */
export function inSector(bearing: number, { from, to }: Sector): boolean {
  const b = normalizeBearing(bearing);
  return from <= to ? b >= from && b <= to : b >= from || b <= to;
}

export function offshoreSectorsFor(orientation: number, waterBody: WaterBody): Sector[] {
  if (waterBody !== "mer") return [];
  return [sector(orientation + 180 - OFFSHORE_HALF_WIDTH, orientation + 180 + OFFSHORE_HALF_WIDTH)];
}

export function rideableSectorsFor(orientation: number, waterBody: WaterBody, onshore = true): Sector[] {
  if (waterBody !== "mer") return [ALL_DIRECTIONS];
  if (onshore) return [sector(orientation - SIDE_SHORE, orientation + SIDE_SHORE)];
  return [
    sector(orientation - SIDE_SHORE, orientation - ONSHORE_HALF_WIDTH),
    sector(orientation + ONSHORE_HALF_WIDTH, orientation + SIDE_SHORE),
  ];
}

/** Whether two sectors share a direction (checked degree by degree: sectors are whole degrees). */
export function sectorsOverlap(a: Sector, b: Sector): boolean {
  for (let d = 0; d < 360; d++) if (inSector(d, a) && inSector(d, b)) return true;
  return false;
}

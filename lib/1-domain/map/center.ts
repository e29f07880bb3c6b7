import type { LatLng } from "../spots/geo";
import type { Params } from "./view";

/* The map's centre from the /spots URL (« lat », « lon »): only the map reads it (loaded with it). */
const coordinate = (raw: string | null, limit: number): number | null => {
  if (raw === null || !/^-?\d{1,3}(\.\d{1,8})?$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Math.abs(value) <= limit ? value : null;
};

/** The centre asked for, or null when absent or out of range. */
export function centerOf(params: Params): LatLng | null {
  const latitude = coordinate(params.get("lat"), 90);
  const longitude = coordinate(params.get("lon"), 180);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/* Great-circle distances (spec §9): haversine on a sphere of radius 6371 km, shown with one decimal. */
export const EARTH_RADIUS_KM = 6371;

/** Half the Earth's circumference: no two points are farther apart than this. */
export const MAX_DISTANCE_KM = Math.PI * EARTH_RADIUS_KM;

export type LatLng = { latitude: number; longitude: number };

const toRadians = (deg: number) => (deg * Math.PI) / 180;
const toDegrees = (rad: number) => (rad * 180) / Math.PI;

export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** One decimal, as the nearest-spots answer gives it. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/**
 * Longitude intervals: one, or two when the box crosses the antimeridian; null means every longitude
 * (the box reaches a pole or is wider than the globe).
 */
export type BoundingBox = { minLat: number; maxLat: number; lngRanges: [number, number][] | null };

/**
 * The smallest latitude/longitude box that holds every point within `radiusKm` of `center`: any point
 * outside it is farther than `radiusKm`, which is what makes the box a safe prefilter.
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const dLat = toDegrees(radiusKm / EARTH_RADIUS_KM);
  const minLat = center.latitude - dLat;
  const maxLat = center.latitude + dLat;
  if (minLat <= -90 || maxLat >= 90) return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), lngRanges: null };

  // The widest longitude span is reached on the parallel farthest from the equator.
  const sinRatio = Math.sin(radiusKm / EARTH_RADIUS_KM) / Math.cos(toRadians(center.latitude));
  if (sinRatio >= 1) return { minLat, maxLat, lngRanges: null };
  const dLng = toDegrees(Math.asin(sinRatio));
  const west = center.longitude - dLng;
  const east = center.longitude + dLng;
  if (west < -180) return { minLat, maxLat, lngRanges: [[west + 360, 180], [-180, east]] };
  if (east > 180) return { minLat, maxLat, lngRanges: [[west, 180], [-180, east - 360]] };
  return { minLat, maxLat, lngRanges: [[west, east]] };
}

/**
 * The bearing from a beach towards open water, from coastline geometry: the method behind
 * scripts/compute-spot-orientation.ts, kept pure so that it is tested on a drawn coastline.
 *
 * The coastline is a list of segments of land polygons whose outer rings run clockwise, as in the
 * OpenStreetMap land polygons (@geo-maps/earth-lands-10m): land lies on the right of every segment, water on
 * its left. The bearing is the water-side normal of the coast around the point of the coastline nearest to the
 * spot: the segments within SMOOTHING_M of that point, weighted by length, so that the beach's general line
 * counts rather than one groyne. Segments facing another way (the far shore of a spit, a lagoon behind the
 * dune) are left out.
 */

/** [lon1, lat1, lon2, lat2] */
export type Segment = [number, number, number, number];

/** How much coastline around the nearest point sets the bearing (a beach, not a groyne). */
const SMOOTHING_M = 700;
/** Segments whose normal differs from the nearest segment's by more than this belong to another shore. */
const SAME_SHORE_DEG = 100;

const KM_PER_DEG_LAT = 110.57;
const kmPerDegLon = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

export type CoastBearing = {
  /** Degrees 0–359, from the beach towards the water. */
  bearing: number;
  /** Distance from the spot to the nearest coastline, metres. */
  coastDistanceM: number;
  /** Whether the spot lies on land (it should: the launch is on the beach). */
  onLand: boolean;
};

const normalize = (deg: number) => ((Math.round(deg) % 360) + 360) % 360;
const angleGap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

type LocalSegment = { ax: number; ay: number; bx: number; by: number };

function closestPoint(s: LocalSegment, x: number, y: number): [number, number] {
  const dx = s.bx - s.ax;
  const dy = s.by - s.ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - s.ax) * dx + (y - s.ay) * dy) / len2));
  return [s.ax + t * dx, s.ay + t * dy];
}

function distanceToSegment(s: LocalSegment, x: number, y: number): number {
  const [px, py] = closestPoint(s, x, y);
  return Math.hypot(px - x, py - y);
}

/** The coast bearing at a spot, or null when no coastline lies within searchKm. */
export function coastBearing(segments: Segment[], lat: number, lon: number, searchKm = 3): CoastBearing | null {
  const kx = kmPerDegLon(lat);
  // Local metric plane (km), origin at the spot.
  const local = segments
    .map(([x1, y1, x2, y2]) => ({
      ax: (x1 - lon) * kx,
      ay: (y1 - lat) * KM_PER_DEG_LAT,
      bx: (x2 - lon) * kx,
      by: (y2 - lat) * KM_PER_DEG_LAT,
    }))
    .filter((s) => distanceToSegment(s, 0, 0) <= searchKm);
  let best: { d: number; px: number; py: number; s: LocalSegment } | null = null;
  for (const s of local) {
    const [px, py] = closestPoint(s, 0, 0);
    const d = Math.hypot(px, py);
    if (!best || d < best.d) best = { d, px, py, s };
  }
  if (!best || best.d > searchKm) return null;
  const normalOf = (s: LocalSegment) => (Math.atan2(-(s.by - s.ay), s.bx - s.ax) * 180) / Math.PI;
  // Bearing (clockwise from north) of the left normal (−dy, dx) of a segment: atan2(east, north) = atan2(−dy, dx).
  const nearestNormal = normalOf(best.s);
  let sx = 0;
  let sy = 0;
  const r = SMOOTHING_M / 1000;
  for (const s of local) {
    if (distanceToSegment(s, best.px, best.py) > r) continue;
    if (angleGap(normalOf(s), nearestNormal) > SAME_SHORE_DEG) continue;
    sx += s.bx - s.ax;
    sy += s.by - s.ay;
  }
  const bearing = normalize((Math.atan2(-sy, sx) * 180) / Math.PI);
  // Land is on the right of the nearest segment: the spot is on land when it lies right of it.
  const cross = (best.s.bx - best.s.ax) * -best.s.ay - (best.s.by - best.s.ay) * -best.s.ax;
  return { bearing, coastDistanceM: Math.round(best.d * 1000), onLand: cross < 0 };
}

/**
 * What the two coastline extractions share (scripts/extract-coastline.ts from OpenStreetMap,
 * scripts/extract-coastline-gshhg.ts from GSHHG): which stretches of a line come near a spot, how a line is
 * encoded, and how the file is written. See db/seed/coastline.ts for the format.
 */
import { writeFileSync } from "node:fs";
import { COASTLINE_SCALE, type CoastlineExtract } from "../db/seed/coastline";

/** coastBearing looks 3 km around a spot by default; a margin on top. */
export const EXTRACT_RADIUS_KM = 3.5;

export type Point = [number, number];
type Place = { latitude: number; longitude: number };

const KM_PER_DEG_LAT = 110.57;
const kmPerDegLon = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

/** Whether the segment a–b passes within EXTRACT_RADIUS_KM of one of the places (local flat plane around each). */
function near(a: Point, b: Point, places: readonly Place[]): boolean {
  return places.some((s) => {
    const kx = kmPerDegLon(s.latitude);
    const [ax, ay] = [(a[0] - s.longitude) * kx, (a[1] - s.latitude) * KM_PER_DEG_LAT];
    const [bx, by] = [(b[0] - s.longitude) * kx, (b[1] - s.latitude) * KM_PER_DEG_LAT];
    const [dx, dy] = [bx - ax, by - ay];
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (-ax * dx - ay * dy) / len2));
    return Math.hypot(ax + t * dx, ay + t * dy) <= EXTRACT_RADIUS_KM;
  });
}

/** The runs of consecutive segments of a line that come near one of the places, each as a list of points. */
export function runsNear(line: readonly Point[], places: readonly Place[]): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    if (near(line[i], line[i + 1], places)) {
      if (run.length === 0) run.push(line[i]);
      run.push(line[i + 1]);
    } else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs;
}

/** A line as integers of 1e-5 degree: its first point, then the difference from each point to the next. */
export function encodeLine(run: readonly Point[]): number[] {
  const out: number[] = [];
  let [px, py] = [0, 0];
  for (const [lon, lat] of run) {
    const [x, y] = [Math.round(lon * COASTLINE_SCALE), Math.round(lat * COASTLINE_SCALE)];
    out.push(x - px, y - py);
    [px, py] = [x, y];
  }
  return out;
}

/** Writes the extract with one coastline per line of the file, so that a moved spot changes a few lines of the diff. */
export function writeExtract(path: string, extract: CoastlineExtract): void {
  const { lines, ...head } = extract;
  writeFileSync(path, `${JSON.stringify(head).slice(0, -1)},"lines":[\n${lines.map((l) => JSON.stringify(l)).join(",\n")}\n]}\n`);
}

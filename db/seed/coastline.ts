/**
 * The coastlines around the spots, as the segments lib/1-domain/spots/coast-bearing.ts reads (land on the right):
 * OpenStreetMap's (db/seed/coastline-near-spots.json, written by scripts/extract-coastline.ts), which the
 * orientations come from, and GSHHG's (coastline-gshhg-near-spots.json), which checks them.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Segment } from "../../lib/1-domain/spots/coast-bearing";

/** Coordinates are stored as integers of 1e-5 degree. */
export const COASTLINE_SCALE = 100_000;

export type CoastlineExtract = {
  source: string;
  generatedBy: string;
  /** Every stretch of coast within this distance of a spot is kept. */
  radiusKm: number;
  scale: number;
  /** Each line: its first point (lon, lat), then the difference from each point to the next. */
  lines: number[][];
};

/** The OpenStreetMap coastline the orientations are computed from (scripts/extract-coastline.ts). */
export const OSM_COASTLINE = fileURLToPath(new URL("./coastline-near-spots.json", import.meta.url));
/** GSHHG's, a survey independent of OpenStreetMap, that the orientations are checked against (scripts/extract-coastline-gshhg.ts). */
export const GSHHG_COASTLINE = fileURLToPath(new URL("./coastline-gshhg-near-spots.json", import.meta.url));

export function readCoastline(file = OSM_COASTLINE): CoastlineExtract {
  return JSON.parse(readFileSync(file, "utf8")) as CoastlineExtract;
}

/** The extract's segments, [lon1, lat1, lon2, lat2] in degrees. */
export function coastlineSegments(extract = readCoastline()): Segment[] {
  const segments: Segment[] = [];
  for (const line of extract.lines) {
    let x = 0;
    let y = 0;
    let previous: [number, number] | null = null;
    for (let i = 0; i + 1 < line.length; i += 2) {
      x += line[i];
      y += line[i + 1];
      const point: [number, number] = [x / extract.scale, y / extract.scale];
      if (previous) segments.push([previous[0], previous[1], point[0], point[1]]);
      previous = point;
    }
  }
  return segments;
}

/** A declared orientation may differ from the coastline's by this much without a written reason. */
export const ORIENTATION_TOLERANCE_DEG = 30;

/**
 * The coastline around the spots (db/seed/coastline-near-spots.json, written by scripts/extract-coastline.ts
 * from the OpenStreetMap land polygons), as the segments lib/1-domain/spots/coast-bearing.ts reads: land on the right.
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

const FILE = fileURLToPath(new URL("./coastline-near-spots.json", import.meta.url));

export function readCoastline(): CoastlineExtract {
  return JSON.parse(readFileSync(FILE, "utf8")) as CoastlineExtract;
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

/**
 * Writes db/seed/coastline-near-spots.json: the coastline within EXTRACT_RADIUS_KM of every spot of
 * db/seed/spots-raw.ts, so that the orientation check (db/seed/spot-orientation.test.ts) and
 * scripts/compute-spot-orientation.ts run without the 135 MB source.
 *
 * Source: the OpenStreetMap land polygons of @geo-maps/earth-lands-10m (data © OpenStreetMap contributors,
 * ODbL 1.0; package MIT). Not a dependency of the app. Get it once, then run:
 *   npm install --no-save @geo-maps/earth-lands-10m
 *   npx tsx scripts/extract-coastline.ts   [path/to/map.geo.json, or LAND_GEOJSON=...]
 * Run it again after adding or moving a spot.
 *
 * Kept as in the source: the outer rings run clockwise, so land lies on the right of every line (the
 * convention of lib/1-domain/spots/coast-bearing.ts). Coordinates are rounded to 1e-5° (about a metre) and stored as
 * integers, each line as its first point then the differences from one point to the next.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { COASTLINE_SCALE, type CoastlineExtract } from "../db/seed/coastline";
import { RAW_SPOTS } from "../db/seed/spots-raw";

const OUTPUT = fileURLToPath(new URL("../db/seed/coastline-near-spots.json", import.meta.url));
const DEFAULT_LAND = fileURLToPath(new URL("../node_modules/@geo-maps/earth-lands-10m/map.geo.json", import.meta.url));
/** coastBearing looks 3 km around a spot by default; a margin on top. */
const EXTRACT_RADIUS_KM = 3.5;

type Geometry = { type: string; coordinates: number[][][] | number[][][][]; geometries?: Geometry[] };
type Point = [number, number];

const KM_PER_DEG_LAT = 110.57;
const kmPerDegLon = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

function near(a: Point, b: Point): boolean {
  const kx = kmPerDegLon(b[1]);
  return RAW_SPOTS.some((s) => {
    // Distance from the spot to the segment, in a local plane around the spot.
    const ax = (a[0] - s.longitude) * kx;
    const ay = (a[1] - s.latitude) * KM_PER_DEG_LAT;
    const bx = (b[0] - s.longitude) * kx;
    const by = (b[1] - s.latitude) * KM_PER_DEG_LAT;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (-ax * dx - ay * dy) / len2));
    return Math.hypot(ax + t * dx, ay + t * dy) <= EXTRACT_RADIUS_KM;
  });
}

/** The runs of consecutive segments of a ring that come near a spot, each as a list of points. */
function runsOf(ring: Point[]): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (let i = 0; i + 1 < ring.length; i++) {
    if (near(ring[i], ring[i + 1])) {
      if (run.length === 0) run.push(ring[i]);
      run.push(ring[i + 1]);
    } else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs;
}

function encode(run: Point[]): number[] {
  const out: number[] = [];
  let px = 0;
  let py = 0;
  for (const [lon, lat] of run) {
    const x = Math.round(lon * COASTLINE_SCALE);
    const y = Math.round(lat * COASTLINE_SCALE);
    out.push(x - px, y - py);
    px = x;
    py = y;
  }
  return out;
}

function main(): void {
  const path = process.argv[2] ?? process.env.LAND_GEOJSON ?? DEFAULT_LAND;
  const root = JSON.parse(readFileSync(path, "utf8")) as Geometry;
  const lines: number[][] = [];
  // A box around the spots first: the world's other rings are skipped at once.
  const lats = RAW_SPOTS.map((s) => s.latitude);
  const lons = RAW_SPOTS.map((s) => s.longitude);
  const box = [Math.min(...lons) - 0.1, Math.min(...lats) - 0.1, Math.max(...lons) + 0.1, Math.max(...lats) + 0.1];
  const inBox = (p: number[]) => p[0] >= box[0] && p[0] <= box[2] && p[1] >= box[1] && p[1] <= box[3];
  for (const g of root.geometries ?? [root]) {
    const polygons = (g.type === "Polygon" ? [g.coordinates] : g.coordinates) as number[][][][];
    for (const polygon of polygons) {
      for (const ring of polygon) {
        if (!ring.some(inBox)) continue;
        for (const run of runsOf(ring as Point[])) lines.push(encode(run));
      }
    }
  }
  const extract: CoastlineExtract = {
    source:
      "@geo-maps/earth-lands-10m 0.6.0 : polygones terrestres OpenStreetMap (© les contributeurs d'OpenStreetMap, ODbL 1.0)",
    generatedBy: "scripts/extract-coastline.ts",
    radiusKm: EXTRACT_RADIUS_KM,
    scale: COASTLINE_SCALE,
    lines,
  };
  // One coastline per line of the file, so that a moved spot changes a few lines of the diff, not one.
  const { lines: all, ...head } = extract;
  const body = all.map((l) => JSON.stringify(l)).join(",\n");
  writeFileSync(OUTPUT, `${JSON.stringify(head).slice(0, -1)},"lines":[\n${body}\n]}\n`);
  const points = lines.reduce((n, l) => n + l.length / 2, 0);
  console.log(`${lines.length} lignes, ${points} points autour de ${RAW_SPOTS.length} spots → db/seed/coastline-near-spots.json`);
}

main();

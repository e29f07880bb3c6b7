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
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { COASTLINE_SCALE, type CoastlineExtract } from "../db/seed/coastline";
import { RAW_SPOTS } from "../db/seed/spots-raw";
import { encodeLine, EXTRACT_RADIUS_KM, runsNear, writeExtract, type Point } from "./coastline-extract";

const OUTPUT = fileURLToPath(new URL("../db/seed/coastline-near-spots.json", import.meta.url));
const DEFAULT_LAND = fileURLToPath(new URL("../node_modules/@geo-maps/earth-lands-10m/map.geo.json", import.meta.url));

type Geometry = { type: string; coordinates: number[][][] | number[][][][]; geometries?: Geometry[] };

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
        for (const run of runsNear(ring as Point[], RAW_SPOTS)) lines.push(encodeLine(run));
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
  writeExtract(OUTPUT, extract);
  const points = lines.reduce((n, l) => n + l.length / 2, 0);
  console.log(`${lines.length} lignes, ${points} points autour de ${RAW_SPOTS.length} spots → db/seed/coastline-near-spots.json`);
}

main();

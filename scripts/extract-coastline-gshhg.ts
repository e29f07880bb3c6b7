/**
 * Writes db/seed/coastline-gshhg-near-spots.json: a second coastline around every spot of db/seed/spots-raw.ts,
 * independent of the OpenStreetMap one the orientations are computed from (db/seed/coastline-near-spots.json), so
 * that db/seed/spot-orientation.test.ts checks each orientation against a survey it was not derived from.
 *
 * Source: GSHHG 2.3.7, full resolution (Wessel & Smith; from the World Vector Shoreline and the CIA World Data
 * Bank II, not from OpenStreetMap), LGPL-3.0, read through GMT. Not a dependency of the app. Get both once
 * (Debian packages), then run:
 *   sudo apt-get install -y gmt gmt-gshhg-full
 *   npx tsx scripts/extract-coastline-gshhg.ts
 *
 * GMT gives the shoreline as pieces of polygons with no stated winding: each piece is turned so that land lies on
 * its right (the convention of lib/1-domain/spots/coast-bearing.ts), by asking GMT whether a point just left of
 * its longest segment is water (sea or lake). Same encoding as the OpenStreetMap extract (db/seed/coastline.ts).
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { COASTLINE_SCALE, type CoastlineExtract } from "../db/seed/coastline";
import { RAW_SPOTS } from "../db/seed/spots-raw";
import { encodeLine, EXTRACT_RADIUS_KM, runsNear, writeExtract, type Point } from "./coastline-extract";

const OUTPUT = fileURLToPath(new URL("../db/seed/coastline-gshhg-near-spots.json", import.meta.url));
/** How far left of a segment the water test looks, in km: well inside any beach's sea, across no spit. */
const PROBE_KM = 0.03;

const KM_PER_DEG_LAT = 110.57;
const kmPerDegLon = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

/** The shoreline pieces GMT gives for a box: sea coast, lakes and islands, at full resolution. */
function pieces(box: number[]): Point[][] {
  const out = execFileSync("gmt", ["coast", `-R${box.join("/")}`, "-Df", "-W", "-M"], { maxBuffer: 1 << 30 }).toString();
  const lines: Point[][] = [];
  let line: Point[] = [];
  for (const row of out.split("\n")) {
    if (row.startsWith(">")) {
      if (line.length > 1) lines.push(line);
      line = [];
    } else if (row.trim()) {
      const [lon, lat] = row.trim().split(/\s+/).map(Number);
      line.push([lon, lat]);
    }
  }
  if (line.length > 1) lines.push(line);
  return lines;
}

/** A point PROBE_KM left of the run's longest segment. */
function leftProbe(run: Point[]): Point {
  let best = 0;
  let bestLen = -1;
  for (let i = 0; i + 1 < run.length; i++) {
    const kx = kmPerDegLon(run[i][1]);
    const len = Math.hypot((run[i + 1][0] - run[i][0]) * kx, (run[i + 1][1] - run[i][1]) * KM_PER_DEG_LAT);
    if (len > bestLen) [best, bestLen] = [i, len];
  }
  const [a, b] = [run[best], run[best + 1]];
  const kx = kmPerDegLon(a[1]);
  const [dx, dy] = [(b[0] - a[0]) * kx, (b[1] - a[1]) * KM_PER_DEG_LAT];
  const len = Math.hypot(dx, dy) || 1;
  const [mx, my] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  // Left normal of (dx, dy) is (−dy, dx).
  return [mx + ((-dy / len) * PROBE_KM) / kx, my + ((dx / len) * PROBE_KM) / KM_PER_DEG_LAT];
}

/** Which probes lie on water (sea, lake or pond), by GMT's own land mask at full resolution. */
function onWater(probes: Point[]): boolean[] {
  const input = probes.map(([lon, lat], i) => `${lon} ${lat} ${i}`).join("\n");
  // -N ocean/land/lake/island/pond: keep the wet ones.
  const out = execFileSync("gmt", ["select", "-Df", "-Nk/s/k/s/k"], { input, maxBuffer: 1 << 28 }).toString();
  const wet = new Set(out.split("\n").filter(Boolean).map((row) => Number(row.trim().split(/\s+/)[2])));
  return probes.map((_, i) => wet.has(i));
}

function main(): void {
  const lats = RAW_SPOTS.map((s) => s.latitude);
  const lons = RAW_SPOTS.map((s) => s.longitude);
  const box = [Math.min(...lons) - 0.1, Math.max(...lons) + 0.1, Math.min(...lats) - 0.1, Math.max(...lats) + 0.1];
  const runs = pieces(box).flatMap((line) => runsNear(line, RAW_SPOTS));
  const wet = onWater(runs.map(leftProbe));
  const lines = runs.map((run, i) => encodeLine(wet[i] ? run : [...run].reverse()));
  const extract: CoastlineExtract = {
    source:
      "GSHHG 2.3.7, pleine résolution (Wessel et Smith ; World Vector Shoreline et CIA World Data Bank II), LGPL-3.0, lue par GMT 6",
    generatedBy: "scripts/extract-coastline-gshhg.ts",
    radiusKm: EXTRACT_RADIUS_KM,
    scale: COASTLINE_SCALE,
    lines,
  };
  writeExtract(OUTPUT, extract);
  console.log(`${lines.length} lignes, ${lines.reduce((n, l) => n + l.length / 2, 0)} points → db/seed/coastline-gshhg-near-spots.json`);
}

main();

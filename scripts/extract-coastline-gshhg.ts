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
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { COASTLINE_SCALE, type CoastlineExtract } from "../db/seed/coastline";
import { RAW_SPOTS } from "../db/seed/spots-raw";

const OUTPUT = fileURLToPath(new URL("../db/seed/coastline-gshhg-near-spots.json", import.meta.url));
const EXTRACT_RADIUS_KM = 3.5;
/** How far left of a segment the water test looks, in km: well inside any beach's sea, across no spit. */
const PROBE_KM = 0.03;

type Point = [number, number];
const KM_PER_DEG_LAT = 110.57;
const kmPerDegLon = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

function near(a: Point, b: Point): boolean {
  return RAW_SPOTS.some((s) => {
    const kx = kmPerDegLon(s.latitude);
    const [ax, ay] = [(a[0] - s.longitude) * kx, (a[1] - s.latitude) * KM_PER_DEG_LAT];
    const [bx, by] = [(b[0] - s.longitude) * kx, (b[1] - s.latitude) * KM_PER_DEG_LAT];
    const [dx, dy] = [bx - ax, by - ay];
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (-ax * dx - ay * dy) / len2));
    return Math.hypot(ax + t * dx, ay + t * dy) <= EXTRACT_RADIUS_KM;
  });
}

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

function runsNearSpots(line: Point[]): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    if (near(line[i], line[i + 1])) {
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

function encode(run: Point[]): number[] {
  const out: number[] = [];
  let [px, py] = [0, 0];
  for (const [lon, lat] of run) {
    const [x, y] = [Math.round(lon * COASTLINE_SCALE), Math.round(lat * COASTLINE_SCALE)];
    out.push(x - px, y - py);
    [px, py] = [x, y];
  }
  return out;
}

function main(): void {
  const lats = RAW_SPOTS.map((s) => s.latitude);
  const lons = RAW_SPOTS.map((s) => s.longitude);
  const box = [Math.min(...lons) - 0.1, Math.max(...lons) + 0.1, Math.min(...lats) - 0.1, Math.max(...lats) + 0.1];
  const runs = pieces(box).flatMap(runsNearSpots);
  const wet = onWater(runs.map(leftProbe));
  const lines = runs.map((run, i) => encode(wet[i] ? run : [...run].reverse()));
  const extract: CoastlineExtract = {
    source:
      "GSHHG 2.3.7, pleine résolution (Wessel et Smith ; World Vector Shoreline et CIA World Data Bank II), LGPL-3.0, lue par GMT 6",
    generatedBy: "scripts/extract-coastline-gshhg.ts",
    radiusKm: EXTRACT_RADIUS_KM,
    scale: COASTLINE_SCALE,
    lines,
  };
  const { lines: all, ...head } = extract;
  writeFileSync(OUTPUT, `${JSON.stringify(head).slice(0, -1)},"lines":[\n${all.map((l) => JSON.stringify(l)).join(",\n")}\n]}\n`);
  console.log(`${lines.length} lignes, ${all.reduce((n, l) => n + l.length / 2, 0)} points → db/seed/coastline-gshhg-near-spots.json`);
}

main();

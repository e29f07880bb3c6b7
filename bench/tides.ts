/**
 * Tide predictions for every spot: 7 days of high and low waters with their coefficient, as a refresh would do.
 * Run: npx tsx bench/tides.ts [days] [--gauges]. Target: under 2 s for ~70 spots.
 * Spots come from db/seed/spots-data.ts when it exists (unless --gauges), otherwise the French CC BY gauges (up to 70).
 */
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { stations } from "@neaps/tide-database";
import { findGauge, predictTideEntries, spotGaugeId } from "../lib/1-domain/tides";

type Spot = {
  name: string;
  latitude: number;
  longitude: number;
  /** hydrographicSource */ gaugeHint?: string;
  waterBody?: "mer" | "lagune" | "lac";
};

// Imports (the tide database is read at import) are done before the first line of this body runs.
const bootMs = performance.now();
const MAX_SPOTS = 70;
const args = process.argv.slice(2);
const days = Number(args.find((a) => /^\d+$/.test(a)) ?? 7);
const fromSeed = !args.includes("--gauges");

async function loadSpots(): Promise<{ spots: Spot[]; origin: string }> {
  const seedPath = fileURLToPath(new URL("../db/seed/spots-data.ts", import.meta.url));
  if (fromSeed && existsSync(seedPath)) {
    // Imported by path so this file still compiles before the seed data exists; its shape is checked below.
    const mod = (await import(pathToFileURL(seedPath).href)) as { SEED_SPOTS?: unknown };
    if (Array.isArray(mod.SEED_SPOTS)) {
      const spots = (mod.SEED_SPOTS as Record<string, unknown>[]).map((s) => ({
        name: String(s.name ?? "?"),
        latitude: Number(s.latitude),
        longitude: Number(s.longitude),
        // "<station id> – <name>", as the seed writes hydrographicSource.
        gaugeHint: typeof s.hydrographicSource === "string" ? s.hydrographicSource : undefined,
        waterBody: (s.knowledge as { waterBody?: Spot["waterBody"] } | undefined)?.waterBody,
      }));
      return { spots, origin: "db/seed/spots-data.ts" };
    }
  }
  const french = stations
    .filter((s) => s.country_code === "FR" && s.license.type === "cc-by-4.0")
    .slice(0, MAX_SPOTS)
    .map((s) => ({ name: s.name, latitude: s.latitude, longitude: s.longitude }));
  return { spots: french, origin: "French CC BY gauges of @neaps/tide-database" };
}

// As the app picks it (lib/2-stores/tides/tides.ts, lib/1-domain/tides/gauge-rule.ts): none for a lake.
function gaugeFor(spot: Spot): string | undefined {
  if (spot.gaugeHint !== undefined) {
    return spotGaugeId(spot.gaugeHint, spot.latitude, spot.longitude, spot.waterBody) ?? undefined;
  }
  return findGauge(spot.latitude, spot.longitude)?.id;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const { spots, origin } = await loadSpots();
const rssBefore = process.memoryUsage().rss;
const from = new Date();
const started = performance.now();
let events = 0;
let withoutGauge = 0;
const perSpot: number[] = [];
for (const spot of spots) {
  const t0 = performance.now();
  const gaugeId = gaugeFor(spot);
  if (gaugeId) events += predictTideEntries(gaugeId, from, days).length;
  else withoutGauge++;
  perSpot.push(performance.now() - t0);
}
const total = performance.now() - started;

// A second pass shows the steady state of a long-running server: station and Brest caches warm.
const warmStart = performance.now();
for (const spot of spots) {
  const gaugeId = gaugeFor(spot);
  if (gaugeId) predictTideEntries(gaugeId, from, days);
}
const warm = performance.now() - warmStart;

const sorted = [...perSpot].sort((a, b) => a - b);
console.log(`spots: ${spots.length} (${origin}), ${days} days, ${events} tide events, ${withoutGauge} without gauge`);
console.log(`process start + imports: ${bootMs.toFixed(0)} ms`);
console.log(`total: ${total.toFixed(0)} ms (cold), ${warm.toFixed(0)} ms (warm)`);
console.log(
  `per spot: mean ${(total / spots.length).toFixed(1)} ms, median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, ` +
    `max ${sorted.at(-1)!.toFixed(1)} ms (first spot pays Brest's week: ${perSpot[0].toFixed(1)} ms)`,
);
console.log(`memory: RSS ${mb(process.memoryUsage().rss)} (${mb(rssBefore)} after loading the database)`);

/**
 * Verdicts for every spot: 150 spots × 7 days × 24 hours, the way the API computes them (lib/verdict), with no
 * database: synthetic spots around the French coast (orientations, sectors across north, seasonal bans, tide
 * limits) and a varied synthetic forecast. Prints:
 *   1. one rider: facts (sun, sectors, bans, tide) and judgement of all 25,200 hours, then the windows;
 *   2. many riders: the facts once per spot, then the hours judged for each of 50 riders.
 * Target: all spots × 7 days × 24 h in well under 1 s.
 * Run: npx tsx bench/verdicts.ts [spots]
 */
import os from "node:os";
import type { SpotKnowledge, SpotLevel } from "../lib/1-domain/spots/knowledge-types";
import type { RiderPreferences } from "../lib/1-domain/validation/preferences";
import { judgeSpotHours, spotHourFacts, spotHourVerdicts, type HeightAt } from "../lib/1-domain/verdict/spot-hours";
import type { ForecastHour, VerdictSpot } from "../lib/1-domain/verdict/types";
import { findWindows } from "../lib/1-domain/verdict/windows";

const SPOTS = Number(process.argv[2] ?? 150);
const HOURS = 7 * 24;
const RIDERS = 50;
const TARGET_MS = 1_000;
const RUNS = 5;
const LEVELS: SpotLevel[] = ["débutant", "intermédiaire", "confirmé"];
const START = Date.parse("2026-07-01T00:00:00Z"); // summer: bans in force, long days

/** A deterministic pseudo-random sequence, so runs compare. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

function spot(i: number, rnd: () => number): VerdictSpot {
  const orientation = Math.floor(rnd() * 360);
  const knowledge: SpotKnowledge = {
    waterBody: i % 10 === 0 ? "lac" : "mer",
    orientation,
    rideableSectors: [{ from: (orientation + 270) % 360, to: (orientation + 90) % 360 }],
    offshoreSectors: [{ from: (orientation + 135) % 360, to: (orientation + 225) % 360 }],
    level: LEVELS[i % 3]!,
    water: "clapot",
    tide: i % 4 === 0 ? { minHeightM: 2, maxHeightM: null, note: null } : { minHeightM: null, maxHeightM: null, note: null },
    seasonalBan: i % 5 === 0 ? { from: "07-01", to: "08-31", note: "zone de baignade" } : null,
    sources: [],
  };
  return { latitude: 42.5 + rnd() * 8.5, longitude: -4.5 + rnd() * 12, knowledge };
}

function forecast(rnd: () => number): ForecastHour[] {
  let speed = 3 + rnd() * 8;
  let direction = rnd() * 360;
  return Array.from({ length: HOURS }, (_, h) => {
    speed = Math.max(0, Math.min(20, speed + (rnd() - 0.5) * 2));
    direction = (direction + (rnd() - 0.5) * 30 + 360) % 360;
    return { forecastDate: new Date(START + h * 3_600_000).toISOString(), windSpeed: speed, windGust: speed * 1.3, windDirection: direction };
  });
}

/** A semi-diurnal tide, 1 m to 6 m. */
const tide: HeightAt = (t) => 3.5 + 2.5 * Math.cos((2 * Math.PI * t.getTime()) / (12.42 * 3_600_000));

const rnd = random(42);
const spots = Array.from({ length: SPOTS }, (_, i) => spot(i, rnd));
const forecasts = spots.map(() => forecast(rnd));
const riders: RiderPreferences[] = Array.from({ length: RIDERS }, (_, i) => ({
  windMinKn: 8 + (i % 10),
  windMaxKn: 22 + (i % 15),
  level: LEVELS[(i + 1) % 3]!,
  gustMaxKn: 22 + (i % 15) + 3,
  weightKg: 60 + (i % 40),
  kites: i % 5 === 0 ? [] : [7, 9, 12].slice(0, 1 + (i % 3)),
  saved: i % 2 === 0,
  kiteShift: i % 7 === 0 ? 0.85 : null,
}));
const heightFor = (i: number) => (spots[i]!.knowledge.tide.minHeightM === null ? undefined : tide);

/** Wall time, and CPU time of this process (less inflated than the wall time when the cores are shared). */
const cpuMs: number[] = [];
function time<T>(fn: () => T): { ms: number; value: T } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = fn();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  cpuMs.push((c.user + c.system) / 1000);
  return { ms, value };
}
const best = (samples: number[]) => Math.min(...samples);
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

const oneRider: number[] = [];
const oneRiderCpu: number[] = [];
const windowsMs: number[] = [];
let counts = { go: 0, marginal: 0, no: 0 };
let windowCount = 0;
for (let run = 0; run < RUNS; run++) {
  const { ms, value } = time(() => spots.map((s, i) => spotHourVerdicts(s, forecasts[i]!, riders[0]!, heightFor(i))));
  oneRider.push(ms);
  oneRiderCpu.push(cpuMs.at(-1)!);
  const w = time(() => value.map((hours) => findWindows(hours, new Date(START))));
  windowsMs.push(w.ms);
  counts = { go: 0, marginal: 0, no: 0 };
  for (const hours of value) for (const h of hours) counts[h.verdict]++;
  windowCount = w.value.reduce((n, list) => n + list.length, 0);
}

const factsMs: number[] = [];
const judgeMs: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const facts = time(() => spots.map((s, i) => spotHourFacts(s, forecasts[i]!, heightFor(i))));
  factsMs.push(facts.ms);
  // One rider after the other, as requests come: each rider's verdicts are counted, then dropped.
  judgeMs.push(
    time(() => {
      let go = 0;
      for (const r of riders) {
        facts.value.forEach((f, i) => {
          for (const h of judgeSpotHours(f, spots[i]!.knowledge, r)) if (h.verdict === "go") go++;
        });
      }
      return go;
    }).ms,
  );
}

const hours = SPOTS * HOURS;
console.log(`Verdicts : ${SPOTS} spots × 7 jours × 24 h = ${hours} heures (${RUNS} passes, meilleure / médiane)`);
console.log(`  un rider, faits + verdicts   : ${fmt(best(oneRider))} / ${fmt(median(oneRider))}  (objectif < ${TARGET_MS} ms)`);
console.log(`    temps CPU du processus      : ${fmt(best(oneRiderCpu))} / ${fmt(median(oneRiderCpu))}  (charge de la machine : ${os.loadavg()[0]!.toFixed(1)})`);
console.log(`  créneaux de ces heures       : ${fmt(best(windowsMs))} / ${fmt(median(windowsMs))}  (${windowCount} créneaux)`);
console.log(`  répartition                  : go ${counts.go}, limite ${counts.marginal}, non ${counts.no}`);
console.log(`  faits seuls (une fois/spot)  : ${fmt(best(factsMs))} / ${fmt(median(factsMs))}`);
console.log(`  ${RIDERS} riders jugés sur ces faits : ${fmt(best(judgeMs))} / ${fmt(median(judgeMs))}  (${fmt(median(judgeMs) / RIDERS)} par rider)`);
const ok = median(oneRider) < TARGET_MS;
console.log(ok ? "OK : sous l'objectif." : "ÉCHEC : au-dessus de l'objectif.");
process.exitCode = ok ? 0 : 1;

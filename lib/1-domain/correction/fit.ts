import { DIRECTION_MIN_KN } from "../verdict/confidence";
import { addPair, addSums, emptySums, IDENTITY, PSEUDO_HOURS, shrunkLine, type Line, type Sums } from "./regression";
import { HOUR_BLOCKS, SECTORS, STRATA, stratumOf } from "./strata";
import type { PairHour } from "./pairs";

/*
 * A model's table learned from paired hours (docs/decisions/0029-station-correction.md), coarse to fine: one line
 * for all hours (pulled toward « the model is right »), one per block of hours pulled toward it, one per block and
 * sector pulled toward its block's. Thin data thus falls back to the coarser line by itself, smoothly.
 */

/** Fewer paired hours than this and nothing is learned (the raw model stays). */
export const MIN_FIT_HOURS = 48;

/** Which line is fitted: the mean wind's, or the gusts' (over hours where both gusts are known). */
export type Fitted = "mean" | "gust";

/** The lines of every stratum, flattened [a, b, a, b, …] in stratum order; null under MIN_FIT_HOURS usable pairs. */
export function fitLines(pairs: readonly PairHour[], fitted: Fitted, from = 0, to = pairs.length): number[] | null {
  const cells = Array.from({ length: STRATA }, emptySums);
  for (let i = from; i < to; i++) {
    const p = pairs[i]!;
    const cell = cells[stratumOf(p.block, p.sector)]!;
    if (fitted === "mean") addPair(cell, p.forecastKn, p.measuredKn);
    else if (p.forecastGustKn !== null && p.measuredGustKn !== null) addPair(cell, p.forecastGustKn, p.measuredGustKn);
  }
  const all = emptySums();
  const blocks: Sums[] = [];
  for (let b = 0; b < HOUR_BLOCKS; b++) {
    const block = emptySums();
    for (let s = 0; s < SECTORS; s++) addSums(block, cells[stratumOf(b, s)]!);
    blocks.push(block);
    addSums(all, block);
  }
  if (all.n < MIN_FIT_HOURS) return null;
  const root = shrunkLine(all, IDENTITY);
  const out: number[] = [];
  for (let b = 0; b < HOUR_BLOCKS; b++) {
    const parent = shrunkLine(blocks[b]!, root);
    for (let s = 0; s < SECTORS; s++) {
      const [a, slope] = shrunkLine(cells[stratumOf(b, s)]!, parent);
      out.push(Math.round(a * 1000) / 1000, Math.round(slope * 1000) / 1000);
    }
  }
  return out;
}

export const lineAt = (table: readonly number[], stratum: number): Line => [table[2 * stratum]!, table[2 * stratum + 1]!];

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Per sector of the forecast direction, the mean turn from the forecast to the measured direction (°, positive
 * clockwise), over hours where both winds reach DIRECTION_MIN_KN (a light wind's direction wanders), pulled toward
 * no turn by PSEUDO_HOURS imaginary hours. Null under MIN_FIT_HOURS such hours.
 */
export function fitDirection(pairs: readonly PairHour[], from = 0, to = pairs.length): number[] | null {
  const sin = new Array<number>(SECTORS).fill(0);
  const cos = new Array<number>(SECTORS).fill(0);
  let n = 0;
  for (let i = from; i < to; i++) {
    const p = pairs[i]!;
    if (p.measuredDirDeg === null || p.forecastKn < DIRECTION_MIN_KN || p.measuredKn < DIRECTION_MIN_KN) continue;
    const turn = rad(p.measuredDirDeg - p.forecastDirDeg);
    sin[p.sector]! += Math.sin(turn);
    cos[p.sector]! += Math.cos(turn);
    n++;
  }
  if (n < MIN_FIT_HOURS) return null;
  return sin.map((s, i) => Math.round(((Math.atan2(s, cos[i]! + PSEUDO_HOURS) * 180) / Math.PI) * 10) / 10 || 0);
}

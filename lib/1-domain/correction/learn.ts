import type { CorrectionDay, StoredCorrection } from "../../../db/column-types";
import { parisDayStart } from "../../0-base/time";
import { angleBetween } from "../verdict/sectors";
import { DIRECTION_MIN_KN } from "../verdict/confidence";
import { correctGustKn, correctHourKn, type AppliedCorrection, type CorrectionTable } from "./apply";
import { fitDirection, fitLines, MIN_FIT_HOURS } from "./fit";
import { pairDays, type ForecastDay, type PairHour, type StationDay } from "./pairs";
import { ErrorTally, round1, type Verdict } from "./score";
import { parisDayStartMs, stratumOf } from "./strata";

/*
 * One model at one spot: a rolling-origin back-test on the last BACKTEST_DAYS days, each day predicted by a table
 * learned only from the TRAIN_WINDOW_DAYS before it (and not from the day just before it: the correction a rider
 * reads for tomorrow was learned by last night), then the table learned from the whole window for use, applied
 * only if the back-test says it beats the raw model (docs/decisions/0029-station-correction.md).
 */
export const BACKTEST_DAYS = 30;
/** Held-out days needed before a correction can be judged. */
export const MIN_TEST_DAYS = 14;
export const TRAIN_WINDOW_DAYS = 60;
/** Days left out between what a table learns and the day it predicts. */
export const GAP_DAYS = 1;
/** Paired hours a table needs before its day counts in the back-test (ten days). */
const MIN_TRAIN_HOURS = 240;
/** A held-out day counts with at least this many compared hours. */
const MIN_DAY_HOURS = 6;
/** The least gain worth applying: knots for the wind and the gusts, degrees for the direction. */
const MIN_GAIN_KN = 0.2;
const MIN_GAIN_DEG = 3;

const DAY_MS = 86_400_000;

/** The table learned from the pairs [from, to); null when too few to learn anything. */
function learnTable(pairs: readonly PairHour[], from = 0, to = pairs.length): CorrectionTable | null {
  const mean = fitLines(pairs, "mean", from, to);
  return mean ? { mean, gust: fitLines(pairs, "gust", from, to), direction: fitDirection(pairs, from, to) } : null;
}

/** The first index whose pair is at or after `at` (pairs in time order). */
function firstFrom(pairs: readonly PairHour[], at: number): number {
  let lo = 0;
  let hi = pairs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pairs[mid]!.at < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Back-test, decision and the table for use, for one model's pairs (in time order) at `now`. */
export function learnCorrection(pairs: readonly PairHour[], now: Date): StoredCorrection {
  const todayStart = parisDayStart(now).getTime();
  const testFrom = parisDayStart(now.getTime() - BACKTEST_DAYS * DAY_MS).getTime();
  const wind = new ErrorTally();
  const gustLine = new ErrorTally();
  const gustRatio = new ErrorTally();
  const direction = new ErrorTally();

  for (let i = firstFrom(pairs, testFrom), end = firstFrom(pairs, todayStart); i < end; ) {
    const day = pairs[i]!.day;
    let j = i;
    while (j < end && pairs[j]!.day === day) j++;
    const cutoff = parisDayStartMs(day, pairs[i]!.at) - GAP_DAYS * DAY_MS;
    const [from, to] = [firstFrom(pairs, cutoff - TRAIN_WINDOW_DAYS * DAY_MS), firstFrom(pairs, cutoff)];
    const table = to - from >= MIN_TRAIN_HOURS ? learnTable(pairs, from, to) : null;
    if (table) {
      // Every way of correcting is tested: which of them beat the raw model decides what is applied.
      const c: AppliedCorrection = { table, gust: "raw", direction: true };
      for (let k = i; k < j; k++) {
        const p = pairs[k]!;
        const hour = correctHourKn(c, p.block, { kn: p.forecastKn, gustKn: null, directionDeg: p.forecastDirDeg });
        wind.add(day, p.forecastKn - p.measuredKn, hour.kn - p.measuredKn);
        if (p.forecastGustKn !== null && p.measuredGustKn !== null) {
          const stratum = stratumOf(p.block, p.sector);
          const raw = p.forecastGustKn - p.measuredGustKn;
          gustLine.add(day, raw, correctGustKn(table, stratum, "line", p.forecastGustKn, p.forecastKn, hour.kn) - p.measuredGustKn);
          gustRatio.add(day, raw, correctGustKn(table, stratum, "ratio", p.forecastGustKn, p.forecastKn, hour.kn) - p.measuredGustKn);
        }
        if (p.measuredDirDeg !== null && p.measuredKn >= DIRECTION_MIN_KN && p.forecastKn >= DIRECTION_MIN_KN) {
          direction.add(day, angleBetween(p.forecastDirDeg, p.measuredDirDeg), angleBetween(hour.directionDeg, p.measuredDirDeg));
        }
      }
    }
    i = j;
  }

  const used = pairs.slice(firstFrom(pairs, todayStart - TRAIN_WINDOW_DAYS * DAY_MS));
  const table = learnTable(used);
  const w = wind.verdict(MIN_DAY_HOURS, MIN_GAIN_KN);
  const enough = w.days >= MIN_TEST_DAYS && table !== null;
  const applied = enough && w.better;
  const d = direction.verdict(MIN_DAY_HOURS, MIN_GAIN_DEG);
  const days: CorrectionDay[] = [...w.byDay].map(([date, e]) => ({ date, hours: e.n, rawMaeKn: round1(e.raw / e.n), correctedMaeKn: round1(e.corrected / e.n) }));
  return {
    applied,
    reason: applied ? null : enough ? "not-better" : "not-enough-data",
    trainedFrom: used.length ? new Date(used[0]!.at).toISOString() : null,
    trainedTo: used.length ? new Date(used.at(-1)!.at).toISOString() : null,
    trainedHours: used.length,
    testedHours: w.hours,
    testedDays: w.days,
    rawMaeKn: w.hours ? round1(w.rawMae) : null,
    correctedMaeKn: w.hours ? round1(w.correctedMae) : null,
    gust: gustChoice(gustLine.verdict(MIN_DAY_HOURS, MIN_GAIN_KN), gustRatio.verdict(MIN_DAY_HOURS, MIN_GAIN_KN), applied, Boolean(table?.gust)),
    direction: d.hours >= MIN_FIT_HOURS ? { applied: applied && d.better, hours: d.hours, rawMaeDeg: round1(d.rawMae), correctedMaeDeg: round1(d.correctedMae) } : null,
    days,
    table,
  };
}

/** The gusts' way: their own line or the mean's ratio, whichever beat the raw gusts by more; else (or unapplied) raw. */
function gustChoice(line: Verdict, ratio: Verdict, applied: boolean, lineLearned: boolean): StoredCorrection["gust"] {
  if (line.hours < MIN_FIT_HOURS) return null;
  const figures = (v: Verdict) => ({ hours: v.hours, rawMaeKn: round1(v.rawMae), correctedMaeKn: round1(v.correctedMae) });
  const candidates = applied ? [...(lineLearned && line.better ? [["line", line] as const] : []), ...(ratio.better ? [["ratio", ratio] as const] : [])] : [];
  candidates.sort((a, b) => a[1].correctedMae - b[1].correctedMae);
  const best = candidates[0];
  return best ? { method: best[0], ...figures(best[1]) } : { method: "raw", ...figures(line), correctedMaeKn: round1(line.rawMae) };
}

/** Every model of a spot: its forecast days paired with its station's, each learned and back-tested. */
export function learnSpot(forecasts: readonly ForecastDay[], stations: readonly StationDay[], now: Date): Map<string, StoredCorrection> {
  const out = new Map<string, StoredCorrection>();
  for (const [model, pairs] of pairDays(forecasts, stations)) out.set(model, learnCorrection(pairs, now));
  return out;
}

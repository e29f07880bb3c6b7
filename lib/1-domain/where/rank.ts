import { parisDayKey } from "../../0-base/time";
import type { Verdict, VerdictWindow } from "../verdict/types";
import { compareWindows } from "../verdict/windows";

/*
 * « Où naviguer » (docs/decisions/0031-where-and-when.md): spots ranked for one rider by their best window of a
 * period. A spot's verdict for the period is its best window's (« go », else « marginal »), « no » without one:
 * an isolated hour is not a session.
 */

/** A window as the ranking shows it: « 11 h–15 h, 22 nds, aile 9 m, confiance haute ». */
export type WhereWindow = Pick<VerdictWindow, "start" | "end" | "avgWindKn" | "maxGustKn" | "kiteSizeM2" | "confidence">;

/** One spot of GET /api/where. With `?month=`, `rideableDays` (an average per year) and `days` of that month. */
export type RankedSpot = {
  id: number;
  name: string;
  /** From the rider's position or home town, km with one decimal; null when neither is known. */
  distanceKm: number | null;
  verdict: Verdict;
  window: WhereWindow | null;
  rideableDays?: number;
  days?: number;
};

/** Nothing rideable in the period: the nearest day on which a spot is, and that spot. */
export type NextRideable = { date: string; spotId: number; name: string; distanceKm: number | null };

/** A spot's best window of each Paris day (by the window's start), from windows found over the forecast. */
export type SpotDays = ReadonlyMap<string, VerdictWindow>;

export function bestWindowByDay(windows: readonly VerdictWindow[]): Map<string, VerdictWindow> {
  const days = new Map<string, VerdictWindow>();
  for (const w of windows) {
    const day = parisDayKey(w.start);
    const seen = days.get(day);
    if (!seen || compareWindows(w, seen) < 0) days.set(day, w);
  }
  return days;
}

/** The best window over the period's days, or null. */
export function bestInPeriod(days: SpotDays, period: readonly string[]): VerdictWindow | null {
  let best: VerdictWindow | null = null;
  for (const day of period) {
    const w = days.get(day);
    if (w && (!best || compareWindows(w, best) < 0)) best = w;
  }
  return best;
}

export const toWhereWindow = (w: VerdictWindow): WhereWindow => ({
  start: w.start,
  end: w.end,
  avgWindKn: w.avgWindKn,
  maxGustKn: w.maxGustKn,
  kiteSizeM2: w.kiteSizeM2,
  confidence: w.confidence,
});

const RANK: Record<Verdict, number> = { go: 0, marginal: 1, no: 2 };
const length = (w: WhereWindow | null) => (w ? Date.parse(w.end) - Date.parse(w.start) : 0);

/**
 * Best first: « go » before « marginal » before « no »; then, for a month, more rideable days, otherwise the
 * longer window; then the nearer (unknown distances last); then by id, so that equal spots keep one order.
 */
export function compareRanked(a: RankedSpot, b: RankedSpot): number {
  const byVerdict = RANK[a.verdict] - RANK[b.verdict];
  if (byVerdict) return byVerdict;
  const byAmount = a.rideableDays !== undefined && b.rideableDays !== undefined ? b.rideableDays - a.rideableDays : length(b.window) - length(a.window);
  if (byAmount) return byAmount;
  const byDistance = (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity);
  return (Number.isNaN(byDistance) ? 0 : byDistance) || a.id - b.id;
}

/**
 * The earliest day (Paris, from `fromDay` on) with a « go » window at one of the spots, and the nearest spot
 * rideable that day; null when none is all week.
 */
export function nextRideable(
  spots: readonly { id: number; name: string; distanceKm: number | null; days: SpotDays }[],
  fromDay: string,
): NextRideable | null {
  let best: NextRideable | null = null;
  for (const spot of spots) {
    for (const [day, w] of spot.days) {
      if (w.verdict !== "go" || day < fromDay) continue;
      const nearer = best !== null && day === best.date && (spot.distanceKm ?? Infinity) < (best.distanceKm ?? Infinity);
      if (!best || day < best.date || nearer) best = { date: day, spotId: spot.id, name: spot.name, distanceKm: spot.distanceKm };
    }
  }
  return best;
}

/** A month is « go » where at least this share of its days gave the rider a session; « marginal » from MONTH_SOME_SHARE. */
const MONTH_GOOD_SHARE = 0.25;
const MONTH_SOME_SHARE = 0.1;

export function monthVerdict(rideableDays: number, days: number): Verdict {
  if (days <= 0) return "no";
  const share = rideableDays / days;
  return share >= MONTH_GOOD_SHARE ? "go" : share >= MONTH_SOME_SHARE ? "marginal" : "no";
}

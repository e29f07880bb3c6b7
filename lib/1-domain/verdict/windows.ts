import { circularMeanDeg } from "./circular";
import { weakest } from "./confidence";
import { HOUR_MS } from "./daylight";
import { WINDOW_ALL_GO } from "./messages";
import type { JudgedHour, VerdictWindow } from "./types";

/** A window is a run of at least this many consecutive « go » or « marginal » hours. */
export const MIN_WINDOW_HOURS = 2;
/** Windows are looked for over this many days from the current hour. */
export const WINDOW_DAYS = 7;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Runs of consecutive rideable hours: one hour apart exactly, so a missing hour or a « no » ends a run. */
function runs(hours: readonly JudgedHour[]): JudgedHour[][] {
  const out: JudgedHour[][] = [];
  let current: JudgedHour[] = [];
  for (const h of hours) {
    const previous = current.at(-1);
    if (h.verdict === "no" || (previous && h.time - previous.time !== HOUR_MS)) {
      if (current.length) out.push(current);
      current = [];
    }
    if (h.verdict !== "no") current.push(h);
  }
  if (current.length) out.push(current);
  return out.filter((run) => run.length >= MIN_WINDOW_HOURS);
}

/** « go » when the run holds at least MIN_WINDOW_HOURS consecutive go hours; its limits are then its edges. */
function hasGoCore(run: readonly JudgedHour[]): boolean {
  let streak = 0;
  for (const h of run) {
    streak = h.verdict === "go" ? streak + 1 : 0;
    if (streak >= MIN_WINDOW_HOURS) return true;
  }
  return false;
}

/** What limits the window: each reason of its marginal hours once (the first hour's wording), in order. */
function windowReasons(run: readonly JudgedHour[]): string[] {
  const seen = new Map<string, string>();
  for (const h of run) {
    if (h.verdict !== "marginal") continue;
    for (const f of h.findings) if (!seen.has(f.code)) seen.set(f.code, f.text);
  }
  return seen.size ? [...seen.values()] : [WINDOW_ALL_GO];
}

/** The kite most of the window's rideable hours name (its « go » hours first); the smaller on a tie, for safety. */
export function windowKite(run: readonly Pick<JudgedHour, "verdict" | "kiteSizeM2">[]): number | null {
  const counts = new Map<number, number>();
  const goHours = run.filter((h) => h.verdict === "go" && h.kiteSizeM2 !== null);
  for (const h of goHours.length ? goHours : run) if (h.kiteSizeM2 !== null) counts.set(h.kiteSizeM2, (counts.get(h.kiteSizeM2) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 0;
  for (const [size, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== null && size < best)) {
      best = size;
      bestCount = count;
    }
  }
  return best;
}

function toWindow(run: readonly JudgedHour[]): VerdictWindow {
  const first = run[0]!;
  const last = run.at(-1)!;
  return {
    start: first.forecastDate,
    end: new Date(last.time + HOUR_MS).toISOString(),
    verdict: hasGoCore(run) ? "go" : "marginal",
    avgWindKn: round1(run.reduce((sum, h) => sum + h.windKn, 0) / run.length),
    maxGustKn: round1(Math.max(...run.map((h) => h.gustKn ?? h.windKn))),
    directionDeg: circularMeanDeg(run.map((h) => h.directionDeg)) ?? first.directionDeg,
    reasons: windowReasons(run),
    kiteSizeM2: windowKite(run),
    confidence: run.reduce((c, h) => weakest(c, h.confidence), first.confidence),
    best: false,
  };
}

const hoursOf = (w: VerdictWindow) => Date.parse(w.end) - Date.parse(w.start);

/** Best first: « go » before « marginal », then the longer, then the stronger mean wind, then the sooner. */
export function compareWindows(a: VerdictWindow, b: VerdictWindow): number {
  if (a.verdict !== b.verdict) return a.verdict === "go" ? -1 : 1;
  return hoursOf(b) - hoursOf(a) || b.avgWindKn - a.avgWindKn || Date.parse(a.start) - Date.parse(b.start);
}

/**
 * The windows of the judged hours from the start of `now`'s hour over WINDOW_DAYS days, in date order, the best
 * one (compareWindows) marked `best`. Hours may come in any order; those outside the span are left out (a window
 * never starts in the past).
 */
export function findWindows(hours: readonly JudgedHour[], now: Date, days = WINDOW_DAYS): VerdictWindow[] {
  const windows = runs(hoursInSpan(hours, now, days)).map(toWindow);
  let best: VerdictWindow | undefined;
  for (const w of windows) if (!best || compareWindows(w, best) < 0) best = w;
  if (best) best.best = true;
  return windows;
}

/** The hours windows are looked for in: from the start of `now`'s hour over `days` days, in time order. */
export function hoursInSpan(hours: readonly JudgedHour[], now: Date, days = WINDOW_DAYS): JudgedHour[] {
  const from = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const until = from + days * 24 * HOUR_MS;
  return hours.filter((h) => h.time >= from && h.time < until).sort((a, b) => a.time - b.time);
}

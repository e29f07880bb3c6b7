import { circularMeanDeg } from "./circular";
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
  };
}

const hoursOf = (w: VerdictWindow) => Date.parse(w.end) - Date.parse(w.start);

/** Best first: « go » before « marginal », then the longer, then the stronger mean wind, then the sooner. */
export function compareWindows(a: VerdictWindow, b: VerdictWindow): number {
  if (a.verdict !== b.verdict) return a.verdict === "go" ? -1 : 1;
  return hoursOf(b) - hoursOf(a) || b.avgWindKn - a.avgWindKn || Date.parse(a.start) - Date.parse(b.start);
}

/**
 * The windows of the judged hours from the start of `now`'s hour over WINDOW_DAYS days, best first. Hours
 * may come in any order; those outside the span are left out (a window never starts in the past).
 */
export function findWindows(hours: readonly JudgedHour[], now: Date, days = WINDOW_DAYS): VerdictWindow[] {
  const from = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const until = from + days * 24 * HOUR_MS;
  const span = hours.filter((h) => h.time >= from && h.time < until).sort((a, b) => a.time - b.time);
  return runs(span).map(toWindow).sort(compareWindows);
}

import { circularMeanDeg } from "./circular";
import { weakest } from "./confidence";
import { HOUR_MS } from "./daylight";
import { KITE_FIT_MAX, KITE_FIT_MIN } from "./kite-size";
import { WINDOW_ALL_GO } from "./messages";
import type { JudgedHour, VerdictWindow } from "./types";

/** A window is a run of at least this many consecutive hours of one verdict, « go » or « marginal ». */
export const MIN_WINDOW_HOURS = 2;
/** Windows are looked for over this many days from the current hour. */
export const WINDOW_DAYS = 7;

const round1 = (n: number) => Math.round(n * 10) / 10;

type KiteHour = Pick<JudgedHour, "verdict" | "kiteSizeM2" | "idealKiteM2">;

/**
 * Runs of consecutive hours of the same rideable verdict: one hour apart exactly, so a missing hour, a « no » or
 * a change of verdict ends a run. A « Navigable » window holds only « Navigable » hours (its gusts, reasons and
 * kite are theirs); the « Limite » hours beside it are a window of their own.
 */
function verdictRuns<H extends Pick<JudgedHour, "verdict" | "time">>(hours: readonly H[]): H[][] {
  const out: H[][] = [];
  let current: H[] = [];
  for (const h of hours) {
    const previous = current.at(-1);
    if (previous && (h.verdict !== previous.verdict || h.time - previous.time !== HOUR_MS)) {
      out.push(current);
      current = [];
    }
    if (h.verdict !== "no") current.push(h);
  }
  if (current.length) out.push(current);
  return out;
}

/** Whether `kite` is within the fitting band of the hour's ideal size (lib/1-domain/verdict/kite-size.ts). */
export function kiteFits(kite: number, hour: Pick<JudgedHour, "idealKiteM2">): boolean {
  if (hour.idealKiteM2 === null) return false;
  const ratio = kite / hour.idealKiteM2;
  return ratio >= KITE_FIT_MIN && ratio <= KITE_FIT_MAX;
}

/** The kite most of the hours name, among `allowed` (the smaller on a tie, for safety); null when none. */
function mostNamed(hours: readonly KiteHour[], allowed: (kite: number) => boolean = () => true): number | null {
  const counts = new Map<number, number>();
  for (const h of hours) if (h.kiteSizeM2 !== null && allowed(h.kiteSizeM2)) counts.set(h.kiteSizeM2, (counts.get(h.kiteSizeM2) ?? 0) + 1);
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

/**
 * The one kite for a run of « go » hours: of the kites its hours name, the one that fits every hour (most named,
 * then the smaller); null when no one kite fits them all. For other hours, the kite most of them name.
 */
export function windowKite(run: readonly KiteHour[]): number | null {
  if (!run.every((h) => h.verdict === "go")) return mostNamed(run);
  return mostNamed(run, (kite) => run.every((h) => kiteFits(kite, h)));
}

/**
 * A run of « go » hours cut where one kite can no longer fit all of them (a wind that doubles asks for another
 * kite): each part keeps the kite it is ridden with. Other runs are kept whole.
 */
function splitByKite<H extends KiteHour>(run: readonly H[]): H[][] {
  if (run[0]?.verdict !== "go") return [run.slice()];
  const parts: H[][] = [];
  let part: H[] = [];
  for (const h of run) {
    if (part.length && windowKite([...part, h]) === null) {
      parts.push(part);
      part = [];
    }
    part.push(h);
  }
  if (part.length) parts.push(part);
  return parts;
}

/** What limits a « Limite » window: each reason of its hours once (the first hour's wording), in order. */
function windowReasons(run: readonly JudgedHour[]): string[] {
  if (run[0]!.verdict === "go") return [WINDOW_ALL_GO];
  const seen = new Map<string, string>();
  for (const h of run) for (const f of h.findings) if (!seen.has(f.code)) seen.set(f.code, f.text);
  return [...seen.values()];
}

function toWindow(run: readonly JudgedHour[]): VerdictWindow {
  const first = run[0]!;
  const last = run.at(-1)!;
  return {
    start: first.forecastDate,
    end: new Date(last.time + HOUR_MS).toISOString(),
    verdict: first.verdict === "go" ? "go" : "marginal",
    avgWindKn: round1(run.reduce((sum, h) => sum + h.windKn, 0) / run.length),
    maxGustKn: round1(Math.max(...run.map((h) => h.gustKn ?? h.windKn))),
    directionDeg: circularMeanDeg(run.map((h) => h.directionDeg)) ?? first.directionDeg,
    reasons: windowReasons(run),
    kiteSizeM2: windowKite(run),
    confidence: run.reduce((c, h) => weakest(c, h.confidence), first.confidence),
    best: false,
  };
}

/** The runs of hours that make windows: one verdict, one kite for « go », at least MIN_WINDOW_HOURS long. */
export function windowRuns<H extends KiteHour & Pick<JudgedHour, "time">>(hours: readonly H[], minHours = MIN_WINDOW_HOURS): H[][] {
  return verdictRuns(hours)
    .flatMap(splitByKite)
    .filter((run) => run.length >= minHours);
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
  const windows = windowRuns(hoursInSpan(hours, now, days)).map(toWindow);
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

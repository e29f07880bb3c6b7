import type { SpotKnowledge } from "../spots/knowledge-types";
import type { RiderPreferences } from "../validation/preferences";
import { daylightCache, HOUR_MS, lightPhase } from "../verdict/daylight";
import { hourVerdict, type HourFacts, type HourVerdictOnly } from "../verdict/hour";
import { directionRule, lightRule, NEAR_THRESHOLD_KN, tideRule } from "../verdict/rules";
import { banCovers } from "../verdict/seasonal-ban";
import { classifyDirection, type DirectionClass } from "../verdict/sectors";
import { NO_TIDE, type HeightAt } from "../verdict/spot-hours";
import type { VerdictSpot } from "../verdict/types";
import { MIN_WINDOW_HOURS, windowRuns } from "../verdict/windows";
import { toKnots } from "../wind/knots";
import type { HistoryRow } from "./rows";

/*
 * « Meilleurs mois » (docs/decisions/0031-where-and-when.md): how many days of a calendar month offered a rider a
 * « Navigable » session (at least MIN_WINDOW_HOURS consecutive « go » hours with one kite, as the page's windows),
 * from a spot's hourly history, by the verdict's own rules.
 *
 * Like the alerts' evaluation, the rider-independent rules run first, once per spot and month: an hour that is not
 * in full daylight, falls in a seasonal ban, blows from a direction or at a tide the spot's rules cap or block can
 * never be « go », whoever rides; only the others are kept, compactly (~30 bytes an hour). A rider then costs
 * the verdict's rules (hourVerdict, judgeHour without its words) on those hours alone.
 */
export type MonthFacts = {
  /** 1–12. */
  month: number;
  /** Years of history for this month, and their days. */
  years: number;
  days: number;
  /** The hours that can be « go », in time order. */
  count: number;
  time: Float64Array;
  windKn: Float32Array;
  /** NaN: no gust value. */
  gustKn: Float32Array;
  directionDeg: Uint16Array;
  direction: DirectionClass[];
  /** NaN: no tide to speak of. */
  heightM: Float32Array;
};

const DAY_MS = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * The hours of a calendar month's rows (one per year) that may be « go » at this spot. `heightAt`: the water height
 * for a spot with tide limits (NO_TIDE otherwise).
 */
export function gateMonth(spot: VerdictSpot, month: number, rows: readonly HistoryRow[], heightAt: HeightAt = NO_TIDE): MonthFacts {
  const { knowledge } = spot;
  const byDegree = Array.from({ length: 360 }, (_, deg) => classifyDirection(deg, knowledge));
  const daylightOf = daylightCache(spot.latitude, spot.longitude);
  const ban = knowledge.seasonalBan;
  const capacity = rows.reduce((n, r) => n + r.windSpeed.length, 0);
  const out = {
    time: new Float64Array(capacity),
    windKn: new Float32Array(capacity),
    gustKn: new Float32Array(capacity),
    directionDeg: new Uint16Array(capacity),
    direction: [] as DirectionClass[],
    heightM: new Float32Array(capacity),
  };
  let count = 0;
  let days = 0;
  for (const row of rows) {
    days += row.windSpeed.length / 24;
    const first = row.month.getTime();
    for (let i = 0; i < row.windSpeed.length; i++) {
      const speed = row.windSpeed[i];
      const deg = row.windDirection[i];
      if (speed == null || deg == null) continue;
      const instant = new Date(first + i * HOUR_MS);
      if (lightRule(lightPhase(instant, daylightOf(instant))).length) continue;
      // A ban in force blocks (banRule). In full daylight in France the Paris day is the UTC one (the sun sets before 22:00 UTC).
      if (ban && banCovers(ban, `${pad2(instant.getUTCMonth() + 1)}-${pad2(instant.getUTCDate())}`)) continue;
      const direction = byDegree[deg % 360]!;
      if (directionRule(deg, direction).length) continue;
      const height = heightAt === NO_TIDE ? null : heightAt(instant);
      if (tideRule(height, knowledge.tide).length) continue;
      const gust = row.windGust[i];
      out.time[count] = instant.getTime();
      out.windKn[count] = toKnots(speed / 10);
      out.gustKn[count] = gust == null ? NaN : toKnots(gust / 10);
      out.directionDeg[count] = deg;
      out.direction[count] = direction;
      out.heightM[count] = height ?? NaN;
      count++;
    }
  }
  return { month, years: rows.length, days, count, ...out };
}

const HISTORY_CERTAINTY = { confidence: "haute", disagreement: null } as const;

/** The days of the month (all its years together) with a « Navigable » session for this rider. */
export function rideableDayCount(m: MonthFacts, knowledge: Pick<SpotKnowledge, "level" | "tide" | "water">, prefs: RiderPreferences): number {
  const go: HourVerdictOnly[] = [];
  const f: HourFacts = {
    forecastDate: "",
    time: 0,
    windKn: 0,
    gustKn: null,
    directionDeg: 0,
    direction: m.direction[0]!,
    light: "day",
    heightM: null,
    ban: null,
    waveHeightM: null,
    certainty: HISTORY_CERTAINTY,
  };
  // windRule's « go » band: strictly inside the rider's range by NEAR_THRESHOLD_KN; gusts at most the rider's limit
  // (gustRule). An hour outside them cannot be « go »: not judged at all, as the night is not.
  const low = prefs.windMinKn + NEAR_THRESHOLD_KN;
  const high = prefs.windMaxKn - NEAR_THRESHOLD_KN;
  for (let i = 0; i < m.count; i++) {
    const windKn = Math.round(m.windKn[i]! * 10) / 10;
    const gustKn = Number.isNaN(m.gustKn[i]) ? null : Math.round(m.gustKn[i]! * 10) / 10;
    if (windKn <= low || windKn >= high || (gustKn !== null && gustKn > prefs.gustMaxKn)) continue;
    f.time = m.time[i]!;
    f.windKn = windKn;
    f.gustKn = gustKn;
    f.directionDeg = m.directionDeg[i]!;
    f.direction = m.direction[i]!;
    f.heightM = Number.isNaN(m.heightM[i]) ? null : m.heightM[i]!;
    const hour = hourVerdict(f, knowledge, prefs);
    if (hour.verdict === "go") go.push(hour);
  }
  // The page's « Navigable » windows (windowRuns: one verdict, one kite, long enough), of « go » hours only.
  const days = new Set<number>();
  for (const run of windowRuns(go, MIN_WINDOW_HOURS)) days.add(Math.floor(run[0]!.time / DAY_MS));
  return days.size;
}

/** One month of GET /api/spots/{id}/months: rideable days and days, each an average per year, one decimal. */
export type MonthStat = { month: number; rideableDays: number; days: number };

const round1 = (n: number) => Math.round(n * 10) / 10;

export function monthStat(m: MonthFacts, knowledge: Pick<SpotKnowledge, "level" | "tide" | "water">, prefs: RiderPreferences): MonthStat {
  if (m.years === 0) return { month: m.month, rideableDays: 0, days: 0 };
  return { month: m.month, rideableDays: round1(rideableDayCount(m, knowledge, prefs) / m.years), days: Math.round(m.days / m.years) };
}

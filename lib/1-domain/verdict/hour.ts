import type { SeasonalBan, SpotKnowledge } from "../spots/knowledge-types";
import { toKnots } from "../wind/knots";
import type { RiderPreferences } from "../validation/preferences";
import { lightPhase, type Daylight, type LightPhase } from "./daylight";
import { REASONS } from "./messages";
import { banRule, directionRule, gustRule, levelRule, lightRule, tideRule, windRule } from "./rules";
import { seaRule } from "./sea-rule";
import { classifyDirection, normalizeDeg, type DirectionClass } from "./sectors";
import type { Finding, ForecastHour, JudgedHour, Verdict } from "./types";

/** What an hour is at a spot whoever rides it: computed once per spot, then judged for each rider. */
export type HourFacts = {
  forecastDate: string;
  time: number;
  windKn: number;
  gustKn: number | null;
  directionDeg: number;
  direction: DirectionClass;
  light: LightPhase;
  heightM: number | null;
  /** The ban in force that hour, if any. */
  ban: SeasonalBan | null;
  waveHeightM: number | null;
};

export type FactsContext = {
  knowledge: SpotKnowledge;
  daylight: Daylight | null;
  heightM: number | null;
  banInForce: boolean;
  waveHeightM?: number | null;
};

export function hourFacts(hour: ForecastHour, ctx: FactsContext): HourFacts {
  const date = hour.forecastDate instanceof Date ? hour.forecastDate : new Date(hour.forecastDate);
  const directionDeg = normalizeDeg(hour.windDirection);
  return {
    forecastDate: date.toISOString(),
    time: date.getTime(),
    windKn: toKnots(hour.windSpeed),
    gustKn: hour.windGust === null ? null : toKnots(hour.windGust),
    directionDeg,
    direction: classifyDirection(directionDeg, ctx.knowledge),
    light: lightPhase(date, ctx.daylight),
    heightM: ctx.heightM,
    ban: ctx.banInForce ? ctx.knowledge.seasonalBan : null,
    waveHeightM: ctx.waveHeightM ?? null,
  };
}

/**
 * The verdict of one hour for one rider. « go » when no rule finds anything; « no » when one blocks, with the
 * blocking reasons only (the first thing a rider needs to know); « marginal » otherwise, with what caps it.
 * Reasons come in a fixed order: light, ban, direction, wind, gusts, tide, level.
 */
export function judgeHour(f: HourFacts, knowledge: Pick<SpotKnowledge, "level" | "tide"> & Partial<Pick<SpotKnowledge, "water">>, prefs: RiderPreferences): JudgedHour {
  const findings: Finding[] = [];
  const add = (found: readonly Finding[]) => {
    for (const x of found) findings.push(x);
  };
  add(lightRule(f.light));
  add(banRule(f.ban));
  add(directionRule(f.directionDeg, f.direction));
  add(windRule(f.windKn, prefs));
  add(gustRule(f.gustKn, prefs));
  add(tideRule(f.heightM, knowledge.tide));
  add(levelRule(knowledge.level, prefs.level));
  add(seaRule(f.waveHeightM, knowledge.water ?? "clapot", prefs.level));
  let blocking = 0;
  for (const x of findings) if (x.severity === "no") blocking++;
  const verdict: Verdict = blocking ? "no" : findings.length ? "marginal" : "go";
  const shown = blocking && blocking < findings.length ? findings.filter((x) => x.severity === "no") : findings;
  return {
    forecastDate: f.forecastDate,
    time: f.time,
    verdict,
    findings: shown,
    reasons: verdict === "go" ? [REASONS.go(f.windKn, f.direction.relation)] : shown.map((x) => x.text),
    windKn: f.windKn,
    gustKn: f.gustKn,
    directionDeg: f.directionDeg,
  };
}

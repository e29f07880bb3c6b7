import type { SeasonalBan, SpotKnowledge } from "../spots/knowledge-types";
import { toKnots } from "../wind/knots";
import type { RiderPreferences } from "../validation/preferences";
import { confidenceWithError } from "../correction/confidence";
import { hourConfidence, type HourConfidence, type ModelSample } from "./confidence";
import { lightPhase, type Daylight, type LightPhase } from "./daylight";
import { fittingKite, idealKiteSize, roundKiteSize } from "./kite-size";
import { GO_KITE_ADVICE, GO_WITH_KITE, NOTES } from "./messages";
import { banRule, directionRule, gustRule, kiteRule, levelRule, lightRule, tideRule, windRule } from "./rules";
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
  /** How sure the forecast is, from the models' spread (lib/1-domain/verdict/confidence.ts). */
  certainty: HourConfidence;
};

export type FactsContext = {
  knowledge: SpotKnowledge;
  daylight: Daylight | null;
  heightM: number | null;
  banInForce: boolean;
  waveHeightM?: number | null;
  /** The stored models' mean wind and direction at this hour, and how far ahead it is. */
  samples?: readonly ModelSample[];
  leadHours?: number;
  /** The mean error of the forecast shown, measured against the spot's station (kn; null: none measured). */
  errorKn?: number | null;
};

const NO_SAMPLES: readonly ModelSample[] = [];

/** The models' agreement, capped by how wrong the forecast shown has measured here (lib/1-domain/correction/confidence.ts). */
function withMeasuredError(certainty: HourConfidence, errorKn: number | null | undefined): HourConfidence {
  const confidence = confidenceWithError(certainty.confidence, errorKn);
  return confidence === certainty.confidence ? certainty : { ...certainty, confidence };
}

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
    certainty: withMeasuredError(hourConfidence(ctx.samples ?? NO_SAMPLES, ctx.leadHours ?? 0), ctx.errorKn),
  };
}

const DEFAULTS_NOTE = [NOTES.defaults];
const NO_NOTES: string[] = [];

/**
 * What is said beside the reasons without capping the verdict: the models' disagreement, the defaults in use, and
 * the rider's kite-size shift where a size is named (so that the shift is never silent).
 */
function notesOf(f: HourFacts, prefs: RiderPreferences, sized: boolean): string[] {
  const d = f.certainty.disagreement;
  const shift = prefs.kiteShift !== null && sized ? NOTES.kiteShift(prefs.kiteShift) : null;
  if (!d && !shift) return prefs.saved ? NO_NOTES : DEFAULTS_NOTE;
  const notes: string[] = [];
  if (d) notes.push(d.direction ? NOTES.disagreeDirection : NOTES.disagree(d.minKn, d.maxKn));
  if (shift) notes.push(shift);
  if (!prefs.saved) notes.push(NOTES.defaults);
  return notes;
}

type JudgedKnowledge = Pick<SpotKnowledge, "level" | "tide"> & Partial<Pick<SpotKnowledge, "water">>;

/** An hour's verdict and kite for a rider, by every rule, without the words: what years of history are counted with. */
export type HourVerdictOnly = Pick<JudgedHour, "time" | "verdict" | "kiteSizeM2" | "idealKiteM2"> & { findings: Finding[]; blocking: number };

export function hourVerdict(f: HourFacts, knowledge: JudgedKnowledge, prefs: RiderPreferences): HourVerdictOnly {
  // The rider's logbook shift moves the size only: every other rule, the gusts' included, reads the wind as it is.
  const ideal = idealKiteSize(prefs.weightKg, f.windKn, prefs.kiteShift ?? 1);
  const kite = ideal === null ? null : prefs.kites.length ? fittingKite(prefs.kites, ideal) : roundKiteSize(ideal);
  const findings: Finding[] = [];
  const add = (found: readonly Finding[]) => {
    for (const x of found) findings.push(x);
  };
  add(lightRule(f.light));
  add(banRule(f.ban));
  add(directionRule(f.directionDeg, f.direction));
  add(windRule(f.windKn, prefs));
  add(gustRule(f.gustKn, f.windKn, prefs));
  add(kiteRule(ideal, kite, prefs.kites));
  add(tideRule(f.heightM, knowledge.tide));
  add(levelRule(knowledge.level, prefs.level));
  add(seaRule(f.waveHeightM, knowledge.water ?? "clapot", prefs.level));
  let blocking = 0;
  for (const x of findings) if (x.severity === "no") blocking++;
  const verdict: Verdict = blocking ? "no" : findings.length ? "marginal" : "go";
  return { time: f.time, verdict, kiteSizeM2: kite, idealKiteM2: ideal, findings, blocking };
}

/**
 * The verdict of one hour for one rider. « go » when no rule finds anything; « no » when one blocks, with the
 * blocking reasons only (the first thing a rider needs to know); « marginal » otherwise, with what caps it.
 * Reasons come in a fixed order: light, ban, direction, wind, gusts, kite, tide, level; then the notes.
 */
export function judgeHour(f: HourFacts, knowledge: JudgedKnowledge, prefs: RiderPreferences): JudgedHour {
  const { verdict, kiteSizeM2: kite, idealKiteM2: ideal, findings, blocking } = hourVerdict(f, knowledge, prefs);
  const shown = blocking && blocking < findings.length ? findings.filter((x) => x.severity === "no") : findings;
  let reasons: string[];
  if (verdict === "no") reasons = shown.map((x) => x.text);
  else {
    const notes = notesOf(f, prefs, ideal !== null);
    if (verdict === "marginal") reasons = notes.length ? [...shown.map((x) => x.text), ...notes] : shown.map((x) => x.text);
    else {
      const relation = f.direction.relation;
      const summary = prefs.kites.length ? GO_WITH_KITE(f.windKn, relation, kite!) : GO_KITE_ADVICE(f.windKn, relation, kite!);
      reasons = notes.length ? [summary, ...notes] : [summary];
    }
  }
  return {
    forecastDate: f.forecastDate,
    time: f.time,
    verdict,
    findings: shown,
    reasons,
    windKn: f.windKn,
    gustKn: f.gustKn,
    directionDeg: f.directionDeg,
    kiteSizeM2: kite,
    idealKiteM2: ideal,
    confidence: f.certainty.confidence,
  };
}

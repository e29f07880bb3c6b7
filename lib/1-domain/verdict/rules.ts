import { SPOT_LEVELS, type SeasonalBan, type SpotLevel, type TideLimits } from "../spots/knowledge-types";
import type { RiderPreferences } from "../validation/preferences";
import type { LightPhase } from "./daylight";
import { REASONS, type ReasonCode } from "./messages";
import type { DirectionClass } from "./sectors";
import type { Finding } from "./types";
import { roundKiteSize } from "./kite-size";

/*
 * The verdict's rules, one per condition of « go ». Each returns what it finds wrong with an hour: a "no"
 * finding blocks it, a "marginal" one caps it at « Limite ». Decisions beyond the text are recorded
 * in docs/decisions/0007-verdict.md.
 */

/** Within this many knots of the rider's minimum or maximum, on either side, an hour is « Limite ». */
export const NEAR_THRESHOLD_KN = 2;
/** Gusts may exceed the rider's gust limit by this much and still be « Limite »; beyond, « Non ». */
export const GUST_MARGIN_KN = 5;
/** A gust this many knots above the mean, or this many times the mean, makes the wind irregular. */
const IRREGULAR_GAP_KN = 10;
const IRREGULAR_RATIO = 1.5;

const no = (code: ReasonCode, text: string): Finding => ({ severity: "no", code, text });
const marginal = (code: ReasonCode, text: string): Finding => ({ severity: "marginal", code, text });
const NONE: readonly Finding[] = [];

// The findings without figures are made once: most hours of a week are night, and this runs for each.
const NIGHT = [no("night", REASONS.night())];
const FIRST_LIGHT = [marginal("firstLight", REASONS.firstLight())];
const LAST_LIGHT = [marginal("lastLight", REASONS.lastLight())];
const OFFSHORE = [no("offshore", REASONS.offshore())];
const SIDE_OFF = [marginal("sideOff", REASONS.sideOff())];
const TIDE_UNKNOWN = [marginal("tideUnknown", REASONS.tideUnknown())];

export function lightRule(phase: LightPhase): readonly Finding[] {
  if (phase === "night") return NIGHT;
  if (phase === "first-hour") return FIRST_LIGHT;
  if (phase === "last-hour") return LAST_LIGHT;
  return NONE;
}

/**
 * Offshore (a listed offshore sector, or a wind from land that no rideable sector takes in) blocks; side-off is
 * « Limite » whether or not a rideable sector lists it; any other direction outside the rideable sectors blocks.
 */
export function directionRule(deg: number, c: DirectionClass): readonly Finding[] {
  if (c.offshore || (c.relation === "offshore" && !c.rideable)) return OFFSHORE;
  if (c.relation === "side-off") return SIDE_OFF;
  if (!c.rideable) return [no("direction", REASONS.direction(deg))];
  return NONE;
}

export function windRule(kn: number, { windMinKn: min, windMaxKn: max }: RiderPreferences): readonly Finding[] {
  // Most hours are comfortably inside the range: nothing to allocate for them.
  if (kn > min + NEAR_THRESHOLD_KN && kn < max - NEAR_THRESHOLD_KN) return NONE;
  const found: Finding[] = [];
  if (kn < min - NEAR_THRESHOLD_KN) found.push(no("tooLight", REASONS.tooLight(kn, min)));
  else if (kn < min) found.push(marginal("slightlyLight", REASONS.slightlyLight(kn, min)));
  else if (kn <= min + NEAR_THRESHOLD_KN) found.push(marginal("justEnough", REASONS.justEnough(kn, min)));
  if (kn > max + NEAR_THRESHOLD_KN) found.push(no("tooStrong", REASONS.tooStrong(kn, max)));
  else if (kn > max) found.push(marginal("slightlyStrong", REASONS.slightlyStrong(kn, max)));
  else if (kn >= max - NEAR_THRESHOLD_KN) found.push(marginal("nearMax", REASONS.nearMax(kn, max)));
  return found;
}

/**
 * Gusts are judged against the rider's own limit (`gustMaxKn`): above it an hour is at best « Limite »; more than
 * GUST_MARGIN_KN above it, « Non navigable ». Gusts far above the mean make the wind irregular: at best « Limite ».
 */
export function gustRule(gustKn: number | null, windKn: number, { gustMaxKn }: Pick<RiderPreferences, "gustMaxKn">): readonly Finding[] {
  if (gustKn === null) return NONE;
  if (gustKn > gustMaxKn + GUST_MARGIN_KN) return [no("gusts", REASONS.gusts(gustKn, gustMaxKn, GUST_MARGIN_KN))];
  const irregular = gustKn >= windKn + IRREGULAR_GAP_KN || gustKn >= IRREGULAR_RATIO * windKn;
  if (gustKn <= gustMaxKn && !irregular) return NONE;
  const found: Finding[] = [];
  if (gustKn > gustMaxKn) found.push(marginal("gustsOverLimit", REASONS.gustsOverLimit(gustKn, gustMaxKn)));
  if (irregular) found.push(marginal("irregular", REASONS.irregular(gustKn, windKn)));
  return found;
}

/** A quiver with no kite fitting the wind caps the hour; without a quiver the size is only advice (no finding). */
export function kiteRule(idealM2: number | null, kiteM2: number | null, kites: readonly number[]): readonly Finding[] {
  if (!kites.length || idealM2 === null || kiteM2 !== null) return NONE;
  return [marginal("noKite", REASONS.noKite(roundKiteSize(idealM2)))];
}

/** A null height means no tide to speak of (a lake, the Mediterranean): only a spot with limits needs one. */
export function tideRule(heightM: number | null, limits: TideLimits): readonly Finding[] {
  if (limits.minHeightM === null && limits.maxHeightM === null) return NONE;
  if (heightM === null) return TIDE_UNKNOWN;
  if (limits.minHeightM !== null && heightM < limits.minHeightM) return [no("tideLow", REASONS.tideLow(heightM, limits.minHeightM))];
  if (limits.maxHeightM !== null && heightM > limits.maxHeightM) return [no("tideHigh", REASONS.tideHigh(heightM, limits.maxHeightM))];
  return NONE;
}

const banFindings = new WeakMap<SeasonalBan, readonly Finding[]>();

export function banRule(ban: SeasonalBan | null): readonly Finding[] {
  if (!ban) return NONE;
  let found = banFindings.get(ban);
  if (!found) banFindings.set(ban, (found = [no("seasonalBan", REASONS.seasonalBan(ban))]));
  return found;
}

/** A spot one level above the rider is « Limite »; two levels (a beginner on an expert spot) is « Non navigable ». */
function levelFinding(spot: SpotLevel, rider: SpotLevel): readonly Finding[] {
  const gap = SPOT_LEVELS.indexOf(spot) - SPOT_LEVELS.indexOf(rider);
  if (gap >= 2) return [no("levelFarAbove", REASONS.levelFarAbove(spot, rider))];
  if (gap === 1) return [marginal("levelAbove", REASONS.levelAbove(spot, rider))];
  return NONE;
}
const LEVEL_FINDINGS = new Map(SPOT_LEVELS.flatMap((spot) => SPOT_LEVELS.map((rider) => [`${spot}|${rider}`, levelFinding(spot, rider)] as const)));

export function levelRule(spot: SpotLevel, rider: SpotLevel): readonly Finding[] {
  return LEVEL_FINDINGS.get(`${spot}|${rider}`) ?? levelFinding(spot, rider);
}

import { circularMeanDeg } from "./circular";
import { HOUR_MS } from "./daylight";

/*
 * How sure a verdict is, from the spread of the weather models stored for the spot (lib/2-stores/forecasts/models.ts):
 * docs/decisions/0020-safe-verdict.md gives the thresholds and why.
 */
export const CONFIDENCES = ["haute", "moyenne", "faible"] as const;
export type Confidence = (typeof CONFIDENCES)[number];

/** One model's mean wind (kn) and direction (°, from) at an hour. */
export type ModelSample = { windKn: number; directionDeg: number };

/** Models within this many knots (or this share of their mean wind, whichever is larger) agree well. */
const AGREE_KN = 3;
const AGREE_SHARE = 0.2;
/** Beyond this many knots (or this share of the mean), they disagree. */
const DISAGREE_KN = 6;
const DISAGREE_SHARE = 0.35;
/** Directions within this many degrees of their mean agree well; beyond DISAGREE_DEG they disagree. */
export const AGREE_DEG = 25;
const DISAGREE_DEG = 45;
/** Below this mean wind, the direction is not compared (a light wind's direction wanders, and matters little). */
export const DIRECTION_MIN_KN = 8;
/** Two models are enough for « haute » up to this lead time; one model gives « moyenne » up to ONE_MODEL_HOURS. */
export const TWO_MODELS_HOURS = 72;
export const ONE_MODEL_HOURS = 48;

const RANK: Record<Confidence, number> = { haute: 2, moyenne: 1, faible: 0 };
export const weakest = (a: Confidence, b: Confidence): Confidence => (RANK[a] <= RANK[b] ? a : b);

export type HourConfidence = {
  confidence: Confidence;
  /** Set when the models disagree: their range of mean winds, and whether they disagree on the direction. */
  disagreement: { minKn: number; maxKn: number; direction: boolean } | null;
};

const angle = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/** What the number of models allows at this lead time: nothing more sure than this. */
function cap(models: number, leadHours: number): Confidence {
  if (models >= 3) return "haute";
  if (models === 2) return leadHours <= TWO_MODELS_HOURS ? "haute" : "moyenne";
  return leadHours <= ONE_MODEL_HOURS ? "moyenne" : "faible";
}

/** The confidence of an hour `leadHours` ahead, from the models' samples at that hour (the judged forecast alone: []). */
export function hourConfidence(samples: readonly ModelSample[], leadHours: number): HourConfidence {
  const ceiling = cap(samples.length, leadHours);
  if (samples.length < 2) return { confidence: ceiling, disagreement: null };
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const s of samples) {
    if (s.windKn < min) min = s.windKn;
    if (s.windKn > max) max = s.windKn;
    sum += s.windKn;
  }
  const mean = sum / samples.length;
  const range = max - min;
  let dirSpread = 0;
  if (mean >= DIRECTION_MIN_KN) {
    const centre = circularMeanDeg(samples.map((s) => s.directionDeg));
    dirSpread = centre === null ? 180 : Math.max(...samples.map((s) => angle(s.directionDeg, centre)));
  }
  const windDisagrees = range > Math.max(DISAGREE_KN, DISAGREE_SHARE * mean);
  const directionDisagrees = dirSpread > DISAGREE_DEG;
  if (windDisagrees || directionDisagrees) {
    return { confidence: "faible", disagreement: { minKn: min, maxKn: max, direction: directionDisagrees && !windDisagrees } };
  }
  const agree = range <= Math.max(AGREE_KN, AGREE_SHARE * mean) && dirSpread <= AGREE_DEG;
  return { confidence: weakest(ceiling, agree ? "haute" : "moyenne"), disagreement: null };
}

/** Hours ahead of `nowMs`, for hourConfidence. */
export const leadHours = (time: number, nowMs: number) => (time - nowMs) / HOUR_MS;

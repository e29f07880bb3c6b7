import type { SpotKnowledge } from "../spots/knowledge-types";
import type { Confidence } from "./confidence";
import type { ReasonCode } from "./messages";
import type { SeaReasonCode } from "../sea/messages";

export type { Confidence };

export const VERDICTS = ["go", "marginal", "no"] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * One entry of GET /api/spots/{id}/verdicts. `kiteSizeM2`: the rider's kite that fits (or, without a quiver, the
 * advised size); null in too little wind or when no kite of the quiver fits. `confidence`: from the models' spread.
 * `codes`: the reasons' codes, in the reasons' order (none for a « go »), for what the pages say in a word.
 */
export type HourVerdict = {
  forecastDate: string;
  verdict: Verdict;
  reasons: string[];
  windKn: number;
  gustKn: number | null;
  kiteSizeM2: number | null;
  confidence: Confidence;
  codes?: Finding["code"][];
};

/** One entry of GET /api/spots/{id}/windows. `end` is the end of the last hour (start of the hour after it). */
export type VerdictWindow = {
  start: string;
  end: string;
  verdict: "go" | "marginal";
  avgWindKn: number;
  maxGustKn: number;
  directionDeg: number;
  reasons: string[];
  /** The kite most of its hours are ridden with (null: none fits). */
  kiteSizeM2: number | null;
  /** As confident as its weakest hour. */
  confidence: Confidence;
  /** The week's best window (go, then longer, stronger, sooner); windows come in date order. */
  best: boolean;
};

/** What the verdict reads of a stored forecast hour (lib/forecast-store: speeds in m/s, direction FROM). */
export type ForecastHour = {
  forecastDate: string | Date;
  windSpeed: number;
  windGust: number | null;
  windDirection: number;
};

/** The significant wave height at an instant, metres; null where there is no sea state (a lake, no marine data). */
export type WaveAt = (instant: Date) => number | null;
export const NO_WAVES: WaveAt = () => null;

/** A spot as the verdict sees it: where it is (for the sun) and what is known of it. */
export type VerdictSpot = { latitude: number; longitude: number; knowledge: SpotKnowledge };

/** A reason found for an hour: "no" blocks it, "marginal" only caps it. */
export type Finding = { severity: "no" | "marginal"; code: ReasonCode | SeaReasonCode; text: string };

/** An hour judged for one rider, with what the windows need (knots as shown, rounded to 0.1). */
export type JudgedHour = {
  forecastDate: string;
  time: number;
  verdict: Verdict;
  findings: Finding[];
  reasons: string[];
  windKn: number;
  gustKn: number | null;
  directionDeg: number;
  kiteSizeM2: number | null;
  /** The unrounded ideal size for this rider in this wind (null in too little wind): what a window's kite must fit. */
  idealKiteM2: number | null;
  confidence: Confidence;
};

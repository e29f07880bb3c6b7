import type { SpotKnowledge } from "../spots/knowledge-types";
import type { ReasonCode } from "./messages";

export const VERDICTS = ["go", "marginal", "no"] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * One entry of GET /api/spots/{id}/verdicts. `codes`: the reasons' codes, in the reasons' order (none for a
 * « go »), for what the pages say in a word (« Rafales ») rather than in full.
 */
export type HourVerdict = { forecastDate: string; verdict: Verdict; reasons: string[]; codes?: ReasonCode[] };

/** One entry of GET /api/spots/{id}/windows. `end` is the end of the last hour (start of the hour after it). */
export type VerdictWindow = {
  start: string;
  end: string;
  verdict: "go" | "marginal";
  avgWindKn: number;
  maxGustKn: number;
  directionDeg: number;
  reasons: string[];
};

/** What the verdict reads of a stored forecast hour (lib/forecast-store: speeds in m/s, direction FROM). */
export type ForecastHour = {
  forecastDate: string | Date;
  windSpeed: number;
  windGust: number | null;
  windDirection: number;
};

/** A spot as the verdict sees it: where it is (for the sun) and what is known of it. */
export type VerdictSpot = { latitude: number; longitude: number; knowledge: SpotKnowledge };

/** A reason found for an hour: "no" blocks it, "marginal" only caps it. */
export type Finding = { severity: "no" | "marginal"; code: ReasonCode; text: string };

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
};

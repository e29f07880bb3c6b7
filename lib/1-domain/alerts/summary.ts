import { circularMeanDeg } from "../verdict/circular";
import { WINDOW_ALL_GO } from "../verdict/messages";
import type { JudgedHour } from "../verdict/types";
import { weakest, type Confidence } from "../verdict/confidence";
import { windowKite } from "../verdict/windows";
import type { FoundWindow } from "./find";

/*
 * What an announcement says of a window, kept in alert_windows.summary: the delivery renders the e-mail and
 * the notification from it (the latest forecast's, since a followed window's summary is updated), and the
 * « annulé » message names the window as it was announced.
 */
export type SummaryHour = {
  /** ISO instant of the hour's start. */
  at: string;
  windKn: number;
  gustKn: number | null;
  directionDeg: number;
  /** Water height above chart datum, metres; null where unknown or without tide. */
  heightM: number | null;
  /** The verdict's reasons for the hour. */
  reasons: string[];
};

export type WindowSummary = {
  hours: SummaryHour[];
  avgWindKn: number;
  maxGustKn: number;
  directionDeg: number;
  /** The tide coefficient of the high water nearest the window, when the spot has one. */
  coefficient: number | null;
  /** What the window as a whole comes to (the verdict engine's wording). */
  reasons: string[];
  /** The kite its hours name, and how sure the forecast is (absent from summaries stored before they were). */
  kiteSizeM2?: number | null;
  confidence?: Confidence;
};

/** A judged hour with the water height the verdict read (the spot's facts). */
export type AlertHour = JudgedHour & { heightM: number | null };
export type HighWater = { time: number; coefficient: number };

const round1 = (n: number) => Math.round(n * 10) / 10;
const COEFFICIENT_REACH_MS = 12 * 3_600_000;

/** The coefficient of the high water nearest the window's middle, within 12 h; null without one. */
function nearestCoefficient(highWaters: readonly HighWater[], startMs: number, endMs: number): number | null {
  const middle = (startMs + endMs) / 2;
  let best: HighWater | null = null;
  for (const h of highWaters) if (!best || Math.abs(h.time - middle) < Math.abs(best.time - middle)) best = h;
  return best && Math.abs(best.time - middle) <= COEFFICIENT_REACH_MS ? best.coefficient : null;
}

export function summarize(window: FoundWindow<AlertHour>, highWaters: readonly HighWater[]): WindowSummary {
  const hours = window.hours;
  return {
    hours: hours.map((h) => ({ at: h.forecastDate, windKn: h.windKn, gustKn: h.gustKn, directionDeg: h.directionDeg, heightM: h.heightM, reasons: h.reasons })),
    avgWindKn: round1(hours.reduce((sum, h) => sum + h.windKn, 0) / hours.length),
    maxGustKn: round1(Math.max(...hours.map((h) => h.gustKn ?? h.windKn))),
    directionDeg: Math.round(circularMeanDeg(hours.map((h) => h.directionDeg)) ?? hours[0]!.directionDeg),
    coefficient: nearestCoefficient(highWaters, window.startsAt.getTime(), window.endsAt.getTime()),
    reasons: [WINDOW_ALL_GO],
    kiteSizeM2: windowKite(hours),
    confidence: hours.reduce<Confidence>((c, h) => weakest(c, h.confidence), "haute"),
  };
}

/** A stored summary read back (jsonb): the shape above, or null for anything else (an older shape). */
export function readSummary(value: unknown): WindowSummary | null {
  if (!value || typeof value !== "object") return null;
  const s = value as Partial<WindowSummary>;
  return Array.isArray(s.hours) && typeof s.avgWindKn === "number" && Array.isArray(s.reasons) ? (s as WindowSummary) : null;
}

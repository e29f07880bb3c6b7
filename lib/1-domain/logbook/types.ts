import type { SessionFeel } from "../validation/logbook";
import type { KiteShiftAnalysis } from "./kite-shift";
import type { ReportContent } from "./report";

/* The shapes of « Mes sessions »' API (docs/decisions/0030-rider-logbook.md), shared by the routes, the pages and the tests. */

/** One entry of GET /api/sessions (newest first) and POST /api/sessions' answer. */
export type SessionView = {
  id: number;
  spotId: number;
  spotName: string;
  /** The Paris day, "yyyy-MM-dd". */
  date: string;
  startHour: number;
  endHour: number;
  kiteM2: number;
  feel: SessionFeel;
  note: string | null;
  /** The mean of the spot's stored forecast (the default model) over the session's hours, knots; null where unknown. */
  forecastKn: number | null;
  /** The mean of the spot's station's hourly means over those hours, knots; null without station or measurement. */
  measuredKn: number | null;
  /** The rule's size for the rider in the session's wind (measured, else forecast), unshifted; null when unknown. */
  ruleKiteM2: number | null;
  createdAt: string;
};

export type SessionList = { sessions: SessionView[] };

/** GET /api/sessions/shift, and the answer of applying or undoing it. */
export type ShiftView = {
  /** Sessions with a known wind needed before Alizé compares. */
  needed: number;
  /** Sessions with a known wind (the newest, at most the analysis' count). */
  usable: number;
  analysis: KiteShiftAnalysis | null;
  /** The factor the rider applied, or null. */
  applied: number | null;
};

/** One entry of GET /api/spots/{id}/reports: a fresh report of a rider, from the spot's chat. */
export type RiderReport = ReportContent & { id: number; username: string; createdAt: string };

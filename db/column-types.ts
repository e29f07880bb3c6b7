/* Shapes of columns that the tables store and the rules read; lib/ re-exports them where it uses them. */

/** Which days an alert watches; shared by the table, the API and the form (lib/1-domain/alerts/days.ts). */
export const ALERT_DAYS = ["all", "weekend", "weekdays"] as const;
export type AlertDays = (typeof ALERT_DAYS)[number];

/** One model's record at a spot over the skill window (lib/1-domain/live-wind/skill.ts). */
export type ModelSkill = {
  model: string;
  /** Mean absolute error, knots (one decimal). */
  maeKn: number;
  /** Mean of forecast − measured, knots (one decimal): positive = the model overestimates. */
  biasKn: number;
  comparedHours: number;
};

/*
 * « Le vent d'ici » (lib/1-domain/correction): the history a spot's correction learns from, one UTC day a row, each
 * hour at its index (0–23), null where none is known, and the correction learned for one model.
 */
/** A model's forecast of one hour: [mean wind kn, gust kn or null, direction ° (from)]. */
export type ForecastHourValues = [number, number | null, number];
/** A station's hour: [mean wind kn, strongest gust kn or null, mean direction ° or null]. */
export type StationHourValues = [number, number | null, number | null];
export type ForecastDayHours = (ForecastHourValues | null)[];
export type StationDayHours = (StationHourValues | null)[];

/** Why the raw model is kept (the French words are lib/1-domain/correction/messages.ts's). */
export const CORRECTION_REASONS = ["no-station", "not-enough-data", "not-better"] as const;
export type CorrectionReason = (typeof CORRECTION_REASONS)[number];

/** One back-tested day: its hours compared with the station, the raw model's error and the corrected one's (kn). */
export type CorrectionDay = { date: string; hours: number; rawMaeKn: number; correctedMaeKn: number };

/** What was learned for one model at one spot, and how it did on the days it did not learn from. */
export type StoredCorrection = {
  applied: boolean;
  reason: CorrectionReason | null;
  /** First and last paired hours learned from (ISO), null when none. */
  trainedFrom: string | null;
  trainedTo: string | null;
  trainedHours: number;
  /** Hours and days of the back-test (held-out days), and the mean absolute errors over them, kn (one decimal). */
  testedHours: number;
  testedDays: number;
  rawMaeKn: number | null;
  correctedMaeKn: number | null;
  /**
   * The gusts' and the direction's own back-test (null: not enough pairs). Gusts follow their own line, or the mean's
   * ratio, or stay raw (`method`), whichever beat the raw gusts; the direction is turned only where that helped.
   */
  gust: { method: "line" | "ratio" | "raw"; hours: number; rawMaeKn: number; correctedMaeKn: number } | null;
  direction: { applied: boolean; hours: number; rawMaeDeg: number; correctedMaeDeg: number } | null;
  days: CorrectionDay[];
  /**
   * The lines learned (a + b × forecast, kn), per stratum `block × 8 + sector`, flattened [a0, b0, a1, b1, …]; the
   * direction's offset per sector (°). Null when there was nothing to learn from.
   */
  table: { mean: number[]; gust: number[] | null; direction: number[] | null } | null;
};

/** How a logged session felt on the kite: under-powered, right, over-powered (lib/1-domain/logbook). */
export const SESSION_FEELS = ["sous-toile", "bien", "surtoile"] as const;
export type SessionFeel = (typeof SESSION_FEELS)[number];

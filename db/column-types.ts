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

/** How a logged session felt on the kite: under-powered, right, over-powered (lib/1-domain/logbook). */
export const SESSION_FEELS = ["sous-toile", "bien", "surtoile"] as const;
export type SessionFeel = (typeof SESSION_FEELS)[number];

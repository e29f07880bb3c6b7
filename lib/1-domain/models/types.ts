import type { ForecastModel } from "../weather/model-ids";

/* What GET /api/spots/{id}/models and GET /api/spots/{id}/measured answer, as JSON. */

export type ModelChoice = {
  id: ForecastModel;
  label: string;
  /** Mean absolute error of the hourly mean wind against the station, knots; null with no compared hour. */
  maeKn: number | null;
  /** Mean of forecast − measured, knots (positive: overestimates); null with no compared hour. */
  biasKn: number | null;
  comparedHours: number;
};

export type SpotModels = {
  /** Whether the spot has a station within reach: without one, no model has a skill here. */
  station: boolean;
  windowDays: number;
  /** Compared hours a model needs before it can be called the best here. */
  minComparedHours: number;
  /** The blend first, then each model. */
  models: ModelChoice[];
  /** The lowest error among models with enough compared hours; null without enough history. */
  best: ForecastModel | null;
  /** What the page shows first: the best model, else the blend. */
  default: ForecastModel;
};

/** Today's measured hourly means at the spot's station (the day card's « Mesuré » row). */
export type MeasuredToday = {
  station: boolean;
  /** UTC hour starts (ISO), knots with one decimal; the hour in progress included. */
  hours: { hour: string; windAvgKn: number }[];
};

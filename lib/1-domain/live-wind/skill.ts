import type { ModelSkill } from "../../../db/column-types";

/*
 * Which model is right at this spot: over the last 14 days, each model's hourly forecast of the mean
 * wind against the measured hourly mean at the spot's station. Pure: the caller loads both series.
 */
export const SKILL_WINDOW_DAYS = 14;
/** Fewer compared hours than this and a model cannot be called the best here. */
export const MIN_COMPARED_HOURS = 48;
const HOUR_MS = 3_600_000;

export type ModelForecastHour = { model: string; forecastDate: Date; windSpeedKn: number };
export type MeasuredHour = { hour: Date; windAvgKn: number };
export type { ModelSkill };
export type SkillReport = { models: ModelSkill[]; best: string | null };

const hourKey = (date: Date) => Math.floor(date.getTime() / HOUR_MS);
const round1 = (n: number) => Math.round(n * 10) / 10 || 0; // never -0

/**
 * Per model, the hours where both a forecast and a measurement exist within the window ending at `now`
 * (exclusive), sorted by error then name; `best` is the lowest error among models with ≥ 48 compared hours.
 * A model with no compared hour is still listed (0 hours), so a selector can show it.
 */
export function computeSkill(forecasts: readonly ModelForecastHour[], measured: readonly MeasuredHour[], now = new Date()): SkillReport {
  const to = hourKey(now);
  const from = to - SKILL_WINDOW_DAYS * 24;
  const measuredByHour = new Map<number, number>();
  for (const m of measured) {
    const key = hourKey(m.hour);
    if (key >= from && key < to && Number.isFinite(m.windAvgKn)) measuredByHour.set(key, m.windAvgKn);
  }
  const sums = new Map<string, { abs: number; signed: number; n: number; hours: Set<number> }>();
  for (const f of forecasts) {
    const acc = sums.get(f.model) ?? { abs: 0, signed: 0, n: 0, hours: new Set<number>() };
    sums.set(f.model, acc);
    const key = hourKey(f.forecastDate);
    const actual = measuredByHour.get(key);
    if (actual === undefined || acc.hours.has(key) || !Number.isFinite(f.windSpeedKn)) continue;
    acc.hours.add(key); // one forecast per model and hour: the first given wins
    acc.abs += Math.abs(f.windSpeedKn - actual);
    acc.signed += f.windSpeedKn - actual;
    acc.n++;
  }
  const models = [...sums].map(([model, s]) => ({
    model,
    maeKn: s.n ? round1(s.abs / s.n) : 0,
    biasKn: s.n ? round1(s.signed / s.n) : 0,
    comparedHours: s.n,
  }));
  models.sort((a, b) => Number(b.comparedHours > 0) - Number(a.comparedHours > 0) || a.maeKn - b.maeKn || a.model.localeCompare(b.model));
  const best = models.find((m) => m.comparedHours >= MIN_COMPARED_HOURS)?.model ?? null;
  return { models, best };
}

import type { Db } from "../../../db/client";
import { computeSkill, MIN_COMPARED_HOURS, SKILL_WINDOW_DAYS, type SkillReport } from "../../1-domain/live-wind/skill";
import { measuredHours } from "../../2-stores/live-wind/store";
import { spotsWithStation, stationOfSpot } from "../../2-stores/live-wind/spot-stations";
import { modelWindsBetween } from "../../2-stores/forecasts/models";
import { readModelSkill, saveModelSkill } from "../../2-stores/forecasts/model-skill";
import { BLEND, FORECAST_MODELS, isForecastModel } from "../../2-stores/open-meteo/models";
import { MS_TO_KNOTS } from "../../1-domain/wind";
import { MODEL_LABELS } from "../../1-domain/models/messages";
import type { SpotModels } from "../../1-domain/models/types";

/*
 * Which model is right at this spot: each stored model's past hours (the blend's too) against the hourly means
 * its station measured, over 14 days (lib/1-domain/live-wind/skill.ts). Kept per spot in spot_model_skill and computed
 * again at most once an hour, or at once when the spot's station changed: the route reads one row.
 */
export const SKILL_TTL_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The skill of every model stored for the spot, against this station, over the 14 days before `now`. */
export async function computeSpotSkill(db: Db, spotId: number, stationId: number, now: Date): Promise<SkillReport> {
  const from = new Date(now.getTime() - SKILL_WINDOW_DAYS * DAY_MS);
  const [forecasts, measured] = await Promise.all([
    modelWindsBetween(db, spotId, from, now),
    measuredHours(db, stationId, from, now),
  ]);
  return computeSkill(
    forecasts.map((f) => ({ model: f.model, forecastDate: f.forecastDate, windSpeedKn: f.windSpeed * MS_TO_KNOTS })),
    measured,
    now,
  );
}

async function computeAndCache(db: Db, spotId: number, stationId: number, now: Date): Promise<SkillReport> {
  const report = await computeSpotSkill(db, spotId, stationId, now);
  await saveModelSkill(db, spotId, { stationId, computedAt: now, models: report.models, best: report.best });
  return report;
}

/**
 * The spot's skill report: cached when computed within the hour for the same station; null without a station.
 * The hourly models-skill job (lib/jobs) keeps the cache warm; a page computes it itself only when the job has
 * not run (no realtime service, a station just changed). A page hands the spot's station it has already read
 * (null: none within reach).
 */
export async function spotSkill(db: Db, spotId: number, now = new Date(), station?: number | null): Promise<SkillReport | null> {
  const stationId = station === undefined ? await stationOfSpot(db, spotId) : station;
  if (stationId === null) return null;
  const cached = await readModelSkill(db, spotId);
  if (cached && cached.stationId === stationId && now.getTime() - cached.computedAt.getTime() < SKILL_TTL_MS) {
    return { models: cached.models, best: cached.best };
  }
  return computeAndCache(db, spotId, stationId, now);
}

export type SkillsReport = { spots: number; withBest: number; failed: number; ms: number };

/** The models-skill job: every spot with a station, one after the other (a failure skips that spot only). */
export async function refreshAllSkills(db: Db, now = new Date()): Promise<SkillsReport> {
  const started = performance.now();
  const rows = await spotsWithStation(db);
  const report: SkillsReport = { spots: 0, withBest: 0, failed: 0, ms: 0 };
  for (const { spotId, stationId } of rows) {
    try {
      const skill = await computeAndCache(db, spotId, stationId!, now);
      report.spots++;
      if (skill.best) report.withBest++;
    } catch (error) {
      report.failed++;
      console.error(`[modèles] justesse du spot ${spotId} non calculée (${String(error)})`);
    }
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

/** GET /api/spots/{id}/models: every model with its label and its skill here, the best one and the page's default. */
export async function spotModels(db: Db, spotId: number, now = new Date(), station?: number | null): Promise<SpotModels> {
  const report = await spotSkill(db, spotId, now, station);
  const byModel = new Map(report?.models.map((m) => [m.model, m]));
  const best = report?.best && isForecastModel(report.best) ? report.best : null;
  return {
    station: report !== null,
    windowDays: SKILL_WINDOW_DAYS,
    minComparedHours: MIN_COMPARED_HOURS,
    models: FORECAST_MODELS.map((id) => {
      const skill = byModel.get(id);
      const compared = skill?.comparedHours ?? 0;
      return { id, label: MODEL_LABELS[id], maeKn: compared ? skill!.maeKn : null, biasKn: compared ? skill!.biasKn : null, comparedHours: compared };
    }),
    best,
    default: best ?? BLEND,
  };
}

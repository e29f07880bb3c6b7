import type { Db } from "../../../db/client";
import { correctionAnswer, type CorrectionStation, type SpotCorrectionAnswer } from "../../1-domain/correction/answer";
import { liveRowOfKnownSpot } from "../../2-stores/live-wind/spot-stations";
import { appliedCorrection, applyCorrection } from "../../1-domain/correction/apply";
import type { LiveWind } from "../../1-domain/live-wind/types";
import type { ForecastHour } from "../../1-domain/verdict/types";
import { BLEND, type ForecastModel } from "../../1-domain/weather/model-ids";
import { NO_CORRECTIONS, readCorrections, readCurrentCorrections, type SpotCorrections } from "../../2-stores/correction/corrections";
import { liveForSpot } from "../live-wind/live";

/*
 * « Le vent d'ici » as the pages, verdicts, windows and alerts read it: the corrections stored for the spot's
 * current station (read once per spot), each model's hours corrected where its correction beat the raw model, and
 * the measured error of what is shown, which tempers the verdicts' confidence (lib/1-domain/correction/confidence.ts).
 */
export type { SpotCorrections };

/** The spot's corrections against its station (`stationId` as the page read it with the live wind; null: none apply). */
export function readSpotCorrections(db: Db, spotId: number, stationId: number | null): Promise<SpotCorrections> {
  return readCorrections(db, spotId, stationId);
}

/** The spot's corrections against its current station: none (the raw model everywhere) where nothing was learned yet. */
export async function currentCorrections(db: Db, spotId: number): Promise<SpotCorrections> {
  return (await readCurrentCorrections(db, [spotId])).get(spotId) ?? NO_CORRECTIONS(null);
}

/** The spot's station as the correction names it (null: none chosen within reach), and its corrections against it. */
export type StationCorrections = { station: CorrectionStation | null; corrections: SpotCorrections };

/** The spot's current station and its corrections, without reading the spot's row (a page has read it already). */
export async function stationCorrections(db: Db, spotId: number): Promise<StationCorrections> {
  const row = await liveRowOfKnownSpot(db, spotId);
  const station = row?.id != null && row.name != null ? { id: row.id, name: row.name, distanceKm: row.distanceKm ?? 0 } : null;
  return { station, corrections: await readCorrections(db, spotId, station?.id ?? null) };
}

/** What the page says of the correction of `model` (./answer.ts), from what stationCorrections read. */
export const correctionOf = ({ station, corrections }: StationCorrections, model: ForecastModel): SpotCorrectionAnswer =>
  correctionAnswer({ station, model, corrections: corrections.byModel, computedAt: corrections.computedAt });

/** Every spot's corrections against its current station, for the readings across spots (today's map, Où naviguer). */
export const everyCurrentCorrection = (db: Db): Promise<Map<number, SpotCorrections>> => readCurrentCorrections(db);

/** A model's hours as the rider should read them, whether they were corrected, and the measured error of what they show (kn). */
export type CorrectedHours<T> = { hours: T[]; applied: boolean; maeKn: number | null };

export function correctModelHours<T extends ForecastHour>(hours: readonly T[], model: ForecastModel, corrections: SpotCorrections): CorrectedHours<T> {
  const stored = corrections.byModel.get(model);
  const applied = appliedCorrection(stored);
  return {
    hours: applyCorrection(hours, applied),
    applied: applied !== null,
    maeKn: (applied ? stored?.correctedMaeKn : stored?.rawMaeKn) ?? null,
  };
}

/** Hours of several models (the models' spread the confidence reads), each corrected by its own model's correction. */
export function correctEachModel<T extends ForecastHour & { model: string }>(rows: readonly T[], corrections: SpotCorrections): T[] {
  if (!corrections.byModel.size) return [...rows];
  const byModel = new Map<string, T[]>();
  for (const row of rows) {
    const list = byModel.get(row.model) ?? [];
    byModel.set(row.model, list);
    list.push(row);
  }
  return [...byModel].flatMap(([model, list]) => applyCorrection(list, appliedCorrection(corrections.byModel.get(model))));
}

/**
 * GET /api/spots/{id}/correction: one model's correction at the spot (the blend by default), its back-test's
 * figures and the « Justesse » days, or why the raw model stays. NotFound for an unknown spot. A page that has
 * read the live wind hands it over (its station is the correction's).
 */
export async function spotCorrection(db: Db, spotId: number, model: ForecastModel = BLEND, live?: LiveWind): Promise<SpotCorrectionAnswer> {
  const { station } = live ?? (await liveForSpot(db, spotId));
  const corrections = await readCorrections(db, spotId, station?.id ?? null);
  return correctionAnswer({
    station: station ? { id: station.id, name: station.name, distanceKm: station.distanceKm } : null,
    model,
    corrections: corrections.byModel,
    computedAt: corrections.computedAt,
  });
}

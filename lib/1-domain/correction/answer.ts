import type { CorrectionReason, StoredCorrection } from "../../../db/column-types";
import { FORECAST_MODELS, type ForecastModel } from "../weather/model-ids";
import { BACKTEST_DAYS, MIN_TEST_DAYS } from "./learn";
import { CORRECTION_METHOD, CORRECTION_REASON_TEXTS, correctedSentence, rawSentence } from "./messages";

/* What GET /api/spots/{id}/correction answers: the correction of one model at a spot, its figures and why. */
export type CorrectionStation = { id: number; name: string; distanceKm: number };

export type ModelCorrectionSummary = {
  model: ForecastModel;
  applied: boolean;
  rawMaeKn: number | null;
  correctedMaeKn: number | null;
  hours: number;
  /** Why the raw model stays, in French; null where the correction applies. */
  reason: string | null;
};

export type SpotCorrectionAnswer = {
  /** The station the spot's correction learns from (the live wind's); null when none is within reach. */
  station: CorrectionStation | null;
  model: ForecastModel;
  applied: boolean;
  /** How it is learned, in French; null without a station. */
  method: string | null;
  /** First and last paired hours learned from (ISO). */
  trainedFrom: string | null;
  trainedTo: string | null;
  /** Hours compared with the station on held-out days: what the two errors are measured over. */
  hours: number;
  trainedHours: number;
  testedDays: number;
  rawMaeKn: number | null;
  correctedMaeKn: number | null;
  /** « pas de balise », « pas assez de mesures », « la correction ne fait pas mieux »; null where it applies. */
  reason: string | null;
  reasonCode: CorrectionReason | null;
  /** The page's sentence: « Corrigé par Balise Wissant : erreur moyenne 2,1 nds au lieu de 3,8 sur les 30 derniers jours ». */
  summary: string;
  /** The « Justesse » view: each held-out day of the last BACKTEST_DAYS, raw against corrected. */
  windowDays: number;
  days: { date: string; rawMaeKn: number; correctedMaeKn: number }[];
  /** Every model, for the models' disclosure. */
  models: ModelCorrectionSummary[];
  computedAt: string | null;
};

function reasonOf(station: CorrectionStation | null, c: StoredCorrection | undefined): CorrectionReason | null {
  if (!station) return "no-station";
  if (!c) return "not-enough-data";
  return c.applied ? null : (c.reason ?? "not-better");
}

/** The answer for `model`, from the corrections stored for the spot's current station (none yet: not enough measurements). */
export function correctionAnswer(input: {
  station: CorrectionStation | null;
  model: ForecastModel;
  corrections: ReadonlyMap<string, StoredCorrection>;
  computedAt: Date | null;
}): SpotCorrectionAnswer {
  const { station, model } = input;
  const c = station ? input.corrections.get(model) : undefined;
  const code = reasonOf(station, c);
  const summary =
    code === null
      ? correctedSentence(station!.name, c!.correctedMaeKn!, c!.rawMaeKn!, c!.testedDays)
      : rawSentence(code, { stationName: station?.name, testedDays: c?.testedDays ?? 0, minDays: MIN_TEST_DAYS, rawMaeKn: c?.rawMaeKn, correctedMaeKn: c?.correctedMaeKn });
  return {
    station,
    model,
    applied: code === null,
    method: station ? CORRECTION_METHOD : null,
    trainedFrom: c?.trainedFrom ?? null,
    trainedTo: c?.trainedTo ?? null,
    hours: c?.testedHours ?? 0,
    trainedHours: c?.trainedHours ?? 0,
    testedDays: c?.testedDays ?? 0,
    rawMaeKn: c?.rawMaeKn ?? null,
    correctedMaeKn: c?.correctedMaeKn ?? null,
    reason: code === null ? null : CORRECTION_REASON_TEXTS[code],
    reasonCode: code,
    summary,
    windowDays: BACKTEST_DAYS,
    days: (c?.days ?? []).map(({ date, rawMaeKn, correctedMaeKn }) => ({ date, rawMaeKn, correctedMaeKn })),
    models: FORECAST_MODELS.map((m) => {
      const mc = station ? input.corrections.get(m) : undefined;
      const reason = reasonOf(station, mc);
      return {
        model: m,
        applied: reason === null,
        rawMaeKn: mc?.rawMaeKn ?? null,
        correctedMaeKn: mc?.correctedMaeKn ?? null,
        hours: mc?.testedHours ?? 0,
        reason: reason === null ? null : CORRECTION_REASON_TEXTS[reason],
      };
    }),
    computedAt: station && input.computedAt ? input.computedAt.toISOString() : null,
  };
}

// Aliased: a function named use* reads as a React hook to the linter, and this is not one.
import { useStation as stationPredictor } from "@neaps/tide-predictor";
import { blendExtremes, isBlendId, SAME_TIDE_MS, tideParts } from "./blend";
import { usableStation } from "./stations";

export { findGauge, MAX_GAUGE_DISTANCE_KM, type GaugeInfo } from "./stations";

export type TideType = "high" | "low";

export type TideEvent = {
  time: Date;
  /** Metres above the gauge's chart datum (zéro hydrographique), see predictTideEvents. */
  height: number;
  type: TideType;
};

export class UnknownGaugeError extends Error {
  constructor(readonly stationId: string) {
    super(`Marégraphe inconnu ou inutilisable : ${stationId}`);
    this.name = "UnknownGaugeError";
  }
}

const DAY_MS = 86_400_000;
// An extreme is only found when the curve turns inside the span, so one near an edge could be missed.
const EDGE_PADDING_MS = 3_600_000;

type Predictor = ReturnType<typeof stationPredictor>;
const predictors = new Map<string, Predictor>();

export function predictorFor(stationId: string): Predictor {
  let predictor = predictors.get(stationId);
  if (!predictor) {
    const station = usableStation(stationId);
    if (!station) throw new UnknownGaugeError(stationId);
    // The two packages type `disclaimers` differently (optional vs required); the predictor never reads it.
    predictor = stationPredictor({ ...station, disclaimers: station.disclaimers ?? "" });
    predictors.set(stationId, predictor);
  }
  return predictor;
}

/**
 * High and low waters of a tide over [from, from + days], sorted by time: a gauge's own prediction, or for a blend
 * (blend.ts) each of its gauges' high and low waters blended event by event.
 *
 * Datum: TICON-4 harmonics give the tide around mean sea level; neaps adds MSL minus the station's
 * chart datum, and every gauge of the database names LAT (lowest astronomical tide) as its chart datum.
 * SHOM fixes the French zéro hydrographique "voisin du niveau des plus basses mers astronomiques"
 * (shom.fr, « Zéro hydrographique »), so heights above LAT are heights above the chart datum within a few
 * decimetres, and never negative except under weather effects, as in the tide tables.
 * Times are rounded to the minute and heights to the centimetre, the precision of the tide tables.
 */
export function predictTideEvents(stationId: string, from: Date, days: number): TideEvent[] {
  const start = from.getTime();
  const end = start + days * DAY_MS;
  const inside = (e: TideEvent) => e.time.getTime() >= start && e.time.getTime() <= end;
  if (!isBlendId(stationId)) return gaugeEvents(stationId, start - EDGE_PADDING_MS, end + EDGE_PADDING_MS).filter(inside);
  if (!usableStation(stationId)) throw new UnknownGaugeError(stationId);
  // Each gauge a little beyond the window, so that an event near an edge finds its partner.
  const parts = tideParts(stationId).map((p) => ({
    events: gaugeEvents(p.id, start - SAME_TIDE_MS - EDGE_PADDING_MS, end + SAME_TIDE_MS + EDGE_PADDING_MS),
    weight: p.weight,
  }));
  return blendExtremes(parts).filter(inside);
}

function gaugeEvents(stationId: string, start: number, end: number): TideEvent[] {
  const predictor = predictorFor(stationId);
  const { extremes } = predictor.getExtremesPrediction({ start: new Date(start), end: new Date(end), datum: predictor.chart_datum });
  return extremes
    .map((e) => ({
      time: new Date(Math.round(e.time.getTime() / 60_000) * 60_000),
      height: Math.round(e.level * 100) / 100,
      type: e.high ? ("high" as const) : ("low" as const),
    }))
    .sort((a, b) => a.time.getTime() - b.time.getTime());
}

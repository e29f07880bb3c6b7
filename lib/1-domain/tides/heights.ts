import type { WaterBody } from "../spots/knowledge-types";
import { spotGaugeId } from "./gauge-rule";
import { predictorFor } from "./predict";
import { usableStation } from "./stations";

/**
 * Below this spring range (mean high water springs − mean low water springs), the tide does not matter to a
 * rider: the Mediterranean's 10–25 cm. The tide row then says « Marée négligeable ».
 */
export const NEGLIGIBLE_TIDE_RANGE_M = 0.5;

const HOUR_MS = 3_600_000;

/** What the tide helpers need of a spot (the columns of `spots`). */
export type TideSpotRef = { hydrographicSource: string; latitude: number; longitude: number; waterBody?: WaterBody };

export type HourlyHeight = { time: Date; heightM: number };

/** The spring range of a tide (a gauge's or a blend's) in metres (MHWS − MLWS, else HAT − LAT); null if unknown. */
export function springRangeM(gaugeId: string): number | null {
  const station = usableStation(gaugeId);
  if (!station) return null;
  const d = station.datums;
  if (Number.isFinite(d.MHWS) && Number.isFinite(d.MLWS)) return d.MHWS - d.MLWS;
  if (Number.isFinite(d.HAT) && Number.isFinite(d.LAT)) return d.HAT - d.LAT;
  return null;
}

/**
 * Whether the spot's tide is too small to matter: true for a lake (no tide at all) and where the spring range
 * of its gauge is under NEGLIGIBLE_TIDE_RANGE_M (the Mediterranean, Corsica); false on tidal coasts and for a
 * sea spot without gauge (its tide is unknown, not negligible).
 */
export function isTideNegligible(spot: TideSpotRef): boolean {
  if (spot.waterBody === "lac") return true;
  const gauge = spotGaugeId(spot.hydrographicSource, spot.latitude, spot.longitude, spot.waterBody);
  if (!gauge) return false;
  const range = springRangeM(gauge);
  return range !== null && range < NEGLIGIBLE_TIDE_RANGE_M;
}

/**
 * The water height at the spot every hour on the hour from `from` (rounded up to the hour) to `to` inclusive,
 * in metres above the chart datum (as the tide row shows them), to the centimetre. [] for a lake or a spot
 * without gauge.
 */
export function heightsByHour(spot: TideSpotRef, from: Date, to: Date): HourlyHeight[] {
  const gauge = spotGaugeId(spot.hydrographicSource, spot.latitude, spot.longitude, spot.waterBody);
  if (!gauge) return [];
  const start = Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS;
  if (start > to.getTime()) return [];
  const predictor = predictorFor(gauge);
  const out: HourlyHeight[] = [];
  for (let t = start; t <= to.getTime(); t += HOUR_MS) {
    const time = new Date(t);
    const { level } = predictor.getWaterLevelAtTime({ time, datum: predictor.chart_datum });
    out.push({ time, heightM: Math.round(level * 100) / 100 });
  }
  return out;
}

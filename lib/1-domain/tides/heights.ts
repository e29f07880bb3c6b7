import type { WaterBody } from "../spots/knowledge-types";
import { heightsFromExtremes } from "../verdict/tide-heights";
import { isBlendId } from "./blend";
import { spotGaugeId } from "./gauge-rule";
import { predictorFor, predictTideEvents } from "./predict";
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
 * in metres above the chart datum (as the tide row shows them), to the centimetre. A gauge's tide is its harmonic
 * prediction; a blend's is drawn through its blended high and low waters (half a cosine between two, as the
 * verdict reads the stored ones), so that the curve passes through the times and heights the tide row shows.
 * [] for a lake or a spot without gauge.
 */
export function heightsByHour(spot: TideSpotRef, from: Date, to: Date): HourlyHeight[] {
  const gauge = spotGaugeId(spot.hydrographicSource, spot.latitude, spot.longitude, spot.waterBody);
  if (!gauge) return [];
  const start = Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS;
  if (start > to.getTime()) return [];
  const heightAt = isBlendId(gauge) ? blendHeightAt(gauge, start, to.getTime()) : gaugeHeightAt(gauge);
  const out: HourlyHeight[] = [];
  for (let t = start; t <= to.getTime(); t += HOUR_MS) {
    const time = new Date(t);
    const heightM = heightAt(time);
    if (heightM !== null) out.push({ time, heightM });
  }
  return out;
}

function gaugeHeightAt(gauge: string): (time: Date) => number {
  const predictor = predictorFor(gauge);
  return (time) => Math.round(predictor.getWaterLevelAtTime({ time, datum: predictor.chart_datum }).level * 100) / 100;
}

/** Enough on each side for a high and a low water, even where a diurnal tide (the Mediterranean) has one a day. */
const CURVE_MARGIN_MS = 13 * HOUR_MS;

function blendHeightAt(gauge: string, start: number, end: number): (time: Date) => number | null {
  const from = new Date(start - CURVE_MARGIN_MS);
  const events = predictTideEvents(gauge, from, (end - start + 2 * CURVE_MARGIN_MS) / 86_400_000);
  return heightsFromExtremes(events.map((e) => ({ tideTime: e.time, height: e.height })));
}

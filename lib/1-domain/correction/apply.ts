import type { StoredCorrection } from "../../../db/column-types";
import { normalizeDeg } from "../verdict/sectors";
import type { ForecastHour } from "../verdict/types";
import { MS_TO_KNOTS } from "../wind/knots";
import { lineAt } from "./fit";
import { blockOfHour, parisHourAndDay, sectorOf, stratumOf } from "./strata";

/*
 * A learned table applied to forecast hours: the mean wind by its stratum's line; the gusts by their own line, or
 * scaled as the mean was (the model's gust factor kept), or left raw, whichever did best on held-out days; the
 * direction turned by its sector's offset where that helped. A gust is never below its mean. Only a correction
 * that beat the raw model on held-out days is applied.
 */
export type CorrectionTable = NonNullable<StoredCorrection["table"]>;
export type GustMethod = NonNullable<StoredCorrection["gust"]>["method"];

/** What applying a correction needs: its table, how gusts are corrected, and whether the direction is. */
export type AppliedCorrection = { table: CorrectionTable; gust: GustMethod; direction: boolean };

/** The correction to apply, or null where the raw model stays (not applied, or nothing learned). */
export function appliedCorrection(correction: StoredCorrection | null | undefined): AppliedCorrection | null {
  if (!correction?.applied || !correction.table) return null;
  return { table: correction.table, gust: correction.gust?.method ?? "raw", direction: correction.direction?.applied ?? false };
}

export type HourKn = { kn: number; gustKn: number | null; directionDeg: number };

/** A gust (kn) corrected by `method`, given its hour's raw and corrected mean; never below the corrected mean. */
export function correctGustKn(table: CorrectionTable, stratum: number, method: GustMethod, gustKn: number, rawKn: number, kn: number): number {
  let gust = gustKn;
  if (method === "line" && table.gust) {
    const [a, b] = lineAt(table.gust, stratum);
    gust = a + b * gustKn;
  } else if (method === "ratio") {
    gust = rawKn >= 1 ? (gustKn * kn) / rawKn : gustKn + kn - rawKn;
  }
  return Math.max(kn, gust);
}

/** One forecast hour corrected, knots in and out; `block` is its block of the Paris day (./strata.ts). */
export function correctHourKn(c: AppliedCorrection, block: number, hour: HourKn): HourKn {
  const sector = sectorOf(hour.directionDeg);
  const stratum = stratumOf(block, sector);
  const [a, b] = lineAt(c.table.mean, stratum);
  const kn = Math.max(0, a + b * hour.kn);
  const gustKn = hour.gustKn === null ? null : correctGustKn(c.table, stratum, c.gust, hour.gustKn, hour.kn, kn);
  const turn = c.direction && c.table.direction ? c.table.direction[sector]! : 0;
  return { kn, gustKn, directionDeg: turn ? normalizeDeg(Math.round(hour.directionDeg + turn)) : hour.directionDeg };
}

/**
 * The hours with the correction applied (m/s, as the verdict reads them: lib/1-domain/verdict/types.ts); the same
 * hours, untouched, when `correction` is null. Every other field of an hour is kept.
 */
export function applyCorrection<T extends ForecastHour>(hours: readonly T[], correction: AppliedCorrection | null): T[] {
  if (!correction) return [...hours];
  return hours.map((h) => {
    const at = (h.forecastDate instanceof Date ? h.forecastDate : new Date(h.forecastDate)).getTime();
    const corrected = correctHourKn(correction, blockOfHour(parisHourAndDay(at).hour), {
      kn: h.windSpeed * MS_TO_KNOTS,
      gustKn: h.windGust === null ? null : h.windGust * MS_TO_KNOTS,
      directionDeg: h.windDirection,
    });
    return {
      ...h,
      windSpeed: corrected.kn / MS_TO_KNOTS,
      windGust: corrected.gustKn === null ? null : corrected.gustKn / MS_TO_KNOTS,
      windDirection: corrected.directionDeg,
    };
  });
}

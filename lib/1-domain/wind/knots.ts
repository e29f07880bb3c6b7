import { formatDecimal } from "../../0-base/format";

/* Wind speed: the provider gives m/s, the page shows knots with one decimal (spec §9). */
export const MS_TO_KNOTS = 1.944;

/** Unit label shown after the value, e.g. « 12,3 nds ». */
export const KNOTS_UNIT = "nds";

/** m/s → knots, rounded to one decimal: the value the rider reads. */
export function toKnots(ms: number): number {
  return Math.round(ms * MS_TO_KNOTS * 10) / 10;
}

/** The displayed number only, always with one decimal, the French way: 10 m/s → "19,4", 0 → "0,0". */
export function formatKnots(ms: number): string {
  return formatDecimal(toKnots(ms));
}

/* OpenWindMap gives km/h; riders read knots with one decimal ("divide by 1.852", its API documentation). */
export const KMH_PER_KNOT = 1.852;

/** km/h → knots, unrounded: for sums and comparisons. */
export function kmhToKnotsExact(kmh: number): number {
  return kmh / KMH_PER_KNOT;
}

/** km/h → knots with one decimal: the value shown. */
export function kmhToKnots(kmh: number): number {
  return Math.round(kmhToKnotsExact(kmh) * 10) / 10;
}

/** Same, keeping null (the network documents each speed as "or null"). */
export function kmhToKnotsOrNull(kmh: number | null): number | null {
  return kmh === null ? null : kmhToKnots(kmh);
}

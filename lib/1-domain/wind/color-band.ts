import { toKnots } from "./knots";

/*
 * Colour of a wind cell (spec §9): below 12 kn grey, 12 to 20 green (both included),
 * above 20 up to 25 yellow (25 included), above 25 red.
 * The bands apply to the knots value as displayed (rounded to one decimal), so the colour
 * always agrees with the number in the cell: 6.17 m/s shows "12.0" and is green.
 */
export const WIND_GREEN_MIN_KNOTS = 12;
export const WIND_GREEN_MAX_KNOTS = 20;
export const WIND_YELLOW_MAX_KNOTS = 25;

export type WindColorBand = "grey" | "green" | "yellow" | "red";

/** Band for a speed already in knots (use the rounded value, see windColorBandForMs). */
export function windColorBand(knots: number): WindColorBand {
  if (knots < WIND_GREEN_MIN_KNOTS) return "grey";
  if (knots <= WIND_GREEN_MAX_KNOTS) return "green";
  if (knots <= WIND_YELLOW_MAX_KNOTS) return "yellow";
  return "red";
}

/** Band for a stored speed in m/s, judged on the displayed knots. */
export function windColorBandForMs(ms: number): WindColorBand {
  return windColorBand(toKnots(ms));
}

import { normalizeDeg } from "./sectors";

/**
 * The mean of bearings on the circle (the direction of the sum of unit vectors): 350° and 10° average to 0°,
 * not 180°. Rounded to the degree, in [0, 360); null when they cancel out or there are none.
 */
export function circularMeanDeg(degrees: readonly number[]): number | null {
  let x = 0;
  let y = 0;
  for (const deg of degrees) {
    const rad = (deg * Math.PI) / 180;
    x += Math.cos(rad);
    y += Math.sin(rad);
  }
  if (Math.hypot(x, y) < 1e-9 * Math.max(1, degrees.length)) return null;
  return normalizeDeg(Math.round((Math.atan2(y, x) * 180) / Math.PI));
}

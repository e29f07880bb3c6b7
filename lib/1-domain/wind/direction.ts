/* Wind direction (meteorological: where the wind comes FROM, degrees clockwise from north). */

function normalizeDegrees(deg: number): number {
  const d = deg % 360;
  return d < 0 ? d + 360 : d;
}

/** Rotation of the arrow so it points where the wind goes: (direction + 180) mod 360, in [0, 360). */
export function arrowRotation(directionDeg: number): number {
  return normalizeDegrees(directionDeg + 180);
}

/** Tooltip of the direction cell: « Direction : 270° » (integer degrees, 359.6 → 0). */
export function directionTooltip(directionDeg: number): string {
  return `Direction : ${normalizeDegrees(Math.round(directionDeg))}°`;
}

/** The 16 points of the compass in French (O for ouest), clockwise from north, 22.5° apart. */
export const COMPASS_POINTS = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSO", "SO", "OSO", "O", "ONO", "NO", "NNO"] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** Where the wind comes from, as a rider says it: 225° → « SO », 292° → « ONO » (nearest of the 16 points). */
export function cardinalLetters(directionDeg: number): CompassPoint {
  return COMPASS_POINTS[Math.round(normalizeDegrees(directionDeg) / 22.5) % COMPASS_POINTS.length]!;
}

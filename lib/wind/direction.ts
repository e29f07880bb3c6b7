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

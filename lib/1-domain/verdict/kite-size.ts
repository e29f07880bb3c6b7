/*
 * The kite that fits the rider and the wind (docs/decisions/0020-safe-verdict.md). The rule of open-source kite
 * calculators: size (m²) = 2.2 × weight (kg) ÷ mean wind (kn), i.e. a 75 kg rider needs ≈ 9 m in 18 kn. A kite
 * of the quiver fits from KITE_FIT_MIN × to KITE_FIT_MAX × that size: smaller is underpowered but safe, larger
 * is overpowered, so the band is narrower on that side.
 */
export const KITE_SIZE_FACTOR = 2.2;
export const KITE_FIT_MIN = 0.75;
export const KITE_FIT_MAX = 1.25;
/** Below this mean wind no kite size means anything. */
export const KITE_MIN_WIND_KN = 5;
/**
 * A rider's logbook may move the ideal by a factor within these (docs/decisions/0030-rider-logbook.md): at most the
 * fit band's own width, so that the kite the rule names still fits the shifted ideal at either end.
 */
export const KITE_SHIFT_MIN = KITE_FIT_MIN;
export const KITE_SHIFT_MAX = KITE_FIT_MAX;

/**
 * The ideal size in m² (unrounded), or null in too little wind. `shift`: the factor the rider accepted from their
 * logbook (1: the rule as it is).
 */
export function idealKiteSize(weightKg: number, windKn: number, shift = 1): number | null {
  return windKn < KITE_MIN_WIND_KN ? null : (KITE_SIZE_FACTOR * weightKg * shift) / windKn;
}

/** The size shown as advice: whole square metres. */
export const roundKiteSize = (m2: number): number => Math.round(m2);

/** The quiver's kite that fits the ideal size best (the nearest by ratio within the band), or null. */
export function fittingKite(kites: readonly number[], ideal: number): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const kite of kites) {
    const ratio = kite / ideal;
    if (ratio < KITE_FIT_MIN || ratio > KITE_FIT_MAX) continue;
    const distance = Math.abs(Math.log(ratio));
    if (distance < bestDistance) {
      best = kite;
      bestDistance = distance;
    }
  }
  return best;
}

/** The mean winds (kn) a kite fits for a rider: the band's inverse, to check an alert's range against a quiver. */
export function kiteWindRange(weightKg: number, kiteM2: number, shift = 1): { minKn: number; maxKn: number } {
  const ideal = (KITE_SIZE_FACTOR * weightKg * shift) / kiteM2;
  return { minKn: ideal * KITE_FIT_MIN, maxKn: ideal * KITE_FIT_MAX };
}

import type { RiderPreferences } from "../validation/preferences";

/**
 * What a rider's answers depend on, as a short key: riders with the same conditions get the same rankings and
 * months, so what is kept for one serves the others. It names conditions, never a rider (no id, nothing
 * personal beyond the numbers), so it may key a cache shared across riders.
 */
export function conditionsKey(p: RiderPreferences): string {
  return [p.windMinKn, p.windMaxKn, p.gustMaxKn, p.level, p.weightKg, p.kites.join("+"), p.saved ? 1 : 0].join("|");
}

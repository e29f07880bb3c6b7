import { formatKn } from "../../0-base/format";
import { SPOT_LEVELS, type SpotLevel } from "../spots/knowledge-types";
import type { RiderPreferences } from "../validation/preferences";
import { kiteWindRange } from "../verdict/kite-size";
import { NEAR_THRESHOLD_KN } from "../verdict/rules";

/*
 * Why an alert, as set, can never fire (docs/decisions/0020-safe-verdict.md): it fires on « go » hours only, judged
 * with its own wind range and its owner's level and kit. The same function runs in the form, before saving, and
 * in POST/PATCH /api/alerts, whose answers carry its sentences as `warnings`; the alert is saved anyway.
 */
const LEVEL_PLURAL: Record<SpotLevel, string> = { débutant: "débutants", intermédiaire: "intermédiaires", confirmé: "confirmés" };
const sizes = (kites: readonly number[]) => `${kites.map(formatKn).join(", ")} m`;

export const ALERT_WARNINGS = {
  level: (spot: SpotLevel, rider: SpotLevel) =>
    `Ce spot est pour riders ${LEVEL_PLURAL[spot]} (votre niveau : ${rider}) : ses heures ne seront jamais « Navigable » pour vous, l'alerte ne se déclenchera pas.`,
  quiver: (kites: readonly number[], min: number, max: number) =>
    `Aucune de vos ailes (${sizes(kites)}) ne convient entre ${formatKn(min)} et ${formatKn(max)} nds : l'alerte ne se déclenchera pas.`,
  outsideRange: (min: number, max: number, riderMin: number, riderMax: number) =>
    `Ce vent (${formatKn(min)}–${formatKn(max)} nds) est hors de vos conditions (${formatKn(riderMin)}–${formatKn(riderMax)} nds) : changez l'un ou l'autre.`,
  title: "Cette alerte ne peut pas se déclencher telle quelle",
  saveAnyway: "Vous pouvez l'enregistrer quand même.",
} as const;

export type AlertRange = { minWindKn: number; maxWindKn: number };

/** The sentences saying why this alert cannot fire for this rider at a spot of this level (null: unknown); [] when it can. */
export function alertWarnings(range: AlertRange, rider: RiderPreferences, spotLevel: SpotLevel | null): string[] {
  const out: string[] = [];
  const { minWindKn: min, maxWindKn: max } = range;
  if (spotLevel && SPOT_LEVELS.indexOf(spotLevel) > SPOT_LEVELS.indexOf(rider.level)) out.push(ALERT_WARNINGS.level(spotLevel, rider.level));
  if (max <= rider.windMinKn || min >= rider.windMaxKn) out.push(ALERT_WARNINGS.outsideRange(min, max, rider.windMinKn, rider.windMaxKn));
  // An hour is « go » strictly inside the range by NEAR_THRESHOLD_KN (0007): a kite must fit somewhere in there.
  const goFrom = min + NEAR_THRESHOLD_KN;
  const goTo = max - NEAR_THRESHOLD_KN;
  if (rider.kites.length && goFrom < goTo) {
    const fits = rider.kites.some((kite) => {
      const band = kiteWindRange(rider.weightKg, kite, rider.kiteShift ?? 1);
      return band.minKn < goTo && band.maxKn > goFrom;
    });
    if (!fits) out.push(ALERT_WARNINGS.quiver(rider.kites, min, max));
  }
  return out;
}

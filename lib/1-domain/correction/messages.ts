import type { CorrectionReason } from "../../../db/column-types";
import { formatDecimal } from "../../0-base/format";
import { knotsLabel, stationName } from "../live-wind/messages-card";

/* Every French text of « Le vent d'ici », the forecast corrected by the spot's own station, written once. */

export const CORRECTION_TITLE = "Le vent d'ici";
export const ACCURACY_TITLE = "Justesse";
export const RAW_SERIES_LABEL = "Prévision brute";
export const CORRECTED_SERIES_LABEL = "Prévision corrigée";

/** How the correction is learned, as the API and the page say it (docs/decisions/0029-station-correction.md). */
export const CORRECTION_METHOD =
  "Régression du vent mesuré sur le vent prévu, par tranche de 4 heures et secteur de vent, testée chaque jour sur des jours qu'elle n'a pas appris";

/** Why the raw model is kept, in a few words (the API's `reason`). */
export const CORRECTION_REASON_TEXTS: Record<CorrectionReason, string> = {
  "no-station": "pas de balise",
  "not-enough-data": "pas assez de mesures",
  "not-better": "la correction ne fait pas mieux",
};

const kn = (value: number) => formatDecimal(value);
const lastDays = (days: number) => (days > 1 ? `les ${days} derniers jours` : "le dernier jour");
/** French plural: 0 and 1 take the singular. */
const compared = (days: number) => (days > 1 ? `${days} jours comparés` : `${days} jour comparé`);

/** « Corrigé par Balise Wissant : erreur moyenne 2,1 nds au lieu de 3,8 sur les 30 derniers jours » */
export function correctedSentence(station: string, correctedMaeKn: number, rawMaeKn: number, days: number): string {
  return `Corrigé par ${stationName(station)} : erreur moyenne ${knotsLabel(correctedMaeKn)} au lieu de ${kn(rawMaeKn)} sur ${lastDays(days)}`;
}

/** Why the table shows the raw model, in a sentence. */
export function rawSentence(
  reason: CorrectionReason,
  figures: { stationName?: string; testedDays?: number; minDays?: number; rawMaeKn?: number | null; correctedMaeKn?: number | null },
): string {
  switch (reason) {
    case "no-station":
      return "Prévision brute : pas de balise à moins de 20 km sur le même plan d'eau pour la corriger";
    case "not-enough-data":
      return `Prévision brute : pas assez de mesures à la ${stationName(figures.stationName ?? "")} pour tester une correction (${compared(figures.testedDays ?? 0)}, il en faut ${figures.minDays ?? 0})`;
    case "not-better":
      return figures.rawMaeKn == null || figures.correctedMaeKn == null
        ? "Prévision brute : la correction ne fait pas mieux que le modèle"
        : `Prévision brute : la correction ne fait pas mieux (erreur moyenne ${knotsLabel(figures.correctedMaeKn)} contre ${kn(figures.rawMaeKn)} sans elle sur ${lastDays(figures.testedDays ?? 0)})`;
  }
}

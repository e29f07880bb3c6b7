import { RETRY } from "../../0-base/errors";
import { formatKn, formatKnots, formatRange, withUnit } from "../../0-base/format";
import { ACTION_FAILED, CONFIRM_DELETE, SAVING } from "../site/messages";
import type { SessionFeel } from "../validation/logbook";

/*
 * « Mes sessions » (docs/decisions/0030-rider-logbook.md): the page, the « Noter une session » form, the kite shift
 * and the report form, written once. The service's refusals are in ../validation/logbook.ts (SESSION_MESSAGES),
 * a report's card in ./messages-report.ts.
 */
export const MY_SESSIONS = "Mes sessions";
export const SESSIONS_PATH = "/sessions";

const CANCEL = "Annuler";

export const FEEL_LABELS: Record<SessionFeel, string> = { "sous-toile": "Sous-toilé", bien: "Bien", surtoile: "Surtoilé" };

/** 9.5 → « 9,5 m² »; a kite's size as the logbook shows it. */
const m2 = (size: number) => withUnit(formatKn(size), "m²");

export const LOG_FORM = {
  open: "Noter une session",
  title: "Noter une session",
  description: (spotName: string) => `${spotName} : le jour, les heures, l'aile et votre ressenti.`,
  descriptionAnySpot: "Le spot, le jour, les heures, l'aile et votre ressenti.",
  spot: "Spot",
  spotChoose: "Choisissez un spot",
  favorites: "Mes favoris",
  otherSpots: "Autres spots",
  day: "Jour",
  start: "Début",
  end: "Fin",
  hour: (h: number) => withUnit(h, "h"),
  kite: "Aile",
  kiteOther: "Autre taille (m²)",
  kiteOption: m2,
  feel: "Ressenti",
  note: "Note (facultative)",
  notePlaceholder: "Vent qui tourne, clapot, première session de la saison…",
  save: "Enregistrer la session",
  saving: SAVING,
  cancel: CANCEL,
  saved: "Session notée",
  savedDescription: (spotName: string) => `${spotName} : retrouvez-la dans « ${MY_SESSIONS} ».`,
} as const;

export const SESSIONS_PAGE = {
  title: MY_SESSIONS,
  description: "Chaque session face à ce qu'Alizé avait prévu et à ce que la balise a mesuré. Vos ressentis lui apprennent vos ailes.",
  profileLink: "Voir mes sessions",
  profileHint: "Vos sessions notées, face à la prévision et à la mesure.",
  loading: "Chargement de vos sessions…",
  loadFailed: "Vos sessions n'ont pas pu être chargées.",
  retry: RETRY,
  empty: "Aucune session notée pour l'instant.",
  emptyHint: "Touchez « Noter une session » ici ou sur la page de prévisions d'un spot. Après cinq sessions, Alizé compare vos ailes à sa règle.",
  hours: (start: number, end: number) => formatRange(withUnit(start, "h"), withUnit(end, "h")),
  kite: m2,
  forecast: "Prévu",
  measured: "Mesuré",
  rule: "Règle",
  unknown: "inconnu",
  knots: formatKnots,
  ruleSize: (size: number) => withUnit(formatKn(size), "m"),
  forecastLink: (spot: string) => `Prévisions de ${spot}`,
  delete: "Supprimer",
  confirmDelete: (spot: string, day: string) => `Supprimer la session du ${day} à ${spot} ?`,
  confirmDeleteYes: CONFIRM_DELETE,
  cancel: CANCEL,
  deleted: "Session supprimée",
  actionFailed: ACTION_FAILED,
  report: "Publier dans le chat",
} as const;

/** The kite shift's panel: how the rider's kites sit against the rule, and the shift they may apply or undo. */
export const SHIFT_TEXT = {
  title: "Vos ailes face à la règle d'Alizé",
  rule: "La règle : 2,2 × votre poids ÷ le vent moyen, en m². Chaque session compte avec le vent mesuré, sinon le vent prévu, et votre ressenti.",
  needMore: (left: number) =>
    left === 1 ? "Encore 1 session avec un vent connu pour qu'Alizé compare vos ailes à sa règle." : `Encore ${left} sessions avec un vent connu pour qu'Alizé compare vos ailes à sa règle.`,
  progress: (usable: number, needed: number) => `${usable} sur ${needed}`,
  average: (diffM2: number) =>
    diffM2 < 0
      ? `Vous naviguez en moyenne ${formatKn(-diffM2)} m² plus petit que la règle.`
      : `Vous naviguez en moyenne ${formatKn(diffM2)} m² plus grand que la règle.`,
  basis: (sessions: number) => `D'après vos ${sessions} dernières sessions.`,
  fits: "Vos ailes collent à la règle : aucun décalage à proposer.",
  proposal: (pct: number, smaller: boolean) =>
    `Alizé peut vous conseiller des ailes ${pct} % plus ${smaller ? "petites" : "grandes"} que sa règle.`,
  example: (windKn: number, ruleM2: number, shiftedM2: number) => `Par ${formatKn(windKn)} nds : ${m2(shiftedM2)} au lieu de ${m2(ruleM2)}.`,
  gusts: "Seule la taille d'aile change : les limites de vent et de rafales restent les vôtres.",
  apply: "Appliquer",
  applying: "Application…",
  applied: (pct: number, smaller: boolean) => `Décalage appliqué : des ailes ${pct} % plus ${smaller ? "petites" : "grandes"} que la règle.`,
  appliedOutdated: "Vos dernières sessions disent autre chose : appliquez la nouvelle proposition, ou annulez le décalage.",
  undo: "Annuler le décalage",
  undoing: "Annulation…",
  appliedToast: "Décalage appliqué",
  appliedToastText: "Les verdicts nomment maintenant l'aile ajustée à vos sessions.",
  undoneToast: "Décalage annulé",
  undoneToastText: "Les verdicts suivent de nouveau la règle d'Alizé.",
  failed: ACTION_FAILED,
} as const;

/** How far a factor moves a size, in whole percent, and which way: 0.87 → 13, smaller. */
export const shiftPercent = (factor: number) => ({ pct: Math.round(Math.abs(factor - 1) * 100), smaller: factor < 1 });

/** « Publier dans le chat »: the report form of a session. */
export const REPORT_FORM = {
  title: "Publier dans le chat",
  description: (spotName: string) => `Un compte rendu de votre session dans le chat de ${spotName}, visible des autres riders.`,
  windKn: "Vent (nœuds)",
  windHint: "Prérempli avec le vent mesuré, sinon prévu : corrigez-le d'après ce que vous avez eu.",
  wind: "Le vent était",
  water: "État du plan d'eau",
  kite: (size: number) => `Aile : ${m2(size)} (celle de la session)`,
  publish: "Publier",
  publishing: "Publication…",
  published: "Compte rendu publié",
  publishedText: (spotName: string) => `Dans le chat de ${spotName}.`,
  offline: "Le chat ne répond pas : vérifiez votre connexion et réessayez.",
  cancel: CANCEL,
} as const;

/* Every French text of the live wind and of the models' skill, written once. */

import { formatKm, NBSP, withUnit } from "../../0-base/format";
import { parisDayKey, parisTime } from "../../0-base/time";
import { knotsLabel, stationName } from "./messages-card";

/** The network's data licence asks for a visible link to this site beside its data. */
export const OPENWINDMAP_URL = "https://openwindmap.org";
export const LIVE_WIND_ATTRIBUTION = "Données OpenWindMap (openwindmap.org), licence ouverte";

export { knotsLabel, LIVE_WIND_TITLE, stationName } from "./messages-card";
export const NO_STATION_NEARBY = "Pas de balise à moins de 20 km";
/** The stations' provider does not answer and has never answered: whether a station is near cannot be known yet. */
export const STATIONS_UNREACHABLE_NEVER = "Balises injoignables pour le moment : nouvel essai chaque minute.";
/**
 * The page's socket was refused (too many tabs, too many attempts): the reading is still fetched every two minutes.
 * « Trop d'onglets… : mise à jour toutes les 2 min, nouvel essai du direct dans 12 s. »
 */
export function liveRefusedText(reason: string, seconds: number): string {
  return `${reason.replace(/[.:]\s*$/, "")} : mise à jour toutes les 2 min, ${seconds > 0 ? `nouvel essai du direct dans ${seconds}\u00a0s` : "nouvel essai du direct en cours"}.`;
}

// Made at first use (tests/client-bundle.test.ts).
let shortDate: Intl.DateTimeFormat | undefined;
const SHORT_DATE = () => (shortDate ??= new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "numeric", month: "short" }));

/** « Balises injoignables depuis 14:05 (le 5 déc. à 14:05 another day) : la dernière mesure reçue est affichée… » */
export function stationsUnreachableSince(lastSuccessAt: string | null, now: number): string {
  if (lastSuccessAt === null) return STATIONS_UNREACHABLE_NEVER;
  const since = parisDayKey(lastSuccessAt) === parisDayKey(new Date(now)) ? parisTime(lastSuccessAt) : `le ${SHORT_DATE().format(new Date(lastSuccessAt))} à ${parisTime(lastSuccessAt)}`;
  return `Balises injoignables depuis ${since} : la dernière mesure reçue est affichée, nouvel essai chaque minute.`;
}

/** « Balise Pioupiou 110 à 3,2 km » */
export function stationLabel(name: string, distanceKm: number): string {
  return `${stationName(name)} à ${formatKm(distanceKm)}`;
}


export const LIVE_MEAN_LABEL = "moyen";
export const LIVE_MAX_LABEL = "max";
export const LIVE_STALE = "mesure de plus de 30 min";
export const OPENWINDMAP_LINK_TEXT = "openwindmap.org";
export const OPENWINDMAP_LINK_LABEL = "Données OpenWindMap, sur openwindmap.org (nouvel onglet)";
/** « il y a 4 min », « il y a 2 h 05 », « à l'instant » */
export function ageLabel(ageMs: number): string {
  const minutes = Math.max(0, Math.floor(ageMs / 60_000));
  if (minutes < 1) return "à l'instant";
  if (minutes < 60) return `il y a ${withUnit(minutes, "min")}`;
  const hours = Math.floor(minutes / 60);
  return `il y a ${withUnit(hours, "h")}${NBSP}${String(minutes % 60).padStart(2, "0")}`;
}

/** Refusals of WATCH_SPOT / UNWATCH_SPOT, sent back as CHAT_ERROR to that socket only. */
export const WATCH_ERRORS = {
  badPayload: "Spot invalide : un identifiant entier positif est attendu",
  rateLimited: "Trop de demandes de vent en direct, réessayez dans une minute",
  tooMany: "Trop de spots suivis à la fois sur cette connexion",
} as const;

/* ---- the models' skill ---- */

export const BEST_MODEL_LABEL = "Meilleur modèle ici";
export const MEASURED_ROW_LABEL = "Mesuré";

/** « erreur moyenne 2,3 nds » */
export function maeLabel(maeKn: number): string {
  return `erreur moyenne ${knotsLabel(maeKn)}`;
}

/**
 * « ce modèle surestime de 3 nds ici » / « sous-estime de 2 nds » / « ne se trompe pas en moyenne ici »:
 * whole knots, as a rider says it; under half a knot is no bias.
 */
export function biasLabel(biasKn: number): string {
  const knots = Math.round(Math.abs(biasKn));
  if (knots === 0) return "ce modèle ne surestime ni ne sous-estime le vent ici";
  return `ce modèle ${biasKn > 0 ? "surestime" : "sous-estime"} de ${withUnit(knots, knots > 1 ? "nds" : "nd")} ici`;
}

/** « calculé sur 72 h de mesures » */
export function comparedHoursLabel(hours: number): string {
  return `calculé sur ${withUnit(hours, "h")} de mesures`;
}

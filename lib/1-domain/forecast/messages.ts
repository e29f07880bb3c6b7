/* The forecast page's texts (spec §4, in the order the page checks them), shared by the page and the API. */
import { withUnit } from "../../0-base/format";
import { COLLAPSE } from "../site/messages";
export const FORECAST_LOADING = "Chargement des données météo...";
export const WEATHER_UNAVAILABLE = "Les données météo ne sont pas disponibles";
export const TIDES_UNAVAILABLE = "Les données de marées ne sont pas disponibles";

export { parseSpotId, SPOT_ID_INVALID, SPOT_LIST_LINK, SPOT_NOT_FOUND } from "../spots/messages";

/** The table's marker on the present hour, its sideways-scroll hint and the description's fold. */
export const NOW_LABEL = "maintenant";
export const SCROLL_HINT = "Faites glisser pour voir les autres heures";
export const READ_MORE = "Lire la suite";
export const READ_LESS = COLLAPSE;

/** When the provider is down and nothing is stored: why, what still works, and a way to try again. */
export const WEATHER_OUTAGE_REASON =
  "Le service de prévisions (Open-Meteo) ne répond pas pour le moment et aucune prévision n'est encore enregistrée pour ce spot. Les marées, calculées par Alizé, restent disponibles.";
export { RETRY } from "../../0-base/errors";
export const RETRYING = "Nouvel essai…";
export const TIDES_ONLY_TITLE = "Marées des prochains jours";

/** A night folded into one narrow column of the day's table (« Nuit / 18–8 h »), opened by a tap. */
export const NIGHT_FOLD = {
  label: "Nuit",
  span: (from: number, to: number) => `${from}–${withUnit(to, "h")}`,
  open: (from: number, to: number) => `Heures de nuit, de ${from} h à ${to} h : afficher ou masquer`,
} as const;

/** The panel a tapped cell pins under its day's table: « 14 h », its verdict, its reasons. */
export const REASON_PANEL = {
  hour: (label: string) => withUnit(label, "h"),
  close: "Fermer les raisons",
  /** Said once under the table: the cells open their reasons on a tap. */
  hint: "Touchez une case pour en lire le détail.",
} as const;

import { formatDecimal, withUnit } from "../../0-base/format";
import { BEST_MODEL_LABEL, maeLabel, MEASURED_ROW_LABEL } from "../live-wind/messages";
import { BLEND, FORECAST_MODELS, type ForecastModel } from "../weather/model-ids";

/* Every French text of the forecast models, written once: the route, the page and the tests read them. */

export { BEST_MODEL_LABEL, MEASURED_ROW_LABEL };

/** Each model as a rider chooses it: its name, its grid and how far it sees (lib/2-stores/open-meteo/models.ts). */
export const MODEL_LABELS: Record<ForecastModel, string> = {
  [BLEND]: "Prévision standard : Météo-France puis ECMWF (7 jours)",
  meteofrance_arome_france_hd: "AROME France HD (1,5 km, 2 jours)",
  meteofrance_arpege_europe: "ARPEGE Europe (11 km, 4 jours)",
  icon_eu: "ICON-EU (7 km, 5 jours)",
  ecmwf_ifs025: "ECMWF IFS (25 km, 7 jours)",
  gfs_seamless: "GFS (13 km, 7 jours)",
};

/** Whose forecast the table shows, for the credits under it (Open-Meteo serves them all under CC BY 4.0). */
export const MODEL_CREDITS: Record<ForecastModel, string> = {
  [BLEND]: "modèles Météo-France AROME et ARPEGE, puis ECMWF IFS au-delà de leur échéance",
  meteofrance_arome_france_hd: "modèle AROME France HD de Météo-France",
  meteofrance_arpege_europe: "modèle ARPEGE Europe de Météo-France",
  icon_eu: "modèle ICON-EU du DWD (service météorologique allemand)",
  ecmwf_ifs025: "modèle IFS du CEPMMT (ECMWF)",
  gfs_seamless: "modèle GFS de la NOAA (service météorologique américain)",
};

export const MODEL_SELECTOR_LABEL = "Modèle";
export const MODEL_SELECTOR_HINT = "Justesse mesurée ici sur 14 jours, face à la balise la plus proche";
export const NOT_ENOUGH_MEASUREMENTS = "pas encore assez de mesures";
export const NO_STATION_FOR_SKILL = "Pas de balise à moins de 20 km : la justesse des modèles ne peut pas être mesurée ici.";
/** After the last day of a model that stops before the standard forecast (AROME HD: 2 days). */
export const MODEL_ENDS_HERE = "Ce modèle ne prévoit pas plus loin.";
export const SHOW_STANDARD = "Voir la suite avec la prévision standard";
export const MEASURED_CELL_NONE = "Pas de mesure pour cette heure";

export const UNKNOWN_MODEL = `Modèle inconnu : choisissez parmi ${FORECAST_MODELS.join(", ")}.`;

/**
 * « surestime de 3 nds ici » / « sous-estime de 0,6 nd ici » / « sans biais ici »: whole knots as a rider says
 * it, tenths under one knot (so that it never reads larger than the error beside it); under half a knot is no bias.
 */
function shortBiasLabel(biasKn: number): string {
  const size = Math.abs(biasKn);
  if (size < 0.5) return "sans biais ici";
  const knots = size < 1 ? formatDecimal(size) : String(Math.round(size));
  return `${biasKn > 0 ? "surestime" : "sous-estime"} de ${withUnit(knots, size >= 1.5 ? "nds" : "nd")} ici`;
}

export type SkillFigures = { maeKn: number | null; biasKn: number | null; comparedHours: number };

/** « erreur moyenne 2,1 nds · surestime de 3 nds ici », or « pas encore assez de mesures » under 48 compared hours. */
export function skillSummary(skill: SkillFigures, minComparedHours: number): string {
  if (skill.comparedHours < minComparedHours || skill.maeKn === null || skill.biasKn === null) return NOT_ENOUGH_MEASUREMENTS;
  return `${maeLabel(skill.maeKn)} · ${shortBiasLabel(skill.biasKn)}`;
}

/** « Meilleur modèle ici : ICON-EU (7 km, 5 jours) » */
export const bestOptionLabel = (best: ForecastModel) => `${BEST_MODEL_LABEL} : ${MODEL_LABELS[best]}`;

/** « Mesuré à la balise : 14,2 nds de 14:00 à 15:00 » (a cell's tooltip). */
export function measuredCellTip(windAvgKn: string, from: string, to: string): string {
  return `Mesuré à la balise : ${withUnit(windAvgKn, "nds")} de ${from} à ${to}`;
}

import { withUnit } from "../../0-base/format";
import { RIDEABLE_SECTORS } from "../site/messages";
import type { DirectionTone } from "../verdict/sectors";
import { VERDICT_LABELS } from "../verdict/messages";
import type { Verdict } from "../verdict/types";

/* The texts of the verdict on the pages (forecast, profile, home), written once. */
export { VERDICT_LABELS, NO_WINDOW, KNOWLEDGE_MISSING, CONFIDENCE_LABELS, weekReasonsText } from "../verdict/messages";

/** Without JavaScript: the rider's verdicts are judged in the browser (docs/decisions/0033). */
export const VERDICTS_NEED_SCRIPT =
  "« Navigabilité », vos créneaux et « Aujourd'hui » se calculent pour vous dans le navigateur : activez JavaScript pour les voir. Le vent, la météo et les marées sont affichés ci-dessous.";
export const NAVIGABILITY_ROW = "Navigabilité";
export const WINDOWS_TITLE = "Meilleurs créneaux";
export const TIDE_NEGLIGIBLE = "Marée négligeable";
export const TIDE_LAKE = "Pas de marée (lac)";
export const TIDE_CURVE_LABEL = "Hauteur d'eau";

/**
 * What a verdict cell shows: the verdict's own name, the same word everywhere (no « GO », no « Lim. »). The soft
 * hyphens (\u00AD) let « Navigable » break in a phone's narrow cell instead of widening it.
 */
export const VERDICT_MARKS: Record<Verdict, string> = { go: "Navi\u00ADgable", marginal: VERDICT_LABELS.marginal, no: VERDICT_LABELS.no };

/** The direction cell's colour legend. */
export const DIRECTION_TONE_LABELS: Record<DirectionTone, string> = {
  good: "navigable ici",
  caution: "prudence",
  danger: "offshore : dangereux",
};
export const DIRECTION_LEGEND_TITLE = "Direction :";

/** « Meilleurs créneaux »: a window's wind, e.g. « 18 nds, rafales 24 ». */
export const windowWind = (avg: string, gust: string) => `${withUnit(avg, "nds")}, rafales ${gust}`;
/** The best window of the week, marked among the others listed in date order. */
export const BEST_WINDOW = "Meilleur créneau";
/** « aile 9 m · confiance haute ». */
export const windowKit = (kite: string | null, confidence: string) => (kite ? `aile ${withUnit(kite, "m")} · ${confidence}` : confidence);

/** The profile's « Mes conditions »: in a module of its own, so its form ships none of the texts above. */
export { CONDITIONS } from "./messages-conditions";

/** The home page's grid of favourites × days. */
export const FAVORITES_WEEK_TITLE = "Vos spots cette semaine";
/** « Wissant, mercredi 25 novembre : Non, rafales trop fortes ». */
export const favoriteDayLabel = (spot: string, day: string, verdict: Verdict, reason?: string) =>
  `${spot}, ${day} : ${VERDICT_LABELS[verdict]}${reason && verdict !== "go" ? `, ${reason}` : ""}`;
/** A favourite whose forecast has never been fetched: the browser asks for it, and the row fills in. */
export const FAVORITE_PENDING = "Prévisions en cours…";
/** The glance's words and the line « Aujourd'hui : … » (lib/1-domain/verdict/today-line.ts). */
export { REASON_WORDS, REASON_PHRASES, TODAY_LINE } from "../verdict/messages-summary";

/** « Fiche du spot »: the spot's knowledge in a few lines. */
export const SPOT_SHEET = {
  title: "Fiche du spot",
  level: "Niveau",
  water: "Plan d'eau",
  rideable: RIDEABLE_SECTORS,
  ban: "Interdiction saisonnière",
  noBan: "Aucune connue",
  tide: "Marée",
  sources: "Sources",
} as const;
export const WATER_BODY_LABELS = { mer: "mer", lagune: "lagune", lac: "lac" } as const;
/** « de SO à NE » */
export const sectorLabel = (from: string, to: string) => `de ${from} à ${to}`;

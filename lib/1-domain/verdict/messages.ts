import type { SeaReasonCode } from "../sea/messages";
import type { SeasonalBan, SpotLevel } from "../spots/knowledge-types";
import { compassPoint, formatFactorChange, formatKn, formatKnots, formatMetres, formatMonthDay, withUnit } from "../../0-base/format";
import type { WindRelation } from "./sectors";

/*
 * Every text of the verdict, written once: the reasons of an hour and of a window, the labels of the verdicts
 * and of the wind's relation to the shore. The page, the API and the tests import them from here.
 */
/** The one vocabulary of a verdict, wherever it is named: on the pages, in the e-mails, for screen readers. */
export const VERDICT_LABELS = { go: "Navigable", marginal: "Limite", no: "Non" } as const;

export const RELATION_LABELS: Record<WindRelation, string> = {
  onshore: "onshore",
  "side-on": "side-on",
  side: "side-shore",
  "side-off": "side-off",
  offshore: "offshore",
};

const LEVEL_PLURAL: Record<SpotLevel, string> = {
  débutant: "débutants",
  intermédiaire: "intermédiaires",
  confirmé: "confirmés",
};

export const REASONS = {
  night: () => "Nuit",
  firstLight: () => "Première heure de jour",
  lastLight: () => "Dernière heure de jour",
  seasonalBan: (ban: SeasonalBan) =>
    `Interdiction saisonnière (du ${formatMonthDay(ban.from)} au ${formatMonthDay(ban.to)})${ban.note ? ` : ${ban.note}` : ""}`,
  offshore: () => "Vent de terre (offshore) : dangereux",
  sideOff: () => "Vent side-off : prudence, il éloigne du bord",
  direction: (deg: number) => `Direction non navigable ici (${compassPoint(deg)})`,
  tooLight: (kn: number, min: number) => `Trop peu de vent (${formatKnots(kn)} < ${formatKn(min)})`,
  slightlyLight: (kn: number, min: number) => `Vent un peu faible (${formatKnots(kn)} < ${formatKn(min)})`,
  justEnough: (kn: number, min: number) => `Vent juste suffisant (${formatKnots(kn)}, minimum ${formatKn(min)})`,
  tooStrong: (kn: number, max: number) => `Trop de vent (${formatKnots(kn)} > ${formatKn(max)})`,
  slightlyStrong: (kn: number, max: number) => `Vent un peu fort (${formatKnots(kn)} > ${formatKn(max)})`,
  nearMax: (kn: number, max: number) => `Vent proche de votre maximum (${formatKnots(kn)}, maximum ${formatKn(max)})`,
  /** Only the limit the rider set is named, with the margin the rule allows over it (no threshold out of nowhere). */
  gusts: (kn: number, limit: number, margin: number) =>
    `Rafales trop fortes (${formatKnots(kn)}, plus de ${formatKnots(margin)} au-dessus de votre limite de ${formatKnots(limit)})`,
  gustsOverLimit: (kn: number, limit: number) => `Rafales au-dessus de votre limite (${formatKnots(kn)} > ${formatKn(limit)})`,
  irregular: (gustKn: number, windKn: number) => `Vent irrégulier (rafales ${formatKn(gustKn)} pour ${formatKn(windKn)} de moyenne)`,
  noKite: (neededM2: number) => `Aucune aile adaptée (il faudrait ≈\u00a0${withUnit(formatKn(neededM2), "m")})`,
  tideLow: (m: number, min: number) => `Marée trop basse (${formatMetres(m)} < ${formatMetres(min)})`,
  tideHigh: (m: number, max: number) => `Marée trop haute (${formatMetres(m)} > ${formatMetres(max)})`,
  tideUnknown: () => "Hauteur d'eau inconnue : vérifiez la marée",
  levelAbove: (spot: SpotLevel, rider: SpotLevel) => `Spot pour riders ${LEVEL_PLURAL[spot]} (votre niveau : ${rider})`,
  levelFarAbove: (spot: SpotLevel, rider: SpotLevel) =>
    `Spot réservé aux riders ${LEVEL_PLURAL[spot]} (votre niveau : ${rider})`,
  go: (kn: number, relation: WindRelation) => `Conditions réunies (${formatKnots(kn)}, ${RELATION_LABELS[relation]})`,
} as const;

/** The « go » summary naming the rider's kite (« Conditions réunies sur 9 m »), or advising one when the quiver is unknown. */
export const GO_WITH_KITE = (kn: number, relation: WindRelation, kiteM2: number) =>
  `Conditions réunies sur ${withUnit(formatKn(kiteM2), "m")} (${formatKnots(kn)}, ${RELATION_LABELS[relation]})`;
export const GO_KITE_ADVICE = (kn: number, relation: WindRelation, kiteM2: number) =>
  `${REASONS.go(kn, relation)}, aile conseillée ≈\u00a0${withUnit(formatKn(kiteM2), "m")}`;

/** Said, without capping the verdict, beside the reasons of a « go » or « marginal » hour. */
export const NOTES = {
  defaults: "Réglages par défaut : renseignez vos conditions",
  disagree: (minKn: number, maxKn: number) => `Modèles en désaccord (${formatKn(minKn)} à ${formatKnots(maxKn)})`,
  disagreeDirection: "Modèles en désaccord sur la direction du vent",
  /** The kite-size shift the rider accepted from their logbook (« Mes sessions »), as a signed percentage. */
  kiteShift: (factor: number) => `Taille d'aile ajustée à vos sessions (${formatFactorChange(factor)})`,
} as const;

export const CONFIDENCE_LABELS = { haute: "confiance haute", moyenne: "confiance moyenne", faible: "confiance faible" } as const;

/**
 * Reasons in a few lower-case words that the week's line (below) and the day's summary (REASON_PHRASES in
 * ./messages-summary.ts) say alike: written here once, the summary takes them from here.
 */
export const SHORT_REASONS = {
  seasonalBan: "interdiction saisonnière",
  sideOff: "vent side-off",
  tooStrong: "trop de vent",
  gusts: "rafales trop fortes",
  gustsOverLimit: "rafales au-dessus de votre limite",
  irregular: "vent irrégulier",
  noKite: "aucune aile adaptée",
} as const satisfies Partial<Record<ReasonCode, string>>;

/** Why a week has no window: the words of its most frequent blocking reasons (lib/1-domain/verdict/week-reasons.ts). */
export const WEEK_REASON_WORDS: Partial<Record<ReasonCode | SeaReasonCode, string>> = {
  seasonalBan: SHORT_REASONS.seasonalBan,
  offshore: "vent de terre (offshore)",
  sideOff: SHORT_REASONS.sideOff,
  direction: "direction non navigable ici",
  tooLight: "trop peu de vent",
  slightlyLight: "trop peu de vent",
  justEnough: "trop peu de vent",
  tooStrong: SHORT_REASONS.tooStrong,
  slightlyStrong: SHORT_REASONS.tooStrong,
  nearMax: SHORT_REASONS.tooStrong,
  gusts: SHORT_REASONS.gusts,
  gustsOverLimit: SHORT_REASONS.gustsOverLimit,
  irregular: SHORT_REASONS.irregular,
  noKite: SHORT_REASONS.noKite,
  tideLow: "marée",
  tideHigh: "marée",
  tideUnknown: "marée",
  levelAbove: "spot au-dessus de votre niveau",
  levelFarAbove: "spot au-dessus de votre niveau",
  wavesOnFlatSpot: "vagues",
  wavesForBeginner: "vagues",
};
export const weekReasonsText = (words: readonly string[]) =>
  words.length ? `${words[0]!.charAt(0).toUpperCase()}${words[0]!.slice(1)}${words.length > 1 ? `, puis ${words.slice(1).join(", ")}` : ""}.` : "";

export type ReasonCode = keyof typeof REASONS;

/** A window whose hours are all « go ». */
export const WINDOW_ALL_GO = "Conditions réunies sur tout le créneau";
export const NO_WINDOW = "Aucun créneau cette semaine";

/** A spot whose knowledge (orientation, sectors…) is not filled in yet: no verdict can be given. */
export const KNOWLEDGE_MISSING = "Ce spot n'a pas encore de fiche de navigabilité.";

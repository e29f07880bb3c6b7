import { formatRange, withUnit } from "../../0-base/format";
import type { SeaReasonCode } from "../sea/messages";
import type { Confidence } from "./confidence";
import { NO_WINDOW, SHORT_REASONS, type ReasonCode } from "./messages";

/** Every code a finding can carry: the wind's, light's, spot's and the sea's. */
export type FindingCode = ReasonCode | SeaReasonCode;

/*
 * The verdict in a few words, for a glance: the one line « Aujourd'hui : … » at the top of a forecast
 * and on home, and the word a home cell shows instead of a bare « Lim. ». The full reasons stay in ./messages.ts;
 * these are their short forms, by reason code. A new code must get its words here (the Records make it a type error).
 */

/**
 * One capitalised word per reason, for a day's cell on home (« Nuit », « Rafales »…). The soft hyphens (\u00AD)
 * let the longest words break in a phone's narrow cell (« Off-shore »): seven days fit 390 px.
 */
export const REASON_WORDS: Record<FindingCode, string> = {
  night: "Nuit",
  firstLight: "Aube",
  lastLight: "Soir",
  seasonalBan: "Inter\u00ADdit",
  offshore: "Off\u00ADshore",
  sideOff: "Side-off",
  direction: "Direc\u00ADtion",
  tooLight: "Calme",
  slightlyLight: "Faible",
  justEnough: "Faible",
  tooStrong: "Fort",
  slightlyStrong: "Fort",
  nearMax: "Fort",
  gusts: "Rafales",
  gustsOverLimit: "Rafales",
  irregular: "Irrégulier",
  noKite: "Aile",
  tideLow: "Marée",
  tideHigh: "Marée",
  tideUnknown: "Marée",
  levelAbove: "Niveau",
  levelFarAbove: "Niveau",
  wavesOnFlatSpot: "Vagues",
  wavesForBeginner: "Vagues",
  go: "Navi\u00ADgable",
};

/**
 * The same reasons in a few lower-case words, for « Aujourd'hui : non (nuit, puis rafales trop fortes) »; those the
 * week's line says alike come from SHORT_REASONS (./messages.ts).
 */
export const REASON_PHRASES: Record<FindingCode, string> = {
  night: "nuit",
  firstLight: "lumière faible",
  lastLight: "lumière faible",
  seasonalBan: SHORT_REASONS.seasonalBan,
  offshore: "vent de terre",
  sideOff: SHORT_REASONS.sideOff,
  direction: "mauvaise direction",
  tooLight: "pas assez de vent",
  slightlyLight: "vent un peu faible",
  justEnough: "vent juste suffisant",
  tooStrong: SHORT_REASONS.tooStrong,
  slightlyStrong: "vent un peu fort",
  nearMax: "vent proche de votre maximum",
  gusts: SHORT_REASONS.gusts,
  gustsOverLimit: SHORT_REASONS.gustsOverLimit,
  irregular: SHORT_REASONS.irregular,
  noKite: SHORT_REASONS.noKite,
  tideLow: "marée trop basse",
  tideHigh: "marée trop haute",
  tideUnknown: "marée à vérifier",
  levelAbove: "spot d'un niveau au-dessus",
  levelFarAbove: "spot réservé aux confirmés",
  wavesOnFlatSpot: "vagues sur un plan d'eau plat",
  wavesForBeginner: "vagues trop fortes pour débuter",
  go: "conditions réunies",
};

export const TODAY_LINE = {
  today: "Aujourd'hui",
  yes: "oui",
  no: "non",
  limit: "limite",
  noForecast: "pas de prévision",
  next: "Prochain créneau",
  noWindow: NO_WINDOW,
  tomorrow: "demain",
  todayWord: "aujourd'hui",
  /** Between the reasons of a day, in time order. */
  then: ", puis ",
  /** « 11 h–15 h » */
  hours: (from: number, to: number) => formatRange(withUnit(from, "h"), withUnit(to, "h")),
  wind: (kn: string) => withUnit(kn, "nds"),
  kite: (m2: string) => `aile ${withUnit(m2, "m")}`,
  confidence: (c: Confidence) => `confiance ${c}`,
  /** A window that is only « Limite ». */
  limitWindow: "limite",
} as const;

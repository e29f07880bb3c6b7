import type { Hazard, SourceSupport } from "./knowledge-types";

/** The French texts of a spot's knowledge in « Fiche du spot »: hazards, zones, rules and what sources support. */
export const HAZARD_LABELS: Record<Hazard, string> = {
  courants: "courants forts",
  baines: "baïnes et courants d'arrachement",
  "shore-break": "shore-break",
  rochers: "rochers",
  epis: "épis",
  conchyliculture: "parcs à huîtres ou à moules",
  chenal: "chenal et trafic",
  baignade: "zone de baignade",
  vasieres: "vasières",
  estran: "la mer se retire loin",
  rafales: "vent rafaleux",
  "zone-protegee": "espace naturel protégé",
  isolement: "site isolé, secours éloignés",
  aerodrome: "aérodrome proche",
};

export const SOURCE_SUPPORT_LABELS: Record<SourceSupport, string> = {
  location: "emplacement",
  orientation: "orientation",
  level: "niveau",
  rules: "règles",
  tides: "marée",
  hazards: "dangers",
};

export const SPOT_RULES = {
  hazards: "Dangers",
  /** Under the hazards when no source of the spot supports them. */
  hazardsFromDescription: "d'après la description du spot (connaissance locale, sans source)",
  zones: "Zones kite",
  rules: "Règles",
  /** Where no source for this beach gives dates: no ban is shown, and the verdict states none. */
  summerRestrictions: "Restrictions estivales fréquentes sur les plages surveillées : vérifiez sur place",
  allDirections: "toutes les orientations",
  /** No supervised beach nor any rule read for this water: nothing to check that Alizé would know of. */
  noRuleKnown: "Aucune plage surveillée ni règle locale connue d'Alizé",
  /** Where the sourced zones and rules below are the spot's rules. */
  seeZones: "Règles locales ci-dessous, chacune avec sa source",
  zoneMonthsNotGiven: "période non précisée par la source : vérifiez sur place",
  allYear: "toute l'année",
  sourceDated: (date: string) => `(${date})`,
  spotSources: "Sources du spot",
  generalSources: "Références générales",
  supports: (labels: string[]) => `(${labels.join(", ")})`,
} as const;

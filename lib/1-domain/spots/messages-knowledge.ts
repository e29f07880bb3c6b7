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
};

export const SPOT_RULES = {
  hazards: "Dangers",
  zones: "Zones kite",
  rules: "Règles",
  /** Where no source for this beach gives dates: no ban is shown, and the verdict states none. */
  summerRestrictions: "Restrictions estivales fréquentes sur les plages surveillées : vérifiez sur place",
  allDirections: "toutes les orientations",
  noRuleKnown: "Aucune règle connue d'Alizé : renseignez-vous sur place",
  zoneMonthsUnknown: "mois et limites non sourcés : vérifiez sur place",
  zoneMonthsNotGiven: "mois non précisés par la source : vérifiez sur place",
  spotSources: "Sources du spot",
  generalSources: "Références générales",
  supports: (labels: string[]) => `(${labels.join(", ")})`,
} as const;

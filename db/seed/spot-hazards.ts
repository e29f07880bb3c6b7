/**
 * The hazards and kite zones a spot's French description names, as structured knowledge (issue « Des spots
 * vrais »): scripts/compute-spot-gauges.ts adds them to each spot's own. Read from words the descriptions use;
 * db/seed/spot-hazards.test.ts holds an example of each.
 */
import type { Hazard, KiteZone } from "../../lib/1-domain/spots/knowledge-types";

/** Each hazard and the words that name it (lower case, accents kept). */
const HAZARD_WORDS: [Hazard, RegExp][] = [
  // « courant(s) » but not the Landes rivers called « courant de Contis / d'Huchet », nor rip currents (baïnes).
  ["courants", /\bcourants?\b(?! d'arrachement| de contis| d'huchet| de mimizan)/],
  ["baines", /baïnes?|courants? d'arrachement/],
  ["shore-break", /shore-break/],
  ["rochers", /rochers?|roches|rocheu|platier|îlots|chaos de granit/],
  ["epis", /épis/],
  ["conchyliculture", /huîtres|moules|bouchots|conchylicole|ostréicole/],
  ["chenal", /chenal|chenaux|trafic|ferries|navires/],
  ["baignade", /baignade/],
  ["vasieres", /vasières?/],
  ["estran", /se retire (très )?loin|estran (immense|très large|large)|découvre largement|se vide/],
  ["rafales", /rafaleu|rafales/],
  ["zone-protegee", /protégée?s?\b|réserve naturelle|natura 2000|nidification/],
  ["isolement", /isolement|secours éloignés|jamais naviguer seul/],
  ["aerodrome", /aérodrome|aéroport/],
];

export function hazardsIn(description: string): Hazard[] {
  const text = description.toLowerCase();
  return HAZARD_WORDS.filter(([, words]) => words.test(text)).map(([hazard]) => hazard);
}

/** Clauses naming a kite zone or launch corridor: « zone kite balisée en saison », « zone réservée au kite »… */
const ZONE_WORDS = /zones? kite|zone réservée au kite|zone et horaires dédiés|zone de navigation définie/;

/**
 * The kite zones a description mentions. It gives neither months nor limits, and no source: the zone says so,
 * and « Fiche du spot » tells the rider to check on the spot.
 */
export function zonesIn(description: string): KiteZone[] {
  const clauses = description.split(/[.;]\s*|,\s+(?=[a-zà-ÿ])/i).map((c) => c.trim());
  return clauses
    .filter((c) => ZONE_WORDS.test(c.toLowerCase()))
    .map((c) => ({ note: c.charAt(0).toUpperCase() + c.slice(1), from: null, to: null, source: null }));
}

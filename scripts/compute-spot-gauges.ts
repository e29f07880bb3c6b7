/**
 * Gives every spot of db/seed/spots-raw.ts its tide and its structured knowledge, and writes
 * db/seed/spots-data.ts.
 * Run: npx tsx scripts/compute-spot-gauges.ts   (prints one line per spot: tide, distance, MSL, orientation)
 *
 * The tide is the one the shared rule picks (chooseTide, lib/1-domain/tides/gauge-rule.ts), the very rule the runtime
 * follows: a French CC BY gauge of the same sea and the same water (never a bay's or an estuary's gauge for an
 * open beach), never up a river; between two gauges along the coast, both interpolated
 * (docs/decisions/0016-tide-interpolation.md). Lakes get none: they have no tide. hydrographicSource then says
 * so and hydrographicZero is 0.
 *
 * hydrographicZero is the tide's mean sea level above its chart datum, MSL − datums[chart_datum], in metres.
 * The datums are heights in the gauge's own frame (for REFMAR gauges, the local zéro hydrographique), and every
 * French gauge names LAT as its chart datum. We take MSL above that LAT rather than the raw MSL figure because
 * it is exactly the offset neaps adds to put predictions on the chart datum, so a spot's zero and its predicted
 * heights agree. SHOM defines the zéro hydrographique as close to the lowest astronomical tide, and for the
 * coastal gauges the two figures differ by a few centimetres (Dieppe: 5.135 m vs 5.065 m).
 *
 * Knowledge: the orientation is the spot's own (local knowledge) or else the coastline's
 * (db/seed/spot-orientations.ts, from scripts/compute-spot-orientation.ts); the wind sectors follow from it
 * (lib/1-domain/spots/knowledge-sectors.ts) unless the spot gives them; hazards and kite zones as the spot writes
 * them; a seasonal ban only with its source, otherwise
 * summerRestrictions; every spot gets the general references below besides its own sources, each saying what it
 * supports.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { RAW_SPOTS, type RawSpot } from "../db/seed/spots-raw";
import { COMPUTED_ORIENTATIONS } from "../db/seed/spot-orientations";
import type { Source, SpotKnowledge } from "../lib/1-domain/spots/knowledge-types";
import { normalizeBearing, offshoreSectorsFor, rideableSectorsFor } from "../lib/1-domain/spots/knowledge-sectors";
import { chooseTide, NEAR_REACH_KM, seaOf, type Sea, type TideChoice } from "../lib/1-domain/tides/gauge-rule";
import { HYDROGRAPHIC_SOURCE_SEPARATOR } from "../lib/1-domain/tides/stations";

const OUTPUT = fileURLToPath(new URL("../db/seed/spots-data.ts", import.meta.url));

/** What a lake's hydrographicSource says: no gauge, no tide. */
const NO_TIDE_SOURCE = `aucun${HYDROGRAPHIC_SOURCE_SEPARATOR}lac, pas de marée`;

const NO_TIDE_LIMITS = { minHeightM: null, maxHeightM: null, note: null };

// General references: home pages and national rules, which say nothing of one beach in particular.
const SHOM: Source = {
  label: "SHOM – marées officielles des ports (à comparer)",
  url: "https://maree.shom.fr/",
  supports: ["tides"],
  general: true,
};
const FFVL: Source = {
  label: "FFVL – Fédération française de vol libre, commission kite : pratique et réglementation",
  url: "https://www.ffvl.fr/",
  supports: ["rules"],
  general: true,
};
const GEOPORTAIL: Source = {
  label: "Géoportail – rives et accès du plan d'eau",
  url: "https://www.geoportail.gouv.fr/",
  supports: ["location"],
  general: true,
};
const premar = (label: string, url: string): Source => ({ label, url, supports: ["rules"], general: true });
const PREMAR_MEDITERRANEE = premar(
  "Préfecture maritime de la Méditerranée – réglementation des activités nautiques",
  "https://www.premar-mediterranee.gouv.fr/",
);
const PREFECTURE: Record<Sea, Source> = {
  manche: premar(
    "Préfecture maritime de la Manche et de la mer du Nord – réglementation des activités nautiques",
    "https://www.premar-manche.gouv.fr/",
  ),
  atlantique: premar(
    "Préfecture maritime de l'Atlantique – réglementation des activités nautiques",
    "https://www.premar-atlantique.gouv.fr/",
  ),
  mediterranee: PREMAR_MEDITERRANEE,
  corse: PREMAR_MEDITERRANEE,
};
/** The harmonic constants the tide is computed from (the DOI the tide database's attribution gives). */
const TICON_DOI = "https://doi.org/10.17882/109129";

function tideSource(tide: TideChoice): Source {
  const label =
    tide.parts.length === 1
      ? `Marée calculée (constantes harmoniques TICON-4), marégraphe : ${tide.parts[0].name}`
      : `Marée calculée (constantes harmoniques TICON-4), marégraphes : ${tide.parts.map((p) => `${p.name} (${Math.round(p.weight * 100)} %)`).join(" et ")}, pleines et basses mers interpolées le long de la côte`;
  return { label, url: TICON_DOI, supports: ["tides"] };
}

function osm(spot: RawSpot, orientationComputed: boolean): Source {
  const { latitude: lat, longitude: lon } = spot;
  return {
    label: orientationComputed
      ? "OpenStreetMap – emplacement du spot et trait de côte (orientation calculée sur la géométrie)"
      : "OpenStreetMap – emplacement du spot (orientation corrigée d'après la connaissance locale, à confirmer)",
    url: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
    supports: orientationComputed ? ["location", "orientation"] : ["location"],
  };
}

function decimals(value: number): number {
  return (String(value).split(".")[1] ?? "").length;
}

function checkRaw(spots: RawSpot[]): void {
  const names = new Set<string>();
  for (const spot of spots) {
    if (names.has(spot.name)) throw new Error(`Spot en double : ${spot.name}`);
    names.add(spot.name);
    if (decimals(spot.latitude) < 4 || decimals(spot.longitude) < 4) {
      throw new Error(`${spot.name} : coordonnées à moins de 4 décimales`);
    }
  }
}

function orientationOf(spot: RawSpot): { orientation: number; computed: number | undefined } {
  const computed = COMPUTED_ORIENTATIONS[spot.name];
  const orientation = spot.knowledge.orientation ?? computed;
  if (orientation === undefined) {
    throw new Error(`${spot.name} : pas d'orientation (lancer scripts/compute-spot-orientation.ts ou la donner)`);
  }
  return { orientation: normalizeBearing(orientation), computed };
}

/** The knowledge the seed writes and the API returns, every field present. */
function knowledgeOf(spot: RawSpot, tide: TideChoice | null): Required<SpotKnowledge> {
  const k = spot.knowledge;
  const { orientation } = orientationOf(spot);
  const sea = seaOf(spot.latitude, spot.longitude);
  // The spot's own sources first, then how its tide is computed, then the general references.
  const sources: Source[] = [osm(spot, k.orientation === undefined), ...(k.sources ?? [])];
  if (tide) sources.push(tideSource(tide), SHOM);
  if (k.waterBody === "lac") sources.push(GEOPORTAIL);
  else if (sea) sources.push(PREFECTURE[sea]);
  sources.push(FFVL);
  return {
    waterBody: k.waterBody,
    orientation,
    rideableSectors: k.rideableSectors ?? rideableSectorsFor(orientation, k.waterBody, k.onshore ?? true),
    offshoreSectors: k.offshoreSectors ?? offshoreSectorsFor(orientation, k.waterBody),
    level: k.level,
    water: k.water,
    tide: k.tide ?? NO_TIDE_LIMITS,
    seasonalBan: k.seasonalBan ?? null,
    sources,
    hazards: k.hazards,
    zones: k.zones ?? [],
    summerRestrictions: k.seasonalBan ? false : (k.summerRestrictions ?? true),
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const gap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/** "<tide id> – <gauge name>", or for a blend "<blend id> – interpolée : A 53 %, B 47 %". */
function hydrographicSource(tide: TideChoice | null): string {
  if (!tide) return NO_TIDE_SOURCE;
  const name =
    tide.parts.length === 1
      ? tide.parts[0].name
      : `interpolée : ${tide.parts.map((p) => `${p.name} ${Math.round(p.weight * 100)} %`).join(", ")}`;
  return `${tide.id}${HYDROGRAPHIC_SOURCE_SEPARATOR}${name}`;
}

function render(spot: RawSpot, tide: TideChoice | null): string {
  const lines = [
    `    name: ${JSON.stringify(spot.name)},`,
    `    description:\n      ${JSON.stringify(spot.description)},`,
    `    latitude: ${spot.latitude},`,
    `    longitude: ${spot.longitude},`,
    `    hydrographicSource: ${JSON.stringify(hydrographicSource(tide))},`,
    `    hydrographicZero: ${tide ? round(tide.mslAboveChartDatum, 3) : 0},`,
    ...(tide ? [`    gaugeDistanceKm: ${round(tide.parts[0].distanceKm, 1)},`] : []),
    ...(spot.knowledge.orientationNote ? [`    orientationNote: ${JSON.stringify(spot.knowledge.orientationNote)},`] : []),
    `    knowledge: ${JSON.stringify(knowledgeOf(spot, tide))},`,
  ];
  return `  {\n${lines.join("\n")}\n  },`;
}

const HEADER = `// GENERATED by scripts/compute-spot-gauges.ts from db/seed/spots-raw.ts: do not edit by hand.
// Regenerate with: npx tsx scripts/compute-spot-gauges.ts
//
// hydrographicSource: "<tide id> – <gauge name>" of the spot's tide in @neaps/tide-database, picked by the
// shared rule (lib/1-domain/tides/gauge-rule.ts): one gauge, or two interpolated ("<id A>*<weight>+<id B>*<weight> –
// interpolée : A x %, B y %"); "${NO_TIDE_SOURCE}" for a lake. hydrographicZero: that tide's mean sea level
// above its chart datum (LAT, close to the zéro hydrographique), in metres, 0 for a lake; gaugeDistanceKm: from
// the spot to its nearest gauge. orientationNote: why the orientation departs from the coastline's (or why a
// lake may be ridden in every wind). knowledge: see lib/1-domain/spots/knowledge-types.ts.
import type { SpotKnowledge } from "../../lib/1-domain/spots/knowledge-types";

export type SeedSpot = {
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  hydrographicSource: string;
  hydrographicZero: number;
  gaugeDistanceKm?: number;
  orientationNote?: string;
  knowledge: Required<SpotKnowledge>;
};

export const SEED_SPOTS: SeedSpot[] = [
`;

function main(): void {
  checkRaw(RAW_SPOTS);
  const entries: string[] = [];
  for (const spot of RAW_SPOTS) {
    const tide = chooseTide({ ...spot, waterBody: spot.knowledge.waterBody });
    if (!tide && spot.knowledge.waterBody !== "lac") throw new Error(`Aucune station de marée pour ${spot.name}`);
    const { orientation, computed } = orientationOf(spot);
    const orientationNote =
      computed === undefined
        ? `orientation ${orientation}° (donnée)`
        : orientation === computed
          ? `orientation ${orientation}° (calculée)`
          : `orientation ${orientation}° (calculée ${computed}°, corrigée de ${gap(orientation, computed)}°)`;
    const nearest = tide?.parts[0];
    const gaugeNote = tide && nearest
      ? `${tide.parts.map((p) => `${p.name} ×${p.weight}`).join(" + ").padEnd(44)} ${nearest.distanceKm.toFixed(1).padStart(5)} km  MSL ${tide.mslAboveChartDatum.toFixed(3)} m` +
        (nearest.distanceKm > NEAR_REACH_KM ? " (au-delà de 50 km)" : "")
      : "lac : pas de marée".padEnd(70);
    console.log(`${spot.name.padEnd(44)} ${gaugeNote}  ${orientationNote}`);
    entries.push(render(spot, tide));
  }
  writeFileSync(OUTPUT, `${HEADER}${entries.join("\n")}\n];\n`);
  console.log(`\n${entries.length} spots written to db/seed/spots-data.ts`);
}

main();

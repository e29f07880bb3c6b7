/**
 * Gives every spot of db/seed/spots-raw.ts its tide gauge and its structured knowledge, and writes
 * db/seed/spots-data.ts.
 * Run: npx tsx scripts/compute-spot-gauges.ts   (prints one line per spot: gauge, distance, MSL, orientation)
 *
 * The gauge is the one the shared rule picks (chooseGauge, lib/1-domain/tides/gauge-rule.ts), the very rule the runtime
 * follows: a French CC BY gauge of the same sea, never up a river, the nearest within 50 km, else within 100 km.
 * Lakes get none: they have no tide. hydrographicSource then says so and hydrographicZero is 0.
 *
 * hydrographicZero is the gauge's mean sea level above its chart datum, MSL − datums[chart_datum], in metres.
 * The datums are heights in the gauge's own frame (for REFMAR gauges, the local zéro hydrographique), and every
 * French gauge names LAT as its chart datum. We take MSL above that LAT rather than the raw MSL figure because
 * it is exactly the offset neaps adds to put predictions on the chart datum, so a spot's zero and its predicted
 * heights agree. SHOM defines the zéro hydrographique as close to the lowest astronomical tide, and for the
 * coastal gauges the two figures differ by a few centimetres (Dieppe: 5.135 m vs 5.065 m).
 *
 * Knowledge: the orientation is the spot's own (local knowledge) or else the coastline's
 * (db/seed/spot-orientations.ts, from scripts/compute-spot-orientation.ts); the wind sectors follow from it
 * (lib/1-domain/spots/knowledge-sectors.ts) unless the spot gives them; every spot gets the sources below besides its own.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { RAW_SPOTS, type RawSpot } from "../db/seed/spots-raw";
import { COMPUTED_ORIENTATIONS } from "../db/seed/spot-orientations";
import type { Source, SpotKnowledge } from "../lib/1-domain/spots/knowledge-types";
import { normalizeBearing, offshoreSectorsFor, rideableSectorsFor } from "../lib/1-domain/spots/knowledge-sectors";
import { chooseGauge, NEAR_REACH_KM, seaOf, type Sea } from "../lib/1-domain/tides/gauge-rule";
import { HYDROGRAPHIC_SOURCE_SEPARATOR, type GaugeInfo } from "../lib/1-domain/tides/stations";

const OUTPUT = fileURLToPath(new URL("../db/seed/spots-data.ts", import.meta.url));

/** What a lake's hydrographicSource says: no gauge, no tide. */
const NO_TIDE_SOURCE = `aucun${HYDROGRAPHIC_SOURCE_SEPARATOR}lac, pas de marée`;

const NO_TIDE_LIMITS = { minHeightM: null, maxHeightM: null, note: null };

const SHOM: Source = { label: "SHOM – prédictions de marée des ports de référence", url: "https://maree.shom.fr/" };
const FFVL: Source = { label: "FFVL – Fédération française de vol libre, commission kite : pratique et réglementation", url: "https://www.ffvl.fr/" };
const GEOPORTAIL: Source = { label: "Géoportail – rives et accès du plan d'eau", url: "https://www.geoportail.gouv.fr/" };
const PREFECTURE: Record<Sea, Source> = {
  manche: {
    label: "Préfecture maritime de la Manche et de la mer du Nord – réglementation des activités nautiques",
    url: "https://www.premar-manche.gouv.fr/",
  },
  atlantique: {
    label: "Préfecture maritime de l'Atlantique – réglementation des activités nautiques",
    url: "https://www.premar-atlantique.gouv.fr/",
  },
  mediterranee: {
    label: "Préfecture maritime de la Méditerranée – réglementation des activités nautiques",
    url: "https://www.premar-mediterranee.gouv.fr/",
  },
  corse: {
    label: "Préfecture maritime de la Méditerranée – réglementation des activités nautiques",
    url: "https://www.premar-mediterranee.gouv.fr/",
  },
};

function osm(spot: RawSpot, orientationComputed: boolean): Source {
  const { latitude: lat, longitude: lon } = spot;
  return {
    label: orientationComputed
      ? "OpenStreetMap – emplacement du spot et trait de côte (orientation calculée sur la géométrie)"
      : "OpenStreetMap – emplacement du spot (orientation corrigée d'après la connaissance locale, à confirmer)",
    url: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
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

function knowledgeOf(spot: RawSpot, gauge: GaugeInfo | null): SpotKnowledge {
  const k = spot.knowledge;
  const { orientation } = orientationOf(spot);
  const sea = seaOf(spot.latitude, spot.longitude);
  const sources: Source[] = [osm(spot, k.orientation === undefined)];
  if (gauge) sources.push(SHOM);
  if (k.waterBody === "lac") sources.push(GEOPORTAIL);
  else if (sea) sources.push(PREFECTURE[sea]);
  if (k.waterBody !== "lac") sources.push(FFVL);
  sources.push(...(k.sources ?? []));
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
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const gap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

function render(spot: RawSpot, gauge: GaugeInfo | null): string {
  const lines = [
    `    name: ${JSON.stringify(spot.name)},`,
    `    description:\n      ${JSON.stringify(spot.description)},`,
    `    latitude: ${spot.latitude},`,
    `    longitude: ${spot.longitude},`,
    `    hydrographicSource: ${JSON.stringify(gauge ? `${gauge.id}${HYDROGRAPHIC_SOURCE_SEPARATOR}${gauge.name}` : NO_TIDE_SOURCE)},`,
    `    hydrographicZero: ${gauge ? round(gauge.mslAboveChartDatum, 3) : 0},`,
    ...(gauge ? [`    gaugeDistanceKm: ${round(gauge.distanceKm, 1)},`] : []),
    `    knowledge: ${JSON.stringify(knowledgeOf(spot, gauge))},`,
  ];
  return `  {\n${lines.join("\n")}\n  },`;
}

const HEADER = `// GENERATED by scripts/compute-spot-gauges.ts from db/seed/spots-raw.ts: do not edit by hand.
// Regenerate with: npx tsx scripts/compute-spot-gauges.ts
//
// hydrographicSource: "<gauge id> – <gauge name>" of the spot's tide gauge in @neaps/tide-database, picked by
// the shared rule (lib/1-domain/tides/gauge-rule.ts), or "${NO_TIDE_SOURCE}" for a lake; hydrographicZero: that gauge's
// mean sea level above its chart datum (LAT, close to the zéro hydrographique), in metres, 0 for a lake;
// gaugeDistanceKm: from the spot to the gauge. knowledge: see lib/1-domain/spots/knowledge-types.ts.
import type { SpotKnowledge } from "../../lib/1-domain/spots/knowledge-types";

export type SeedSpot = {
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  hydrographicSource: string;
  hydrographicZero: number;
  gaugeDistanceKm?: number;
  knowledge: SpotKnowledge;
};

export const SEED_SPOTS: SeedSpot[] = [
`;

function main(): void {
  checkRaw(RAW_SPOTS);
  const entries: string[] = [];
  for (const spot of RAW_SPOTS) {
    const gauge = chooseGauge({ ...spot, waterBody: spot.knowledge.waterBody });
    if (!gauge && spot.knowledge.waterBody !== "lac") throw new Error(`Aucune station de marée pour ${spot.name}`);
    const { orientation, computed } = orientationOf(spot);
    const orientationNote =
      computed === undefined
        ? `orientation ${orientation}° (donnée)`
        : orientation === computed
          ? `orientation ${orientation}° (calculée)`
          : `orientation ${orientation}° (calculée ${computed}°, corrigée de ${gap(orientation, computed)}°)`;
    const gaugeNote = gauge
      ? `${gauge.id.padEnd(44)} ${gauge.distanceKm.toFixed(1).padStart(5)} km  MSL ${gauge.mslAboveChartDatum.toFixed(3)} m` +
        (gauge.distanceKm > NEAR_REACH_KM ? " (au-delà de 50 km : aucun plus proche sur cette côte)" : "")
      : "lac : pas de marée".padEnd(70);
    console.log(`${spot.name.padEnd(44)} ${gaugeNote}  ${orientationNote}`);
    entries.push(render(spot, gauge));
  }
  writeFileSync(OUTPUT, `${HEADER}${entries.join("\n")}\n];\n`);
  console.log(`\n${entries.length} spots written to db/seed/spots-data.ts`);
}

main();

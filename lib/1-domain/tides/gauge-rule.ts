/**
 * The one rule that gives a spot its tide gauge, shared by the seed (scripts/compute-spot-gauges.ts writes the
 * gauge it picks into db/seed/spots-data.ts) and the runtime (spotGaugeId, lib/2-stores/tides/tides.ts).
 *
 * - Lakes have no tide: no gauge.
 * - Only French gauges, CC BY (the only licence TIDE_SOURCE_CREDIT covers), that neaps can predict, and not one
 *   of EXCLUDED_GAUGES (up an estuary or a river, or with inconsistent datums).
 * - Only a gauge of the same sea as the spot (seaOf): never across open sea (Jersey, the Channel, Corsica).
 * - The nearest such gauge within NEAR_REACH_KM; where none is that near, the nearest within FAR_REACH_KM
 *   (Saint-Malo for the west coast of the Cotentin, Ajaccio for the south of Corsica) rather than none.
 */
import { nearest, stationsById, type Station } from "@neaps/tide-database";
import type { WaterBody } from "../spots/knowledge-types";
import { gaugeInfo, HYDROGRAPHIC_SOURCE_SEPARATOR, isUsableStation, type GaugeInfo } from "./stations";

/** A gauge within this distance is taken first: its tide is the spot's within a few decimetres and minutes. */
export const NEAR_REACH_KM = 50;
/** Where no gauge of the same sea is that near, one this far along the same coast is still better than none. */
export const FAR_REACH_KM = 100;

/**
 * Gauges that predict well for themselves but not for an open beach: the rule never takes them.
 * All are French, CC BY and quality-accepted, so nothing else in the database would set them aside.
 */
export const EXCLUDED_GAUGES: Record<string, string> = {
  // Up the Courant de Mimizan: the channel cuts off low waters (MSL − LAT 1.50 m where the open Landes coast has
  // about 2.3 m, as at Bayonne-Boucau and Arcachon; high water 0.8 m low, low water 44 min late).
  "ticon/mimizan-6144-fra-refmar": "chenal du courant de Mimizan : basses mers écrêtées",
  // Datums the database's own checks flag (MLWS above MLW); MSL − LAT 1.02 m and HAT − LAT 2.50 m, where every
  // other Mediterranean gauge has about 0.25 m and 0.45 m.
  "ticon/solenzara-710-fra-refmar": "niveaux de référence incohérents",
  // Up the Gironde and the Garonne: the estuary delays and deforms the tide.
  "ticon/bordeaux-196-fra-refmar": "Garonne, en amont de l'estuaire",
  "ticon/bassens-6119-fra-refmar": "Garonne, en amont de l'estuaire",
  "ticon/le_marquis-669-fra-refmar": "Gironde, en amont",
  "ticon/ambes-6118-fra-refmar": "Gironde, en amont",
  "ticon/fort_medoc-6117-fra-refmar": "Gironde, en amont",
  "ticon/pauillac-192-fra-refmar": "Gironde, en amont",
  "ticon/pauillac_trompeloup-779-fra-refmar": "Gironde, en amont",
  "ticon/lamena-191-fra-refmar": "Gironde, en amont",
  "ticon/richard-150-fra-refmar": "Gironde, en amont",
  // Up the Loire, above Saint-Nazaire.
  "ticon/nantes_usine_brulee-399-fra-refmar": "Loire, en amont",
  "ticon/nantes_salorges-6143-fra-refmar": "Loire, en amont",
  "ticon/le_pellerin-398-fra-refmar": "Loire, en amont",
  "ticon/cordemais-397-fra-refmar": "Loire, en amont",
  "ticon/paimboeuf-6095-fra-refmar": "Loire, en amont",
  "ticon/montoir_de_bretagne-6106-fra-refmar": "Loire, en amont",
  "ticon/donges-396-fra-refmar": "Loire, en amont",
  // Up the Charente, the Sèvre niortaise and the Lay.
  "ticon/rochefort-118-fra-refmar": "Charente, en amont",
  "ticon/pont_du_brault-6269-fra-refmar": "Sèvre niortaise, en amont",
  "ticon/aiguillon_sur_mer-6257-fra-refmar": "estuaire du Lay",
};

export type Sea = "manche" | "atlantique" | "mediterranee" | "corse";

/**
 * The sea a point of the French coast belongs to, from latitude and longitude bands; null inland (no sea).
 * Manche: the coast north of the Abers and east of them (the north of Brittany, the Cotentin, up to Belgium);
 * the Iroise and the Abers go with the Atlantic, whose gauges (Le Conquet, Brest) share their tide.
 */
export function seaOf(latitude: number, longitude: number): Sea | null {
  if (longitude > 8.4 && latitude < 43.2) return "corse";
  if (latitude < 44.2 && longitude > 2.5 && longitude < 7.8) return "mediterranee";
  if (latitude >= 48.45 && longitude > -4.45 && longitude < 2.7) return "manche";
  if (latitude < 48.45 && latitude > 43.2 && longitude < -0.4) return "atlantique";
  if (latitude >= 48.45 && longitude <= -4.45) return "atlantique";
  return null;
}

/** What the rule needs of a spot. */
export type GaugeSpot = { latitude: number; longitude: number; waterBody?: WaterBody };

function isFrenchCandidate(station: Station): boolean {
  return (
    station.country_code === "FR" &&
    station.license.commercial_use &&
    station.license.type === "cc-by-4.0" &&
    isUsableStation(station) &&
    !(station.id in EXCLUDED_GAUGES)
  );
}

/** Whether the rule allows this gauge for this spot at all (same sea, within FAR_REACH_KM, not a lake). */
export function mayUseGauge(station: Station, distanceKm: number, spot: GaugeSpot): boolean {
  if (spot.waterBody === "lac") return false;
  const sea = seaOf(spot.latitude, spot.longitude);
  return (
    sea !== null &&
    isFrenchCandidate(station) &&
    seaOf(station.latitude, station.longitude) === sea &&
    distanceKm <= FAR_REACH_KM
  );
}

/** The spot's gauge by the rule, or null (a lake, inland, or no gauge of its sea within FAR_REACH_KM). */
export function chooseGauge(spot: GaugeSpot): GaugeInfo | null {
  if (spot.waterBody === "lac") return null;
  const sea = seaOf(spot.latitude, spot.longitude);
  if (!sea) return null;
  const position = { latitude: spot.latitude, longitude: spot.longitude };
  const filter = (s: Station) => isFrenchCandidate(s) && seaOf(s.latitude, s.longitude) === sea;
  const found =
    nearest({ ...position, maxDistance: NEAR_REACH_KM, filter }) ??
    nearest({ ...position, maxDistance: FAR_REACH_KM, filter });
  return found ? gaugeInfo(found[0], found[1]) : null;
}

/** Great-circle distance in km (mean Earth radius). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** The station behind an id when the rule allows it for the spot, else null. */
export function allowedNamedGauge(id: string, spot: GaugeSpot): Station | null {
  const station = stationsById.get(id);
  if (!station) return null;
  const km = distanceKm(spot.latitude, spot.longitude, station.latitude, station.longitude);
  return mayUseGauge(station, km, spot) ? station : null;
}

/**
 * The gauge whose tides a spot shows: the one its hydrographicSource names ("<id> – <name>") when the rule
 * allows it for this spot, otherwise the rule's own choice; null for a lake or a spot with no gauge in reach.
 * For seeded spots both agree: the seed writes the rule's choice.
 */
export function spotGaugeId(
  hydrographicSource: string,
  latitude: number,
  longitude: number,
  waterBody?: WaterBody,
): string | null {
  const spot = { latitude, longitude, waterBody };
  const named = hydrographicSource.split(HYDROGRAPHIC_SOURCE_SEPARATOR)[0]?.trim();
  if (named) {
    const station = allowedNamedGauge(named, spot);
    if (station) return station.id;
  }
  return chooseGauge(spot)?.id ?? null;
}

/**
 * The one rule that gives a spot its tide, shared by the seed (scripts/compute-spot-gauges.ts writes the tide it
 * picks into db/seed/spots-data.ts) and the runtime (spotGaugeId, lib/2-stores/tides/tides.ts, heights.ts).
 *
 * - Lakes have no tide: no gauge.
 * - Only French gauges, CC BY (the only licence TIDE_SOURCE_CREDIT covers), that neaps can predict, and not one
 *   of EXCLUDED_GAUGES (up an estuary or a river, or with inconsistent datums).
 * - Only a gauge of the same sea as the spot (seaOf): never across open sea (Jersey, the Channel, Corsica).
 * - A gauge inside a bay, a lagoon or an estuary mouth (INNER_WATERS) only for spots inside that water, and a
 *   spot inside such a water only its gauges: Arcachon Eyrac is never the open Landes coast's tide.
 * - On the open coast, where the spot lies between two gauges next to each other along the coast (coast-order.ts:
 *   the point of the coast's path between them nearest to the spot is not one of the gauges), the tide is
 *   interpolated between them, each weighted by how far along that path the spot lies; of several such pairs, the
 *   one whose path passes nearest. The weights thus change smoothly along the coast and reach 1 only at a gauge
 *   (no threshold above which one gauge serves alone: that was a jump), so that two neighbours never take one
 *   gauge alone and that gauge with another (docs/decisions/0016-tide-interpolation.md, 0028-spot-data-truth.md).
 * - Otherwise the nearest gauge within FAR_REACH_KM (Saint-Malo for the west coast of the Cotentin, Ajaccio for
 *   the south of Corsica) rather than none.
 */
import { stations, stationsById, type Station } from "@neaps/tide-database";
import type { WaterBody } from "../spots/knowledge-types";
import { blendId, isBlendId, tideParts, type TidePart } from "./blend";
import { coastNeighbours, headlandsBetween } from "./coast-order";
import { gaugeName } from "./gauge-names";
import { innerWaterAt, innerWaterOfGauge } from "./inner-waters";
import { HYDROGRAPHIC_SOURCE_SEPARATOR, isUsableStation, usableStation, type GaugeInfo } from "./stations";

/** A gauge within this distance is taken first: its tide is the spot's within a few decimetres and minutes. */
export const NEAR_REACH_KM = 50;
/** Where no gauge of the same sea is that near, one this far along the same coast is still better than none. */
export const FAR_REACH_KM = 100;
/** Two gauges on both sides of a spot are paired up to this far (the open Landes coast: La Cotinière, Boucau). */
const PAIR_REACH_KM = 250;
/** A spot is interpolated between two gauges only within this distance of the coast's path between them. */
const PAIR_OFFSET_KM = 40;

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

/** Great-circle distance in km (mean Earth radius). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Whether a gauge's water suits the spot's: an enclosed water's gauge only inside it, and inside it only its own. */
function sameWater(station: Station, spot: GaugeSpot): boolean {
  const water = innerWaterAt(spot.latitude, spot.longitude);
  const gaugeWater = innerWaterOfGauge(station.id);
  return water ? gaugeWater === water : gaugeWater === null;
}

/**
 * The water whose tide a sea's gauges share: the Channel's tide is the Atlantic's, so the two préfectures' seas are
 * one for the gauges (the Abers take Roscoff and Le Conquet); the Mediterranean and Corsica are apart.
 */
const tideWaterOf = (sea: Sea | null) => (sea === "manche" ? "atlantique" : sea);

/** Whether the rule allows this gauge for this spot at all (same sea and water, within reach, not a lake). */
function mayUseGauge(station: Station, km: number, spot: GaugeSpot): boolean {
  if (spot.waterBody === "lac") return false;
  const sea = tideWaterOf(seaOf(spot.latitude, spot.longitude));
  return (
    sea !== null &&
    isFrenchCandidate(station) &&
    tideWaterOf(seaOf(station.latitude, station.longitude)) === sea &&
    sameWater(station, spot) &&
    km <= PAIR_REACH_KM
  );
}

type Candidate = { station: Station; km: number };

/** Every gauge the rule allows for the spot, nearest first. */
function candidates(spot: GaugeSpot): Candidate[] {
  return stations
    .map((station) => ({ station, km: distanceKm(spot.latitude, spot.longitude, station.latitude, station.longitude) }))
    .filter((c) => mayUseGauge(c.station, c.km, spot))
    .sort((a, b) => a.km - b.km);
}


/** What the rule picked for a spot: one gauge, or two with their weights (summing to 1). */
export type TideChoice = {
  /** The gauge id, or the blend's id (blend.ts), as hydrographicSource starts with it. */
  id: string;
  parts: (TidePart & { name: string; distanceKm: number })[];
  /** Mean sea level above the chart datum of the tide shown, in metres. */
  mslAboveChartDatum: number;
};

function choice(picked: { c: Candidate; weight: number }[]): TideChoice {
  const parts = picked.map(({ c, weight }) => ({ id: c.station.id, weight, name: gaugeName(c.station.id, c.station.name), distanceKm: c.km }));
  const id = parts.length === 1 ? parts[0].id : blendId(parts);
  const station = usableStation(id)!;
  return { id, parts, mslAboveChartDatum: station.datums.MSL - station.datums[station.chart_datum!] };
}

type Pair = { a: Candidate; b: Candidate; weightB: number; offsetKm: number };

const KM_PER_DEG_LAT = 110.57;

/**
 * Where a place lies along the coast from gauge a to its neighbour b: the point of the path a → headlands → b
 * nearest to it (in a flat plane around it), as a fraction of the path's length (0 at a, 1 at b), and how far off
 * the path it lies.
 */
export function coastPosition(spot: GaugeSpot, a: Station, b: Station): { fraction: number; offsetKm: number } {
  const kx = 111.32 * Math.cos((spot.latitude * Math.PI) / 180);
  const xy = ([lat, lon]: readonly [number, number]) => [(lon - spot.longitude) * kx, (lat - spot.latitude) * KM_PER_DEG_LAT];
  const points = [[a.latitude, a.longitude] as const, ...headlandsBetween(a.id, b.id), [b.latitude, b.longitude] as const].map(xy);
  let length = 0;
  let best: { along: number; offset: number } | null = null;
  for (let i = 0; i + 1 < points.length; i++) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[i + 1];
    const leg = Math.hypot(x2 - x1, y2 - y1);
    const t = leg === 0 ? 0 : Math.max(0, Math.min(1, (-x1 * (x2 - x1) - y1 * (y2 - y1)) / (leg * leg)));
    const offset = Math.hypot(x1 + t * (x2 - x1), y1 + t * (y2 - y1));
    if (!best || offset < best.offset) best = { along: length + t * leg, offset };
    length += leg;
  }
  return { fraction: length === 0 ? 0 : best!.along / length, offsetKm: best!.offset };
}

/** The pair of neighbouring gauges the spot lies between, the one whose path passes nearest; null if none. */
function pairAround(spot: GaugeSpot, all: Candidate[]): Pair | null {
  let best: Pair | null = null;
  for (const a of all) {
    for (const id of coastNeighbours(a.station.id)) {
      const b = all.find((c) => c.station.id === id);
      if (!b || a.station.id > b.station.id) continue; // each pair once
      const at = coastPosition(spot, a.station, b.station);
      // The nearest point of the path is one of the gauges: the spot is not between them.
      if (at.fraction <= 0 || at.fraction >= 1 || at.offsetKm > PAIR_OFFSET_KM) continue;
      if (!best || at.offsetKm < best.offsetKm) best = { a, b, weightB: at.fraction, offsetKm: at.offsetKm };
    }
  }
  return best;
}

/** The spot's tide by the rule, or null (a lake, inland, or no gauge of its sea within reach). */
export function chooseTide(spot: GaugeSpot): TideChoice | null {
  if (spot.waterBody === "lac" || !seaOf(spot.latitude, spot.longitude)) return null;
  const all = candidates(spot);
  const pair = pairAround(spot, all);
  if (pair) {
    // The heavier gauge first; weights rounded as the id writes them.
    const weightB = Math.round(pair.weightB * 100) / 100;
    const [heavy, light] = weightB > 0.5 ? [pair.b, pair.a] : [pair.a, pair.b];
    const lightWeight = Math.min(weightB, Math.round((1 - weightB) * 100) / 100);
    if (lightWeight === 0) return choice([{ c: heavy, weight: 1 }]);
    return choice([{ c: heavy, weight: Math.round((1 - lightWeight) * 100) / 100 }, { c: light, weight: lightWeight }]);
  }
  const [nearest] = all;
  return nearest && nearest.km <= FAR_REACH_KM ? choice([{ c: nearest, weight: 1 }]) : null;
}

/** The spot's single nearest gauge by the rule (the first of its tide), or null. */
export function chooseGauge(spot: GaugeSpot): GaugeInfo | null {
  const tide = chooseTide(spot);
  if (!tide) return null;
  const [first] = tide.parts;
  const station = stationsById.get(first.id)!;
  return {
    id: station.id,
    name: gaugeName(station.id, station.name),
    distanceKm: first.distanceKm,
    mslAboveChartDatum: station.datums.MSL - station.datums[station.chart_datum!],
    attribution: station.attribution,
  };
}

/** The tide id behind a hydrographicSource when the rule allows each of its gauges for the spot, else null. */
function allowedNamedTide(id: string, spot: GaugeSpot): string | null {
  const parts = tideParts(id);
  const reach = parts.length > 1 ? PAIR_REACH_KM : FAR_REACH_KM;
  const ok = parts.every((p) => {
    const station = stationsById.get(p.id);
    if (!station || !Number.isFinite(p.weight) || p.weight <= 0) return false;
    const km = distanceKm(spot.latitude, spot.longitude, station.latitude, station.longitude);
    return km <= reach && mayUseGauge(station, km, spot);
  });
  if (!ok) return null;
  if (isBlendId(id) && Math.abs(parts.reduce((sum, p) => sum + p.weight, 0) - 1) > 0.011) return null;
  return id;
}

/**
 * The tide a spot shows: the one its hydrographicSource names ("<id> – <name>", the id a gauge's or a blend's)
 * when the rule allows its gauges for this spot, otherwise the rule's own choice; null for a lake or a spot with
 * no gauge in reach. For seeded spots both agree: the seed writes the rule's choice.
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
    const allowed = allowedNamedTide(named, spot);
    if (allowed) return allowed;
  }
  return chooseTide(spot)?.id ?? null;
}

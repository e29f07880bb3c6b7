import { nearest, stationsById, type Station } from "@neaps/tide-database";
import { constituents } from "@neaps/tide-predictor";
import { blendStations, isBlendId, tideParts } from "./blend";
import { gaugeName } from "./gauge-names";

/** A tide gauge chosen for a spot, with what the UI and the seed need to know about it. */
export type GaugeInfo = {
  id: string;
  name: string;
  distanceKm: number;
  /** Mean sea level above the gauge's chart datum, in metres (the datum heights are given from). */
  mslAboveChartDatum: number;
  /** The station's own credit line, as the database asks us to display it. */
  attribution: string;
};

/** How far a spot may be from its gauge: beyond that the tide curve of the gauge says little about the spot. */
export const MAX_GAUGE_DISTANCE_KM = 50;

/**
 * A station is usable when neaps can predict it above its chart datum: a tide station (not a current one),
 * harmonics neaps knows, including M2, and both MSL and the chart datum among its datums (neaps needs
 * the two to move predictions from mean sea level to the chart datum, see useStation in @neaps/tide-predictor).
 */
export function isUsableStation(station: Station): boolean {
  if (station.kind !== "tide" || !station.chart_datum) return false;
  const { datums } = station;
  if (!Number.isFinite(datums[station.chart_datum]) || !Number.isFinite(datums.MSL)) return false;
  return station.harmonic_constituents.some(
    (c) => c.name === "M2" && c.amplitude > 0 && constituents[c.name] !== undefined,
  );
}

/**
 * Only stations under CC BY may be picked for a spot: 29 French TICON-4 gauges (relayed from CMEMS) are
 * CC BY-NC, which neither fits a public app nor the single credit line we display (TIDE_SOURCE_CREDIT).
 * A CC BY gauge sits within a few km of most of them.
 */
function isSelectable(station: Station): boolean {
  return station.license.commercial_use && station.license.type === "cc-by-4.0" && isUsableStation(station);
}

const usableById = new Map<string, Station | null>();

/** The station behind a gauge's id, or null when unknown or unusable. */
function stationOf(id: string): Station | null {
  const found = stationsById.get(id);
  return found && isUsableStation(found) ? found : null;
}

/**
 * The station behind a tide id, a gauge's or a blend's (blend.ts), or null when unknown or unusable; cached
 * because spots are predicted in loops.
 */
export function usableStation(id: string): Station | null {
  let station = usableById.get(id);
  if (station === undefined) {
    if (isBlendId(id)) {
      const parts = tideParts(id).map((p) => ({ station: stationOf(p.id), weight: p.weight }));
      const complete = parts.every((p): p is { station: Station; weight: number } => p.station !== null);
      station = complete ? blendStations(id, parts) : null;
    } else {
      station = stationOf(id);
    }
    usableById.set(id, station);
  }
  return station;
}

function gaugeInfo(station: Station, distanceKm: number): GaugeInfo {
  const chartDatum = station.datums[station.chart_datum ?? ""] ?? 0;
  return {
    id: station.id,
    name: gaugeName(station.id, station.name),
    distanceKm,
    mslAboveChartDatum: station.datums.MSL - chartDatum,
    attribution: station.attribution,
  };
}

/** The nearest usable CC BY gauge within maxKm of a point, or null (inland, or no gauge near enough). */
export function findGauge(lat: number, lng: number, maxKm = MAX_GAUGE_DISTANCE_KM): GaugeInfo | null {
  const found = nearest({ latitude: lat, longitude: lng, maxDistance: maxKm, filter: isSelectable });
  return found ? gaugeInfo(found[0], found[1]) : null;
}

/** hydrographicSource is written "<gauge id> – <gauge name>" (db/seed/spots-data.ts). */
export const HYDROGRAPHIC_SOURCE_SEPARATOR = " – ";

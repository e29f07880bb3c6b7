import { nearest, stationsById, type Station } from "@neaps/tide-database";
import { constituents } from "@neaps/tide-predictor";

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

/** The station behind an id, or null when unknown or unusable; cached because spots are predicted in loops. */
export function usableStation(id: string): Station | null {
  let station = usableById.get(id);
  if (station === undefined) {
    const found = stationsById.get(id);
    station = found && isUsableStation(found) ? found : null;
    usableById.set(id, station);
  }
  return station;
}

export function gaugeInfo(station: Station, distanceKm: number): GaugeInfo {
  const chartDatum = station.datums[station.chart_datum ?? ""] ?? 0;
  return {
    id: station.id,
    name: station.name,
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

/** Great-circle distance in km (mean Earth radius). */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/**
 * The gauge whose tides a spot shows: the one its hydrographicSource names when that gauge may be picked
 * (usable and CC BY, so that TIDE_SOURCE_CREDIT covers it) and lies within MAX_GAUGE_DISTANCE_KM, otherwise
 * the nearest such gauge within that distance; null when there is none: a gauge farther away would show
 * another coast's tide, so the spot then has no tides.
 */
export function spotGaugeId(hydrographicSource: string, latitude: number, longitude: number): string | null {
  const named = hydrographicSource.split(HYDROGRAPHIC_SOURCE_SEPARATOR)[0]?.trim();
  const station = named ? stationsById.get(named) : undefined;
  if (
    station &&
    isSelectable(station) &&
    distanceKm(latitude, longitude, station.latitude, station.longitude) <= MAX_GAUGE_DISTANCE_KM
  ) {
    return station.id;
  }
  return findGauge(latitude, longitude)?.id ?? null;
}

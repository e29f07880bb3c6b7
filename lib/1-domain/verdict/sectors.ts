import type { Sector, SpotKnowledge } from "../spots/knowledge-types";

/*
 * Wind directions against a spot. Bearings are meteorological: where the wind comes FROM, degrees clockwise
 * from north. A spot's `orientation` points from the beach towards the open water, so a wind FROM the
 * orientation blows from the sea onto the beach (onshore) and a wind from the opposite bearing blows from the
 * land out to sea (offshore).
 */

/** Any angle → [0, 360). */
export function normalizeDeg(deg: number): number {
  const d = deg % 360;
  return d < 0 ? d + 360 : d + 0; // + 0 turns -0 into 0
}

/** Whether `deg` lies in the sector, clockwise from `from` to `to` inclusive; 300 → 30 crosses north. */
export function inSector(deg: number, sector: Sector): boolean {
  const d = normalizeDeg(deg);
  const from = normalizeDeg(sector.from);
  const to = normalizeDeg(sector.to);
  return from <= to ? d >= from && d <= to : d >= from || d <= to;
}

export function inAnySector(deg: number, sectors: readonly Sector[]): boolean {
  return sectors.some((sector) => inSector(deg, sector));
}

/** The smallest angle between two bearings, in [0, 180]. */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs(normalizeDeg(a) - normalizeDeg(b));
  return d > 180 ? 360 - d : d;
}

/** How the wind meets the shore, from the angle between its bearing and the spot's orientation. */
export const WIND_RELATIONS = ["onshore", "side-on", "side", "side-off", "offshore"] as const;
export type WindRelation = (typeof WIND_RELATIONS)[number];

/**
 * Upper bounds (inclusive) of the angle to the orientation for each relation: five equal bands of 36°, so
 * that "side" is the 72°–108° band around the shoreline and onshore/offshore the 36° cones either side.
 */
const RELATION_BOUNDS_DEG: readonly [WindRelation, number][] = [
  ["onshore", 36],
  ["side-on", 72],
  ["side", 108],
  ["side-off", 144],
  ["offshore", 180],
];

export function windRelation(deg: number, orientation: number): WindRelation {
  const angle = angleBetween(deg, orientation);
  return RELATION_BOUNDS_DEG.find(([, max]) => angle <= max)![0];
}

export type DirectionClass = {
  /** The geometry of the shore alone. */
  relation: WindRelation;
  /** Inside one of the spot's rideable sectors. */
  rideable: boolean;
  /** Inside one of the spot's offshore sectors: dangerous, never rideable. */
  offshore: boolean;
};

/** The direction cell's colour, from the class: green when rideable, red when offshore, amber otherwise. */
export type DirectionTone = "good" | "caution" | "danger";

type Shore = Pick<SpotKnowledge, "orientation" | "rideableSectors" | "offshoreSectors">;

export function classifyDirection(deg: number, spot: Shore): DirectionClass {
  const offshore = inAnySector(deg, spot.offshoreSectors);
  return {
    relation: windRelation(deg, spot.orientation),
    rideable: !offshore && inAnySector(deg, spot.rideableSectors),
    offshore,
  };
}

/**
 * Red for the spot's offshore sectors, and for a wind from land that no sector makes rideable (a spot whose
 * offshore sectors were left empty because it is enclosed lists those directions as rideable instead);
 * amber for side-off or a direction outside the rideable sectors; green otherwise.
 */
export function directionTone(c: DirectionClass): DirectionTone {
  if (c.offshore || (c.relation === "offshore" && !c.rideable)) return "danger";
  if (!c.rideable || c.relation === "side-off") return "caution";
  return "good";
}

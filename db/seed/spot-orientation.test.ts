import { describe, expect, it } from "vitest";
import { coastBearing } from "@/lib/1-domain/spots/coast-bearing";
import { inSector } from "@/lib/1-domain/spots/knowledge-sectors";
import { coastlineSegments, ORIENTATION_TOLERANCE_DEG } from "./coastline";
import { SEED_SPOTS, type SeedSpot } from "./spots-data";

/*
 * Every orientation checked against the coastline the project uses (the OpenStreetMap land polygons around the
 * spots, db/seed/coastline-near-spots.json): a declared facing far from the coastline's, or a dead-offshore wind
 * counted rideable, needs a written reason (orientationNote in spots-raw.ts), or the test fails.
 */
const segments = coastlineSegments();
const sea = SEED_SPOTS.filter((s) => s.knowledge.waterBody === "mer");
const gap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
/** Winds this close to straight offshore push a rider out to sea: never rideable. */
const DEAD_OFFSHORE_HALF_WIDTH_DEG = 20;

const facing = (s: SeedSpot) => coastBearing(segments, s.latitude, s.longitude);

describe("orientation, against the coastline", () => {
  it("finds the coastline within 1 km of every sea spot", () => {
    expect(sea.length).toBeGreaterThan(150);
    for (const s of sea) {
      const found = facing(s);
      expect(found, s.name).not.toBeNull();
      expect(found!.coastDistanceM, s.name).toBeLessThanOrEqual(1000);
    }
  });

  it(`keeps every sea spot within ${ORIENTATION_TOLERANCE_DEG}° of the coastline's facing, or says why`, () => {
    const unexplained = sea
      .map((s) => ({ name: s.name, declared: s.knowledge.orientation, computed: facing(s)!.bearing, note: s.orientationNote }))
      .filter((s) => gap(s.declared, s.computed) > ORIENTATION_TOLERANCE_DEG && !s.note?.trim())
      .map(({ name, declared, computed }) => `${name}: ${declared}° déclarés, ${computed}° sur le trait de côte`);
    expect(unexplained).toEqual([]);
  });

  it("faces the spots the audit found wrong the right way", () => {
    const at = (name: string) => SEED_SPOTS.find((s) => s.name === name)!.knowledge.orientation;
    // Plage Napoléon opens on the golfe de Fos (east to south-east), not south; La Capte on the rade d'Hyères.
    expect(gap(at("Port-Saint-Louis-du-Rhône – Plage Napoléon"), 135)).toBeLessThanOrEqual(25);
    expect(gap(at("Hyères – La Capte"), 105)).toBeLessThanOrEqual(10);
    expect(gap(at("Villeneuve-lès-Maguelone – Maguelone"), 143)).toBeLessThanOrEqual(10);
    expect(gap(at("Marseille – Pointe Rouge"), 292)).toBeLessThanOrEqual(15);
    expect(gap(at("Saint-Jean-de-Monts"), 215)).toBeLessThanOrEqual(10);
  });
});

describe("rideable sectors, against the dead-offshore wind", () => {
  it(`never count orientation + 180° ± ${DEAD_OFFSHORE_HALF_WIDTH_DEG}° rideable, but on a lake or lagoon that says why`, () => {
    const offending = SEED_SPOTS.filter((s) => {
      const dead = s.knowledge.orientation + 180;
      for (let d = -DEAD_OFFSHORE_HALF_WIDTH_DEG; d <= DEAD_OFFSHORE_HALF_WIDTH_DEG; d++) {
        if (s.knowledge.rideableSectors.some((sector) => inSector(dead + d, sector))) return true;
      }
      return false;
    });
    const unexplained = offending.filter((s) => s.knowledge.waterBody === "mer" || !s.orientationNote?.trim()).map((s) => s.name);
    expect(unexplained).toEqual([]);
    // The enclosed waters ridden in every wind are there, each with its reason.
    expect(offending.filter((s) => s.knowledge.waterBody === "lac").length).toBeGreaterThanOrEqual(6);
  });
});

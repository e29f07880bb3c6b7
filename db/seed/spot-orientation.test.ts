import { describe, expect, it } from "vitest";
import { coastBearing } from "@/lib/1-domain/spots/coast-bearing";
import { namedWinds } from "@/lib/1-domain/spots/description-winds";
import { classifyDirection } from "@/lib/1-domain/verdict/sectors";
import { coastlineSegments, GSHHG_COASTLINE, ORIENTATION_TOLERANCE_DEG, OSM_COASTLINE, readCoastline } from "./coastline";
import { SEED_SPOTS, type SeedSpot } from "./spots-data";

/*
 * Every orientation checked against a coastline it was not derived from: GSHHG (db/seed/coastline-gshhg-near-spots.json,
 * from the World Vector Shoreline), where the orientations come from OpenStreetMap's land polygons. A declared
 * facing further than ORIENTATION_TOLERANCE_DEG from it needs a written reason (orientationNote), and even then no
 * more than EXEMPTION_MAX_DEG, and no more than MAX_EXEMPTIONS spots may have one. Then the winds that blow
 * straight off that independent coast must be ones the rider is never told are rideable.
 */
const independent = readCoastline(GSHHG_COASTLINE);
const segments = coastlineSegments(independent);
const sea = SEED_SPOTS.filter((s) => s.knowledge.waterBody === "mer");
const gap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
/** A written reason excuses a facing this far from the independent coastline, no further. */
const EXEMPTION_MAX_DEG = 60;
/** How many sea spots may be excused. */
const MAX_EXEMPTIONS = 8;
/** Winds this close to straight off the beach push a rider out to sea: never rideable. */
const DEAD_OFFSHORE_HALF_WIDTH_DEG = 20;

const facing = (s: SeedSpot) => coastBearing(segments, s.latitude, s.longitude);

describe("orientation, against an independent coastline", () => {
  it("is checked against a survey other than the one it was computed from", () => {
    expect(independent.source).toMatch(/GSHHG/);
    expect(independent.source).not.toMatch(/OpenStreetMap/);
    expect(readCoastline(OSM_COASTLINE).source).toMatch(/OpenStreetMap/);
  });

  it("finds that coastline within 1 km of every sea spot", () => {
    expect(sea.length).toBeGreaterThan(150);
    const far = sea.filter((s) => (facing(s)?.coastDistanceM ?? Infinity) > 1000).map((s) => s.name);
    expect(far).toEqual([]);
  });

  it(`keeps every sea spot within ${ORIENTATION_TOLERANCE_DEG}° of it, or says why and stays within ${EXEMPTION_MAX_DEG}°`, () => {
    const checked = sea.map((s) => ({ s, computed: facing(s)!.bearing, off: gap(s.knowledge.orientation, facing(s)!.bearing) }));
    const line = ({ s, computed }: (typeof checked)[number]) => `${s.name}: ${s.knowledge.orientation}° déclarés, ${computed}° sur GSHHG`;
    const beyond = checked.filter((c) => c.off > ORIENTATION_TOLERANCE_DEG);
    expect(beyond.filter((c) => !c.s.orientationNote?.trim()).map(line)).toEqual([]);
    expect(beyond.filter((c) => c.off > EXEMPTION_MAX_DEG).map(line)).toEqual([]);
    expect(beyond.length).toBeLessThanOrEqual(MAX_EXEMPTIONS);
  });

  it("faces the spots the audits found wrong the right way", () => {
    const at = (name: string) => SEED_SPOTS.find((s) => s.name === name)!.knowledge.orientation;
    // Plage Napoléon opens on the golfe de Fos (east to south-east), not south; La Capte on the rade d'Hyères.
    expect(gap(at("Port-Saint-Louis-du-Rhône – Plage Napoléon"), 135)).toBeLessThanOrEqual(25);
    expect(gap(at("Hyères – La Capte"), 105)).toBeLessThanOrEqual(10);
    expect(gap(at("Villeneuve-lès-Maguelone – Maguelone"), 143)).toBeLessThanOrEqual(10);
    expect(gap(at("Marseille – Pointe Rouge"), 292)).toBeLessThanOrEqual(15);
    expect(gap(at("Saint-Jean-de-Monts"), 215)).toBeLessThanOrEqual(10);
    // Les Saumonards face the pertuis d'Antioche to the north-east (30–46° measured), not the east.
    expect(gap(at("Oléron – Boyardville (Les Saumonards)"), 38)).toBeLessThanOrEqual(10);
  });
});

describe("what the rider is told of the wind straight off the beach", () => {
  /** The directions within DEAD_OFFSHORE_HALF_WIDTH_DEG of `bearing` + 180 that the verdict's sectors call rideable. */
  const rideableOffshore = (s: SeedSpot, bearing: number) => {
    const found: number[] = [];
    for (let d = -DEAD_OFFSHORE_HALF_WIDTH_DEG; d <= DEAD_OFFSHORE_HALF_WIDTH_DEG; d++) {
      const wind = (bearing + 180 + d + 360) % 360;
      if (classifyDirection(wind, s.knowledge).rideable) found.push(wind);
    }
    return found;
  };

  it("is never « rideable » on a sea spot, the offshore wind taken from the independent coastline", () => {
    const offending = sea.filter((s) => rideableOffshore(s, facing(s)!.bearing).length).map((s) => s.name);
    expect(offending).toEqual([]);
  });

  it("is never « rideable » on a lake or lagoon but where its own text says every wind works (an enclosed water)", () => {
    const enclosed = SEED_SPOTS.filter((s) => s.knowledge.waterBody !== "mer");
    // GSHHG draws small lakes coarsely or not at all: where its shore is not within 300 m, the spot's own facing.
    const shore = (s: SeedSpot) => {
      const found = facing(s);
      return found && found.coastDistanceM <= 300 ? found.bearing : s.knowledge.orientation;
    };
    const offending = enclosed
      .filter((s) => !namedWinds(s.description)?.all)
      .filter((s) => rideableOffshore(s, shore(s)).length)
      .map((s) => s.name);
    expect(offending).toEqual([]);
  });

  it("would catch a sea spot whose sectors were turned to face the land", () => {
    const [spot] = sea;
    const turned = { ...spot, knowledge: { ...spot.knowledge, rideableSectors: spot.knowledge.offshoreSectors, offshoreSectors: [] } };
    expect(rideableOffshore(turned, facing(spot)!.bearing).length).toBeGreaterThan(0);
  });
});

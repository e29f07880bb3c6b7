import { describe, expect, it } from "vitest";
import { namedWinds, type NamedWinds } from "@/lib/1-domain/spots/description-winds";
import { ALL_DIRECTIONS, inSector } from "@/lib/1-domain/spots/knowledge-sectors";
import type { Sector } from "@/lib/1-domain/spots/knowledge-types";
import { SEED_SPOTS, type SeedSpot } from "./spots-data";

/*
 * What a spot's page says in words and what the verdict reads agree: a wind the description calls good is never one
 * the sectors call offshore, and a lake's rideable sectors are the winds its own text names (every direction only
 * where the text says « toutes »).
 */
const P = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSO", "SO", "OSO", "O", "ONO", "NO", "NNO"];
const point = (d: number) => P[Math.round(d / 22.5) % 16];
const inAny = (d: number, sectors: Sector[]) => sectors.some((s) => inSector(d, s));
const isAll = (sectors: Sector[]) => sectors.some((s) => s.from === ALL_DIRECTIONS.from && s.to === ALL_DIRECTIONS.to);
const gap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
/** A lake's sectors may reach this far beyond the winds its text names. */
const LAKE_MARGIN_DEG = 45;

/** The good winds of the description that the spot's sectors call offshore, as compass points. */
function goodButOffshore(spot: SeedSpot, winds: NamedWinds): string[] {
  return winds.good.filter((d) => inAny(d, spot.knowledge.offshoreSectors)).map(point);
}

/** How a lake's or lagoon's sectors depart from its text, one line each. */
function enclosedDisagreement(spot: SeedSpot, winds: NamedWinds): string[] {
  const { rideableSectors } = spot.knowledge;
  const problems: string[] = [];
  if (winds.all !== isAll(rideableSectors)) problems.push(winds.all ? "le texte dit « toutes », pas les secteurs" : "secteurs « toutes orientations » que le texte ne dit pas");
  for (const d of winds.good) if (!inAny(d, rideableSectors)) problems.push(`${point(d)} nommé mais hors des secteurs`);
  for (const d of winds.bad) if (inAny(d, rideableSectors)) problems.push(`${point(d)} donné pour mauvais mais navigable`);
  if (!winds.all && spot.knowledge.waterBody === "lac") {
    for (let d = 0; d < 360; d += 5) {
      if (inAny(d, rideableSectors) && winds.good.every((g) => gap(d, g) > LAKE_MARGIN_DEG)) {
        problems.push(`${d}° navigable sans que le texte le nomme`);
        break;
      }
    }
  }
  return problems;
}

const described = SEED_SPOTS.map((spot) => ({ spot, winds: namedWinds(spot.description) }));

describe("descriptions and wind sectors", () => {
  it("name their best winds on every spot", () => {
    expect(described.filter((d) => !d.winds || d.winds.good.length + d.winds.offshore.length === 0 && !d.winds.all).map((d) => d.spot.name)).toEqual([]);
  });

  it("never call good a wind the sectors call offshore", () => {
    const offending = described
      .map(({ spot, winds }) => ({ name: spot.name, bad: winds ? goodButOffshore(spot, winds) : [] }))
      .filter((x) => x.bad.length)
      .map((x) => `${x.name}: ${x.bad.join(", ")}`);
    expect(offending).toEqual([]);
  });

  it("give every lake and lagoon the sectors its own text names", () => {
    const enclosed = described.filter((d) => d.spot.knowledge.waterBody !== "mer");
    expect(enclosed.filter((d) => d.spot.knowledge.waterBody === "lac").length).toBeGreaterThanOrEqual(8);
    const offending = enclosed.flatMap(({ spot, winds }) => enclosedDisagreement(spot, winds!).map((p) => `${spot.name}: ${p}`));
    expect(offending).toEqual([]);
  });

  it("catch a beach whose text names its offshore wind, and a lake ridden in winds its text rules out", () => {
    const erdeven = SEED_SPOTS.find((s) => s.name.startsWith("Erdeven"))!;
    const old = "Meilleures orientations : NO à N et S à SE (side-shore), O à SO on-shore.";
    expect(goodButOffshore(erdeven, namedWinds(old)!)).toContain("N");
    const lacanau = SEED_SPOTS.find((s) => s.name.startsWith("Lac de Lacanau"))!;
    const everyWind = { ...lacanau, knowledge: { ...lacanau.knowledge, rideableSectors: [ALL_DIRECTIONS] } };
    expect(enclosedDisagreement(everyWind, namedWinds(lacanau.description)!)).toContain("secteurs « toutes orientations » que le texte ne dit pas");
  });
});

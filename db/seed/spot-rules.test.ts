import { describe, expect, it } from "vitest";
import { RAW_SPOTS } from "./spots-raw";
import { SEED_SPOTS, type SeedSpot } from "./spots-data";

/*
 * The rules, zones and hazards « Fiche du spot » shows are data, each with the page it was read on: no ban or zone
 * without its source, a date wherever the source gives one, and « vérifiez sur place » only where there is
 * something to check. Hazards are written per spot, never read out of the description by a pattern.
 */
/** The spots whose page may claim what the issue asked for: a sourced rule or zone that says when. */
const MIN_DATED_SPOTS = 20;

const ALL_YEAR = { from: "01-01", to: "12-31" };
const byName = (name: string) => SEED_SPOTS.find((s) => s.name === name)!;

/** Whether the spot has a sourced rule or zone that says when: its period, or the date of the text it comes from. */
function hasDatedRule(s: SeedSpot): boolean {
  if (s.knowledge.seasonalBan?.source) return true;
  return s.knowledge.zones.some((z) => z.source && ((z.from && z.to) || z.source.date));
}

describe("rules and zones of the spots", () => {
  it("come with the page they were read on, every one", () => {
    const unsourced = SEED_SPOTS.flatMap((s) => [
      ...(s.knowledge.seasonalBan && !s.knowledge.seasonalBan.source ? [`${s.name}: interdiction`] : []),
      ...s.knowledge.zones.filter((z) => !z.source).map((z) => `${s.name}: ${z.note}`),
    ]);
    expect(unsourced).toEqual([]);
  });

  it(`say when on at least ${MIN_DATED_SPOTS} spots: their period, or the date of their text`, () => {
    const dated = SEED_SPOTS.filter(hasDatedRule);
    expect(dated.length).toBeGreaterThanOrEqual(MIN_DATED_SPOTS);
    // Dates are real days of the year; « toute l'année » is written 01-01 to 12-31.
    for (const s of SEED_SPOTS) {
      for (const z of s.knowledge.zones) {
        for (const d of [z.from, z.to]) if (d) expect(d, s.name).toMatch(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
        if (z.source?.date) expect(z.source.date, s.name).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
      }
    }
  });

  it("read the periods the sources give, on the spots the riders ask about", () => {
    expect(byName("Lancieux – Saint-Sieu").knowledge.seasonalBan).toMatchObject({ from: "07-01", to: "08-31" });
    expect(byName("Arcachon – Plage Pereire").knowledge.seasonalBan).toMatchObject({ from: "05-30", to: "08-31" });
    expect(byName("Saint-Malo – Le Sillon").knowledge.zones[0]).toMatchObject({ from: "07-01", to: "09-01" });
    expect(byName("Leucate – Les Coussoules").knowledge.zones[0]).toMatchObject({ from: "04-01", to: "09-30" });
    expect(byName("Le Crotoy").knowledge.zones[0]).toMatchObject(ALL_YEAR);
  });

  it("say « vérifiez sur place » only where there are supervised beaches whose rules nobody read", () => {
    // A mountain lake with no supervised beach: nothing to check on the spot.
    expect(byName("Lac du Mont-Cenis").knowledge.summerRestrictions).toBe(false);
    // Where a source gives the summer rule, it is shown instead.
    for (const name of ["Saint-Malo – Le Sillon", "Dunkerque – Malo-les-Bains", "Leucate – Les Coussoules", "Lancieux – Saint-Sieu"]) {
      expect(byName(name).knowledge.summerRestrictions, name).toBe(false);
    }
  });
});

describe("hazards of the spots", () => {
  it("are written per spot in the hand-made data, not read from the text", () => {
    expect(RAW_SPOTS.filter((s) => !Array.isArray(s.knowledge.hazards)).map((s) => s.name)).toEqual([]);
  });

  it("hold no rocks the old pattern read into « s'approcher », « proches » or « plage du Rocher »", () => {
    const noRocks = [
      "Berck-sur-Mer",
      "Sainte-Adresse",
      "Longeville-sur-Mer – Le Rocher",
      "Oye-Plage",
      "Île de Ré – Rivedoux-Plage",
      "Lège-Cap-Ferret – La Vigne",
      "Larmor-Plage – Toulhars",
    ];
    expect(noRocks.filter((name) => byName(name).knowledge.hazards.includes("rochers"))).toEqual([]);
    expect(byName("Martigues – Carro").knowledge.hazards).toContain("rochers");
  });
});

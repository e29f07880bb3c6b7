import { gaugeName } from "@/lib/1-domain/tides/gauge-names";
import { stationsById } from "@neaps/tide-database";
import { describe, expect, it } from "vitest";
import { sectorsOverlap } from "@/lib/1-domain/spots/knowledge-sectors";
import { SPOT_LEVELS, WATER_BODIES, WATER_STATES } from "@/lib/1-domain/spots/knowledge-types";
import { tideParts } from "@/lib/1-domain/tides/blend";
import { spotGaugeId } from "@/lib/1-domain/tides/gauge-rule";
import { usableStation } from "@/lib/1-domain/tides/stations";
import { SEED_SPOTS, type SeedSpot } from "./spots-data";
import { RAW_SPOTS } from "./spots-raw";
import { COMPUTED_ORIENTATIONS } from "./spot-orientations";

// Bounding boxes of metropolitan France and of Corsica: [minLat, maxLat, minLon, maxLon].
const MAINLAND: [number, number, number, number] = [42.3, 51.1, -5.2, 8.3];
const CORSICA: [number, number, number, number] = [41.3, 43.1, 8.5, 9.6];

const inBox = (s: SeedSpot, [minLat, maxLat, minLon, maxLon]: [number, number, number, number]) =>
  s.latitude >= minLat && s.latitude <= maxLat && s.longitude >= minLon && s.longitude <= maxLon;

const decimals = (value: number) => (String(value).split(".")[1] ?? "").length;

/** The stretch of coast a spot belongs to, from latitude and longitude bands. */
function region({ latitude: lat, longitude: lon, knowledge }: SeedSpot): string {
  if (knowledge.waterBody === "lac") return "lac";
  if (lon > 8.5 && lat < 43.1) return "Corse";
  if (lat < 43.8 && lon > 6.5) return "Côte d'Azur";
  if (lat < 43.8 && lon > 4.25) return "Provence";
  if (lat < 43.8 && lon > 2.9) return "Languedoc";
  if (lat >= 50.35 && lon > 1.2) return "Nord / Pas-de-Calais";
  if (lat >= 50.05 && lon > 1.2) return "Baie de Somme";
  if (lat >= 48.6 && lon >= -1.96) return "Normandie";
  if (lat >= 47.45 && lon < -1.96) return "Bretagne";
  if (lat >= 46.3 && lon < -1.1) return "Pays de la Loire";
  if (lat >= 43.3 && lon < -0.9) return "Atlantique sud et Pays basque";
  return "hors des bandes";
}

const gaugeId = (s: SeedSpot) => s.hydrographicSource.split(" – ")[0];
const isLake = (s: SeedSpot) => s.knowledge.waterBody === "lac";
const tidal = SEED_SPOTS.filter((s) => !isLake(s));
const byName = (name: string) => {
  const spot = SEED_SPOTS.find((s) => s.name === name);
  if (!spot) throw new Error(`spot absent : ${name}`);
  return spot;
};
/** Smallest angle between two bearings. */
const gap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe("SEED_SPOTS", () => {
  it("holds at least 180 spots with unique names", () => {
    expect(SEED_SPOTS.length).toBeGreaterThanOrEqual(180);
    expect(new Set(SEED_SPOTS.map((s) => s.name)).size).toBe(SEED_SPOTS.length);
  });

  it("is generated from the current spots-raw.ts (regenerate with scripts/compute-spot-gauges.ts)", () => {
    const strip = ({ name, description, latitude, longitude }: (typeof RAW_SPOTS)[number] | SeedSpot) => ({
      name,
      description,
      latitude,
      longitude,
    });
    expect(SEED_SPOTS.map(strip)).toEqual(RAW_SPOTS.map(strip));
    RAW_SPOTS.forEach((raw, i) => {
      const { knowledge } = SEED_SPOTS[i];
      expect(knowledge, raw.name).toMatchObject({ waterBody: raw.knowledge.waterBody, level: raw.knowledge.level, water: raw.knowledge.water });
      expect(knowledge.orientation, raw.name).toBe(raw.knowledge.orientation ?? COMPUTED_ORIENTATIONS[raw.name]);
      expect(knowledge.seasonalBan, raw.name).toEqual(raw.knowledge.seasonalBan ?? null);
    });
  });

  it("places every spot with at least 4 decimals in metropolitan France or Corsica", () => {
    for (const s of SEED_SPOTS) {
      expect(decimals(s.latitude), s.name).toBeGreaterThanOrEqual(4);
      expect(decimals(s.longitude), s.name).toBeGreaterThanOrEqual(4);
      expect(inBox(s, MAINLAND) || inBox(s, CORSICA), s.name).toBe(true);
    }
  });

  it("covers every stretch of the French coast with at least 2 spots", () => {
    const counts = new Map<string, number>();
    for (const s of SEED_SPOTS) counts.set(region(s), (counts.get(region(s)) ?? 0) + 1);
    for (const name of [
      "Nord / Pas-de-Calais",
      "Normandie",
      "Bretagne",
      "Pays de la Loire",
      "Atlantique sud et Pays basque",
      "Languedoc",
      "Provence",
      "Côte d'Azur",
      "Corse",
    ]) {
      expect(counts.get(name) ?? 0, name).toBeGreaterThanOrEqual(2);
    }
    expect(counts.get("hors des bandes")).toBeUndefined();
    expect(counts.get("lac") ?? 0).toBeGreaterThanOrEqual(6);
  });

  it("describes every spot in at least 80 characters", () => {
    for (const s of SEED_SPOTS) expect(s.description.length, s.name).toBeGreaterThanOrEqual(80);
  });

  it("names French CC BY gauges of @neaps/tide-database, as '<id> – <name>' or both of an interpolated tide, for every spot but lakes", () => {
    for (const s of tidal) {
      const parts = tideParts(gaugeId(s));
      const stations = parts.map((p) => stationsById.get(p.id)!);
      for (const station of stations) {
        expect(station, s.hydrographicSource).toBeDefined();
        expect(station.country_code).toBe("FR");
        expect(station.license.commercial_use, s.hydrographicSource).toBe(true);
      }
      if (parts.length === 1) expect(s.hydrographicSource).toBe(`${stations[0].id} – ${gaugeName(stations[0].id, stations[0].name)}`);
      else {
        expect(parts.reduce((sum, p) => sum + p.weight, 0), s.name).toBeCloseTo(1, 5);
        expect(s.hydrographicSource, s.name).toBe(
          `${gaugeId(s)} – interpolée : ${parts.map((p, i) => `${gaugeName(p.id, stations[i].name)} ${Math.round(p.weight * 100)} %`).join(", ")}`,
        );
      }
    }
  });

  it("takes hydrographicZero from the tide: its MSL above its chart datum, between 0 and 8 m", () => {
    for (const s of tidal) {
      const station = usableStation(gaugeId(s))!;
      const msl = station.datums.MSL - station.datums[station.chart_datum!];
      expect(Number.isFinite(s.hydrographicZero), s.name).toBe(true);
      expect(s.hydrographicZero, s.name).toBeGreaterThanOrEqual(0);
      expect(s.hydrographicZero, s.name).toBeLessThanOrEqual(8);
      expect(s.hydrographicZero, s.name).toBeCloseTo(msl, 3);
    }
  });

  it("gives tidal coasts a tidal zero and the Mediterranean a small one", () => {
    for (const s of tidal) {
      const mediterranean = ["Languedoc", "Provence", "Côte d'Azur", "Corse"].includes(region(s));
      if (mediterranean) expect(s.hydrographicZero, s.name).toBeLessThan(0.5);
      else expect(s.hydrographicZero, s.name).toBeGreaterThan(2);
    }
  });

  it("gives lakes no gauge: the runtime finds none either, so their page shows no tide", () => {
    const lakes = SEED_SPOTS.filter(isLake);
    expect(lakes.length).toBeGreaterThanOrEqual(3);
    for (const s of lakes) {
      expect(stationsById.get(gaugeId(s)), s.name).toBeUndefined();
      expect(s.hydrographicZero).toBe(0);
      expect(spotGaugeId(s.hydrographicSource, s.latitude, s.longitude, "lac"), s.name).toBeNull();
    }
  });

  it("picks at run time the very gauge the seed wrote", () => {
    for (const s of tidal) {
      expect(spotGaugeId(s.hydrographicSource, s.latitude, s.longitude, s.knowledge.waterBody), s.name).toBe(gaugeId(s));
    }
  });
});

describe("spot knowledge", () => {
  it("includes the famous spots, the lakes and the spots riders asked for", () => {
    for (const name of [
      "Marignane – Le Jaï",
      "Marseille – Pointe Rouge",
      "Saint-Michel-Chef-Chef – Tharon-Plage",
      "Camiers – Sainte-Cécile",
      "Lège-Cap-Ferret – La Vigne",
      "Arcachon – Plage Pereire",
      "Leucate – Étang (Port-Leucate)",
      "La Palme – Étang de La Palme",
      "Canet-en-Roussillon – Plage Sud",
      "Oye-Plage",
      "Fouras – Plage de la Vierge",
      "Erdeven – Kerhillio",
      "Seignosse – Les Estagnots",
      "Lac de Serre-Ponçon – Baie Saint-Michel",
      "Lac du Mont-Cenis",
      "Lac de Cazaux-Sanguinet – Sanguinet",
      "Lac d'Hourtin-Carcans – Hourtin-Port",
      "Lac du Der – Giffaumont",
      "Lac de Lacanau – Le Moutchic",
      "Lac du Salagou – Clermont-l'Hérault",
      "Lac de Madine – Nonsard",
      "Penthièvre – côté baie (Saint-Pierre-Quiberon)",
      "Les Mathes – La Palmyre (Bonne Anse)",
      "Kerlouan – Côte des Légendes",
      "Capbreton – La Piste",
      "Sète – Étang de Thau (Pont-Levis)",
    ]) {
      expect(byName(name).name).toBe(name);
    }
  });

  it("gives every spot valid enumerations, whole-degree sectors and an orientation in 0–359", () => {
    for (const s of SEED_SPOTS) {
      const k = s.knowledge;
      expect(WATER_BODIES, s.name).toContain(k.waterBody);
      expect(SPOT_LEVELS, s.name).toContain(k.level);
      expect(WATER_STATES, s.name).toContain(k.water);
      expect(Number.isInteger(k.orientation) && k.orientation >= 0 && k.orientation <= 359, s.name).toBe(true);
      expect(k.rideableSectors.length, s.name).toBeGreaterThan(0);
      for (const sector of [...k.rideableSectors, ...k.offshoreSectors]) {
        for (const bearing of [sector.from, sector.to]) {
          expect(Number.isInteger(bearing) && bearing >= 0 && bearing <= 359, s.name).toBe(true);
        }
      }
    }
  });

  it("never makes an offshore direction rideable", () => {
    for (const s of SEED_SPOTS) {
      for (const offshore of s.knowledge.offshoreSectors) {
        for (const rideable of s.knowledge.rideableSectors) {
          expect(sectorsOverlap(offshore, rideable), s.name).toBe(false);
        }
      }
    }
  });

  it("gives every sea spot an offshore sector opposite its orientation; enclosed lakes none", () => {
    for (const s of SEED_SPOTS.filter((x) => x.knowledge.waterBody === "mer")) {
      expect(s.knowledge.offshoreSectors.length, s.name).toBe(1);
      const [{ from, to }] = s.knowledge.offshoreSectors;
      const middle = (from + (((to - from + 360) % 360) / 2)) % 360;
      expect(gap(middle, (s.knowledge.orientation + 180) % 360), s.name).toBeLessThanOrEqual(1);
    }
    expect(byName("Lac de Serre-Ponçon – Baie Saint-Michel").knowledge.offshoreSectors).toEqual([]);
  });

  it("faces Wissant north-west, La Torche west-south-west and La Franqui east", () => {
    expect(gap(byName("Wissant").knowledge.orientation, 320)).toBeLessThanOrEqual(10);
    expect(gap(byName("La Torche (Plomeur)").knowledge.orientation, 247.5)).toBeLessThanOrEqual(15);
    expect(gap(byName("Leucate – La Franqui").knowledge.orientation, 90)).toBeLessThanOrEqual(15);
  });

  it("cites sources with web addresses for every spot, each the address the page was read at", () => {
    for (const s of SEED_SPOTS) {
      expect(s.knowledge.sources.length, s.name).toBeGreaterThanOrEqual(2);
      for (const source of s.knowledge.sources) {
        expect(source.label.length, s.name).toBeGreaterThan(5);
        expect(["https:", "http:"], s.name).toContain(new URL(source.url).protocol);
      }
    }
  });

  it("keeps tide limits within the gauge's range, and none for lakes", () => {
    for (const s of SEED_SPOTS) {
      const { minHeightM, maxHeightM, note } = s.knowledge.tide;
      if (isLake(s)) {
        expect(minHeightM, s.name).toBeNull();
        expect(maxHeightM, s.name).toBeNull();
        continue;
      }
      const station = usableStation(gaugeId(s))!;
      const hat = station.datums.HAT - station.datums[station.chart_datum!];
      for (const h of [minHeightM, maxHeightM]) {
        if (h !== null) expect(h > 0 && h < hat, `${s.name} ${h} / PHMA ${hat}`).toBe(true);
      }
      if (minHeightM !== null || maxHeightM !== null) expect(note, s.name).toMatch(/à confirmer/);
    }
    // Examples: drying bays need the tide up.
    expect(byName("Cherrueix").knowledge.tide.minHeightM).toBeGreaterThan(8);
    expect(byName("Le Crotoy").knowledge.tide.minHeightM).not.toBeNull();
  });

  it("writes a seasonal ban only with the source that gives its dates for the beach, as MM-DD dates with a French note", () => {
    for (const s of SEED_SPOTS.filter((x) => x.knowledge.seasonalBan)) {
      const ban = s.knowledge.seasonalBan!;
      expect(ban.from, s.name).toMatch(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
      expect(ban.to, s.name).toMatch(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
      expect(ban.note.length, s.name).toBeGreaterThan(20);
      expect(ban.source?.url, s.name).toMatch(/^https?:\/\//);
      expect(ban.source?.supports, s.name).toContain("rules");
      expect(s.knowledge.summerRestrictions, s.name).toBe(false);
    }
  });

  it("says « vérifiez sur place » rather than dates nobody read: summer restrictions wherever no ban is sourced", () => {
    const unsourced = SEED_SPOTS.filter((s) => !s.knowledge.seasonalBan);
    expect(unsourced.filter((s) => s.knowledge.summerRestrictions).length).toBeGreaterThan(130);
    // The surf spots where kiting is marginal: for experts, with summer restrictions to check on the spot.
    for (const name of ["Hossegor – Plage Centrale", "Seignosse – Les Estagnots"]) {
      const k = byName(name).knowledge;
      expect(k.level, name).toBe("confirmé");
      expect(k.summerRestrictions, name).toBe(true);
    }
  });

  it("labels every source with what it supports, and the home pages as general references", () => {
    for (const s of SEED_SPOTS) {
      for (const source of s.knowledge.sources) {
        expect(source.supports?.length, `${s.name} ${source.url}`).toBeGreaterThan(0);
        const url = new URL(source.url);
        const homePage = url.pathname === "/" && !url.search && !url.hash;
        if (homePage) expect(source.general, `${s.name} ${source.url}`).toBe(true);
      }
      // Every spot has at least one source of its own, not only general references.
      expect(s.knowledge.sources.some((x) => !x.general), s.name).toBe(true);
    }
  });

  it("lists each spot's hazards, and kite zones only with the page they were read on", () => {
    expect(byName("Wissant").knowledge.hazards).toEqual(expect.arrayContaining(["courants", "shore-break"]));
    expect(byName("Pirou-Plage").knowledge.hazards).toContain("conchyliculture");
    expect(SEED_SPOTS.filter((s) => s.knowledge.hazards.length > 0).length).toBeGreaterThan(150);
    for (const s of SEED_SPOTS) {
      for (const zone of s.knowledge.zones) expect(zone.source?.url, `${s.name}: ${zone.note}`).toMatch(/^https?:\/\//);
    }
  });

  it("puts Maguelone on the sea beach, facing south-east along its lido, not on the lagoon side", () => {
    const maguelone = byName("Villeneuve-lès-Maguelone – Maguelone");
    expect(gap(maguelone.knowledge.orientation, 143)).toBeLessThanOrEqual(10);
    expect(maguelone.latitude).toBeLessThan(43.507);
  });
});

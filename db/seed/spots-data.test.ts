import { stationsById } from "@neaps/tide-database";
import { describe, expect, it } from "vitest";
import { SEED_SPOTS, type SeedSpot } from "./spots-data";
import { RAW_SPOTS } from "./spots-raw";

// Bounding boxes of metropolitan France and of Corsica: [minLat, maxLat, minLon, maxLon].
const MAINLAND: [number, number, number, number] = [42.3, 51.1, -5.2, 8.3];
const CORSICA: [number, number, number, number] = [41.3, 43.1, 8.5, 9.6];

const inBox = (s: SeedSpot, [minLat, maxLat, minLon, maxLon]: [number, number, number, number]) =>
  s.latitude >= minLat && s.latitude <= maxLat && s.longitude >= minLon && s.longitude <= maxLon;

const decimals = (value: number) => (String(value).split(".")[1] ?? "").length;

/** The stretch of coast a spot belongs to, from latitude and longitude bands. */
function region({ latitude: lat, longitude: lon }: SeedSpot): string {
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

describe("SEED_SPOTS", () => {
  it("holds at least 60 spots with unique names", () => {
    expect(SEED_SPOTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SEED_SPOTS.map((s) => s.name)).size).toBe(SEED_SPOTS.length);
  });

  it("is generated from the current spots-raw.ts (regenerate with scripts/compute-spot-gauges.ts)", () => {
    const strip = ({ name, description, latitude, longitude }: SeedSpot) => ({ name, description, latitude, longitude });
    expect(SEED_SPOTS.map(strip)).toEqual(RAW_SPOTS);
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
  });

  it("describes every spot in at least 80 characters", () => {
    for (const s of SEED_SPOTS) expect(s.description.length, s.name).toBeGreaterThanOrEqual(80);
  });

  it("names a French CC BY gauge of @neaps/tide-database, as '<id> – <name>'", () => {
    for (const s of SEED_SPOTS) {
      const station = stationsById.get(gaugeId(s));
      expect(station, s.hydrographicSource).toBeDefined();
      expect(s.hydrographicSource).toBe(`${station!.id} – ${station!.name}`);
      expect(station!.country_code).toBe("FR");
      expect(station!.license.commercial_use, s.hydrographicSource).toBe(true);
    }
  });

  it("takes hydrographicZero from the gauge: its MSL above its chart datum, between 0 and 8 m", () => {
    for (const s of SEED_SPOTS) {
      const station = stationsById.get(gaugeId(s))!;
      const msl = station.datums.MSL - station.datums[station.chart_datum!];
      expect(Number.isFinite(s.hydrographicZero), s.name).toBe(true);
      expect(s.hydrographicZero, s.name).toBeGreaterThanOrEqual(0);
      expect(s.hydrographicZero, s.name).toBeLessThanOrEqual(8);
      expect(s.hydrographicZero, s.name).toBeCloseTo(msl, 3);
    }
  });

  it("gives tidal coasts a tidal zero and the Mediterranean a small one", () => {
    for (const s of SEED_SPOTS) {
      const mediterranean = ["Languedoc", "Provence", "Côte d'Azur", "Corse"].includes(region(s));
      if (mediterranean) expect(s.hydrographicZero, s.name).toBeLessThan(0.5);
      else expect(s.hydrographicZero, s.name).toBeGreaterThan(2);
    }
  });
});

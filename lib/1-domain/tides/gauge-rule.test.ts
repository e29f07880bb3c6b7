import { stationsById } from "@neaps/tide-database";
import { describe, expect, it } from "vitest";
import { SEED_SPOTS } from "@/db/seed/spots-data";
import { BREST_STATION_ID } from "./coefficient";
import { chooseGauge, EXCLUDED_GAUGES, FAR_REACH_KM, seaOf, spotGaugeId } from "./gauge-rule";
import { HYDROGRAPHIC_SOURCE_SEPARATOR } from "./stations";

const SAINT_MALO = "ticon/saint_malo-410-fra-refmar";
const ST_HELIER = "ticon/st_helier_jersey-jer-gbr-bodc";
const MIMIZAN = "ticon/mimizan-6144-fra-refmar";
const SOLENZARA = "ticon/solenzara-710-fra-refmar";

const seed = (start: string) => {
  const spot = SEED_SPOTS.find((s) => s.name.startsWith(start));
  if (!spot) throw new Error(start);
  return spot;
};
const runtimeGauge = (start: string) => {
  const s = seed(start);
  return spotGaugeId(s.hydrographicSource, s.latitude, s.longitude, s.knowledge.waterBody);
};
/** Mean high water springs above the chart datum: what a rider reads as « pleine mer de vives-eaux ». */
const mhws = (id: string) => {
  const station = stationsById.get(id)!;
  return station.datums.MHWS - station.datums[station.chart_datum!];
};

describe("spotGaugeId", () => {
  it("uses the gauge named in hydrographicSource when the rule allows it", () => {
    expect(spotGaugeId(`${BREST_STATION_ID}${HYDROGRAPHIC_SOURCE_SEPARATOR}Brest`, 48.2, -4.6)).toBe(BREST_STATION_ID);
  });
  it("falls back to the rule when the name is not a gauge it may use", () => {
    expect(spotGaugeId("x", 48.383, -4.5)).toBe(BREST_STATION_ID);
    expect(spotGaugeId("", 48.383, -4.5)).toBe(BREST_STATION_ID);
    // A named gauge across open sea is not taken: Jersey for the west Cotentin.
    expect(spotGaugeId(`${ST_HELIER}${HYDROGRAPHIC_SOURCE_SEPARATOR}St Helier`, 49.045, -1.601)).toBe(SAINT_MALO);
  });
  it("gives none far inland, nor on a lake", () => {
    expect(spotGaugeId("aucun", 45.78, 3.08)).toBeNull();
    expect(spotGaugeId(`${BREST_STATION_ID}${HYDROGRAPHIC_SOURCE_SEPARATOR}Brest`, 48.38, -4.5, "lac")).toBeNull();
  });
});

describe("the gauge rule, on the coasts that went wrong", () => {
  it("gives the west Cotentin Saint-Malo, not Jersey: high waters within 0.5 m of the Granville coast's", () => {
    for (const name of ["Agon-Coutainville", "Hauteville-sur-Mer"]) {
      const gauge = runtimeGauge(name)!;
      expect(gauge, name).toBe(SAINT_MALO);
      expect(seed(name).hydrographicSource.startsWith(SAINT_MALO), name).toBe(true);
      // Granville's mean high water springs are about 12.0 m above the chart datum (SHOM); Jersey's 1.6 m lower.
      expect(Math.abs(mhws(gauge) - 12.0), name).toBeLessThan(0.5);
      expect(Math.abs(mhws(ST_HELIER) - 12.0)).toBeGreaterThan(0.5);
    }
  });

  it("never takes the Mimizan river-channel gauge: Mimizan-Plage gets an open-coast tide", () => {
    const gauge = runtimeGauge("Mimizan-Plage")!;
    expect(gauge).not.toBe(MIMIZAN);
    expect(gauge).not.toBeNull();
    // The open Landes coast has MSL about 2.2–2.4 m above LAT; the channel gauge 1.5 m.
    expect(seed("Mimizan-Plage").hydrographicZero).toBeGreaterThan(2.1);
    expect(EXCLUDED_GAUGES[MIMIZAN]).toBeDefined();
  });

  it("gives Santa Giulia and Piantarella a Corsican gauge with a Mediterranean datum, never Solenzara", () => {
    for (const name of ["Porto-Vecchio – Santa Giulia", "Bonifacio – Piantarella"]) {
      const gauge = runtimeGauge(name);
      expect(gauge, name).not.toBeNull();
      expect(gauge, name).not.toBe(SOLENZARA);
      expect(seaOf(stationsById.get(gauge!)!.latitude, stationsById.get(gauge!)!.longitude)).toBe("corse");
      expect(seed(name).hydrographicZero, name).toBeLessThan(0.45);
      expect(seed(name).gaugeDistanceKm!, name).toBeLessThanOrEqual(FAR_REACH_KM);
    }
  });

  it("never takes a gauge up an estuary or a river", () => {
    for (const s of SEED_SPOTS) expect(EXCLUDED_GAUGES[s.hydrographicSource.split(" – ")[0]], s.name).toBeUndefined();
  });

  it("keeps every seeded gauge in the spot's own sea, and prefers one within 50 km", () => {
    for (const s of SEED_SPOTS.filter((x) => x.knowledge.waterBody !== "lac")) {
      const station = stationsById.get(s.hydrographicSource.split(" – ")[0])!;
      expect(seaOf(station.latitude, station.longitude), s.name).toBe(seaOf(s.latitude, s.longitude));
    }
    // Brest's own spot is served by Brest, not a farther gauge.
    expect(chooseGauge({ latitude: 48.39, longitude: -4.43 })?.id).toBe(BREST_STATION_ID);
  });
});

describe("seaOf", () => {
  it("tells the seas apart", () => {
    expect(seaOf(50.887, 1.659)).toBe("manche"); // Wissant
    expect(seaOf(47.843, -4.346)).toBe("atlantique"); // La Torche
    expect(seaOf(48.569, -4.656)).toBe("atlantique"); // the Abers, with Le Conquet and Brest
    expect(seaOf(42.936, 3.039)).toBe("mediterranee"); // La Franqui
    expect(seaOf(41.373, 9.221)).toBe("corse"); // Piantarella
    expect(seaOf(45.78, 3.08)).toBeNull(); // Clermont-Ferrand
  });
});

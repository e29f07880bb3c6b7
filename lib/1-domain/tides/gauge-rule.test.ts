import { stationsById } from "@neaps/tide-database";
import { describe, expect, it } from "vitest";
import { SEED_SPOTS } from "@/db/seed/spots-data";
import { BREST_STATION_ID } from "./coefficient";
import { tideParts } from "./blend";
import { chooseGauge, chooseTide, EXCLUDED_GAUGES, FAR_REACH_KM, seaOf, spotGaugeId } from "./gauge-rule";
import { innerWaterAt, innerWaterOfGauge } from "./inner-waters";
import { predictTideEvents } from "./predict";
import { HYDROGRAPHIC_SOURCE_SEPARATOR, usableStation } from "./stations";

const SAINT_MALO = "ticon/saint_malo-410-fra-refmar";
const ST_HELIER = "ticon/st_helier_jersey-jer-gbr-bodc";
const MIMIZAN = "ticon/mimizan-6144-fra-refmar";
const SOLENZARA = "ticon/solenzara-710-fra-refmar";
const DIELETTE = "ticon/dielette-628-fra-refmar";
const LE_CONQUET = "ticon/le_conquet-152-fra-refmar";
const EYRAC = "ticon/arcachon_eyrac-190-fra-refmar";
const DIEPPE = "ticon/dieppe-24-fra-refmar";
const gaugesOf = (id: string | null) => (id ? tideParts(id).map((p) => p.id) : []);

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
  const station = usableStation(id)!;
  return station.datums.MHWS - station.datums[station.chart_datum!];
};

describe("spotGaugeId", () => {
  it("uses the gauge named in hydrographicSource when the rule allows it", () => {
    // Kersiguénou, where the rule itself interpolates between Le Conquet and Audierne.
    expect(spotGaugeId(`${LE_CONQUET}${HYDROGRAPHIC_SOURCE_SEPARATOR}Le Conquet`, 48.244, -4.548)).toBe(LE_CONQUET);
    expect(spotGaugeId(`${BREST_STATION_ID}${HYDROGRAPHIC_SOURCE_SEPARATOR}Brest`, 48.39, -4.43)).toBe(BREST_STATION_ID);
  });
  it("falls back to the rule when the name is not a tide it may use", () => {
    expect(spotGaugeId("x", 48.383, -4.5)).toBe(BREST_STATION_ID);
    expect(spotGaugeId("", 48.383, -4.5)).toBe(BREST_STATION_ID);
    // A named gauge across open sea is not taken: Jersey for the west Cotentin.
    expect(gaugesOf(spotGaugeId(`${ST_HELIER}${HYDROGRAPHIC_SOURCE_SEPARATOR}St Helier`, 49.045, -1.601))).toContain(SAINT_MALO);
    // Nor the bassin d'Arcachon's gauge for the open coast, as rows seeded before this rule still name it.
    expect(gaugesOf(spotGaugeId(`${EYRAC}${HYDROGRAPHIC_SOURCE_SEPARATOR}Arcachon Eyrac`, 45.00085, -1.20176))).not.toContain(EYRAC);
    // Nor a blend whose weights do not add up.
    expect(spotGaugeId(`${SAINT_MALO}*0.70+${DIELETTE}*0.70 – x`, 49.045, -1.601)).toBe(chooseTide({ latitude: 49.045, longitude: -1.601 })!.id);
  });
  it("gives none far inland, nor on a lake", () => {
    expect(spotGaugeId("aucun", 45.78, 3.08)).toBeNull();
    expect(spotGaugeId(`${BREST_STATION_ID}${HYDROGRAPHIC_SOURCE_SEPARATOR}Brest`, 48.38, -4.5, "lac")).toBeNull();
  });
});

describe("the gauge rule, on the coasts that went wrong", () => {
  it("gives the west Cotentin Saint-Malo's tide, alone or with Diélette's up the coast, never Jersey's", () => {
    for (const name of ["Agon-Coutainville", "Hauteville-sur-Mer"]) {
      const tide = runtimeGauge(name)!;
      expect(gaugesOf(tide), name).toContain(SAINT_MALO);
      expect(gaugesOf(tide), name).not.toContain(ST_HELIER);
      expect(seed(name).hydrographicSource.startsWith(tide), name).toBe(true);
      // The spring range grows from Diélette (9.4 m) towards Granville (about 12.0 m, SHOM) and Saint-Malo.
      expect(mhws(tide), name).toBeGreaterThan(mhws(DIELETTE));
      expect(Math.abs(mhws(tide) - 12.0), name).toBeLessThan(1.5);
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
    for (const s of SEED_SPOTS) {
      for (const id of gaugesOf(s.hydrographicSource.split(" – ")[0])) expect(EXCLUDED_GAUGES[id], s.name).toBeUndefined();
    }
  });

  it("keeps every seeded gauge in the spot's own sea (the Channel's tide being the Atlantic's), and prefers one within 50 km", () => {
    const tideWater = (lat: number, lon: number) => (seaOf(lat, lon) === "manche" ? "atlantique" : seaOf(lat, lon));
    for (const s of SEED_SPOTS.filter((x) => x.knowledge.waterBody !== "lac")) {
      for (const id of gaugesOf(s.hydrographicSource.split(" – ")[0])) {
        const station = stationsById.get(id)!;
        expect(tideWater(station.latitude, station.longitude), s.name).toBe(tideWater(s.latitude, s.longitude));
      }
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

describe("the gauge rule, inside and outside enclosed waters", () => {
  it("never gives an open-coast beach the gauge of a bay, a lagoon or an estuary mouth", () => {
    for (const s of SEED_SPOTS.filter((x) => x.knowledge.waterBody !== "lac")) {
      const water = innerWaterAt(s.latitude, s.longitude);
      for (const id of gaugesOf(runtimeGauge(s.name))) expect(innerWaterOfGauge(id), `${s.name} ${id}`).toBe(water);
    }
    for (const name of ["Lacanau-Océan", "Carcans-Plage", "Le Porge-Océan", "Lège-Cap-Ferret – Le Grand Crohot", "Biscarrosse-Plage", "Mimizan-Plage"]) {
      expect(gaugesOf(runtimeGauge(name)), name).not.toContain(EYRAC);
    }
  });

  it("gives the bassin d'Arcachon's beaches the bassin's own gauge, and Bonne Anse the Gironde mouth's", () => {
    for (const name of ["Arcachon – Plage Pereire", "Andernos-les-Bains – Le Bétey", "Lège-Cap-Ferret – Claouey", "Lège-Cap-Ferret – La Vigne"]) {
      expect(runtimeGauge(name), name).toBe(EYRAC);
    }
    expect(innerWaterOfGauge(runtimeGauge("Les Mathes – La Palmyre (Bonne Anse)")!)?.name).toBe("estuaire de la Gironde");
    expect(innerWaterAt(45.51567, -1.1282)).toBeNull(); // Soulac, on the ocean beyond the pointe de Grave
  });
});

describe("the gauge rule, between two gauges", () => {
  const from = new Date("2026-03-01T00:00:00Z");
  const highWaters = (name: string) => predictTideEvents(runtimeGauge(name)!, from, 30).filter((e) => e.type === "high");
  /** The largest gap, in minutes, between a spot's high waters and the nearest of another's. */
  const worstGapMin = (a: string, b: string) => {
    const others = highWaters(b);
    return Math.max(
      ...highWaters(a).map((e) => Math.min(...others.map((o) => Math.abs(o.time.getTime() - e.time.getTime()))) / 60_000),
    );
  };

  it("gives neighbouring open-coast beaches high water within 15 minutes of each other", () => {
    expect(worstGapMin("Mimizan-Plage", "Saint-Julien-en-Born – Contis-Plage")).toBeLessThanOrEqual(15);
    expect(worstGapMin("Lacanau-Océan", "Carcans-Plage")).toBeLessThanOrEqual(15);
  });

  it("interpolates the open Landes coast between La Cotinière and Boucau, not after Arcachon's bassin", () => {
    const lacanau = tideParts(runtimeGauge("Lacanau-Océan")!);
    expect(lacanau.map((p) => p.id)).toEqual(["ticon/la_cotiniere-736-fra-refmar", "ticon/bayonne_boucau-94-fra-refmar"]);
    expect(lacanau.reduce((sum, p) => sum + p.weight, 0)).toBeCloseTo(1, 5);
    // The bassin's high waters run about 48 min after the open coast's.
    const eyrac = predictTideEvents(EYRAC, from, 30).filter((e) => e.type === "high");
    const open = highWaters("Lacanau-Océan");
    const lag = eyrac.map((e) => Math.min(...open.map((o) => (e.time.getTime() - o.time.getTime()) / 60_000).filter((d) => d > -120)));
    expect(lag.reduce((s, d) => s + d, 0) / lag.length).toBeGreaterThan(30);
  });

  it("puts Wissant's high water between Calais's and Boulogne's, in time and height", () => {
    const wissant = highWaters("Wissant");
    const calais = predictTideEvents("ticon/calais-55-fra-refmar", from, 30).filter((e) => e.type === "high");
    const boulogne = predictTideEvents("ticon/boulogne_sur_mer-111-fra-refmar", from, 30).filter((e) => e.type === "high");
    const near = (list: typeof wissant, t: Date) => list.reduce((a, b) => (Math.abs(b.time.getTime() - t.getTime()) < Math.abs(a.time.getTime() - t.getTime()) ? b : a));
    for (const e of wissant.slice(1, -1)) {
      const c = near(calais, e.time);
      const b = near(boulogne, e.time);
      expect(e.time.getTime()).toBeGreaterThanOrEqual(Math.min(c.time.getTime(), b.time.getTime()) - 60_000);
      expect(e.time.getTime()).toBeLessThanOrEqual(Math.max(c.time.getTime(), b.time.getTime()) + 60_000);
      expect(e.height).toBeGreaterThanOrEqual(Math.min(c.height, b.height) - 0.05);
      expect(e.height).toBeLessThanOrEqual(Math.max(c.height, b.height) + 0.05);
    }
  });

  it("does not give the drying Somme bay Dieppe's tide 50 km away on its own, and says the tide there is indicative", () => {
    expect(runtimeGauge("Le Crotoy")).not.toBe(DIEPPE);
    expect(gaugesOf(runtimeGauge("Le Crotoy"))).toHaveLength(2);
    expect(seed("Le Crotoy").knowledge.tide.note).toMatch(/indicatives/);
  });

  it("never pairs gauges across a peninsula: the Cotentin's two coasts keep their own", () => {
    expect(gaugesOf(runtimeGauge("Hauteville-sur-Mer"))).not.toContain("ticon/cherbourg-13-fra-refmar");
    expect(gaugesOf(runtimeGauge("Jullouville"))).not.toContain("ticon/ouistreham-311-fra-refmar");
  });
});

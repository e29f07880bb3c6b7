import { stationsById } from "@neaps/tide-database";
import { describe, expect, it } from "vitest";
import { blendExtremes, blendId, blendStations, isBlendId, tideParts, type Extreme } from "./blend";
import { predictTideEvents } from "./predict";
import { usableStation } from "./stations";

const CALAIS = "ticon/calais-55-fra-refmar";
const BOULOGNE = "ticon/boulogne_sur_mer-111-fra-refmar";
const above = (id: string, key: string) => {
  const s = usableStation(id)!;
  return s.datums[key] - s.datums[s.chart_datum!];
};

describe("blend ids", () => {
  it("write and read two gauges with their weights; a plain gauge id is one part of weight 1", () => {
    const id = blendId([{ id: CALAIS, weight: 0.52 }, { id: BOULOGNE, weight: 0.48 }]);
    expect(id).toBe(`${CALAIS}*0.52+${BOULOGNE}*0.48`);
    expect(isBlendId(id)).toBe(true);
    expect(tideParts(id)).toEqual([{ id: CALAIS, weight: 0.52 }, { id: BOULOGNE, weight: 0.48 }]);
    expect(tideParts(CALAIS)).toEqual([{ id: CALAIS, weight: 1 }]);
    expect(isBlendId(CALAIS)).toBe(false);
  });
});

describe("blendStations", () => {
  it("with all the weight on one gauge, takes that gauge's datums", () => {
    const only = blendStations("x", [{ station: stationsById.get(CALAIS)!, weight: 1 }]);
    expect(only.datums.MSL).toBeCloseTo(above(CALAIS, "MSL"), 6);
  });


  it("puts the blend's datums between the two gauges', in proportion to the weights", () => {
    const id = blendId([{ id: CALAIS, weight: 0.25 }, { id: BOULOGNE, weight: 0.75 }]);
    for (const key of ["MSL", "MHWS", "HAT"]) {
      expect(above(id, key)).toBeCloseTo(0.25 * above(CALAIS, key) + 0.75 * above(BOULOGNE, key), 6);
    }
    expect(usableStation(id)!.name).toBe("Calais / Boulogne-sur-Mer");
  });

  it("is unusable when one of its gauges is unknown", () => {
    expect(usableStation(`${CALAIS}*0.50+ticon/nowhere*0.50`)).toBeNull();
  });
});

const at = (iso: string, height: number, type: Extreme["type"]): Extreme => ({ time: new Date(iso), height, type });

describe("blendExtremes", () => {
  it("blends each high and low water with the other gauge's nearest of the same kind, by the weights", () => {
    const a = [at("2026-03-11T10:00Z", 6, "high"), at("2026-03-11T16:00Z", 2, "low")];
    const b = [at("2026-03-11T08:00Z", 1, "low"), at("2026-03-11T11:00Z", 5, "high"), at("2026-03-11T17:40Z", 1, "low")];
    expect(blendExtremes([{ events: a, weight: 0.75 }, { events: b, weight: 0.25 }])).toEqual([
      at("2026-03-11T10:15Z", 5.75, "high"),
      at("2026-03-11T16:25Z", 1.75, "low"),
    ]);
  });

  it("leaves out an event the other gauge has no partner for, and keeps highs and lows alternating", () => {
    // A double high water at the heavier gauge (the bay of the Seine at neaps): both pair with the one high of the other.
    const a = [at("2026-03-11T09:00Z", 6.2, "high"), at("2026-03-11T10:30Z", 6.0, "low"), at("2026-03-11T12:00Z", 6.4, "high")];
    const b = [at("2026-03-11T10:00Z", 5, "high"), at("2026-03-11T22:00Z", 1, "low")];
    const blended = blendExtremes([{ events: a, weight: 0.5 }, { events: b, weight: 0.5 }]);
    expect(blended).toEqual([at("2026-03-11T11:00Z", 5.7, "high")]);
  });

  it("predicts a blend's high waters between its two gauges', in time and height", () => {
    const from = new Date("2026-03-18T00:00:00Z");
    const highs = (id: string, days = 2) => predictTideEvents(id, from, days).filter((e) => e.type === "high");
    const nearest = (list: Extreme[], t: Date) => list.reduce((x, y) => (Math.abs(+y.time - +t) < Math.abs(+x.time - +t) ? y : x));
    const [calais, boulogne] = [highs(CALAIS, 3), highs(BOULOGNE, 3)];
    const blend = highs(blendId([{ id: CALAIS, weight: 0.5 }, { id: BOULOGNE, weight: 0.5 }]));
    expect(blend.length).toBeGreaterThanOrEqual(3);
    blend.forEach((h) => {
      const [c, b] = [nearest(calais, h.time), nearest(boulogne, h.time)];
      expect(Math.abs(h.time.getTime() - (c.time.getTime() + b.time.getTime()) / 2)).toBeLessThanOrEqual(60_000);
      expect(h.height).toBeCloseTo((c.height + b.height) / 2, 1);
    });
    expect(predictTideEvents(blendId([{ id: CALAIS, weight: 1 }, { id: BOULOGNE, weight: 0 }]), from, 2)).toEqual(predictTideEvents(CALAIS, from, 2));
  });
});

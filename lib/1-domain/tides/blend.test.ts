import { stationsById } from "@neaps/tide-database";
import { describe, expect, it } from "vitest";
import { blendId, blendStations, isBlendId, tideParts } from "./blend";
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
  it("with all the weight on one gauge, predicts that gauge's tide", () => {
    const only = blendStations("x", [{ station: stationsById.get(CALAIS)!, weight: 1 }]);
    expect(only.datums.MSL).toBeCloseTo(above(CALAIS, "MSL"), 6);
    const from = new Date("2026-03-18T00:00:00Z");
    const id = blendId([{ id: CALAIS, weight: 1 }, { id: BOULOGNE, weight: 0 }]);
    expect(predictTideEvents(id, from, 2)).toEqual(predictTideEvents(CALAIS, from, 2));
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

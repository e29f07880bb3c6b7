import { stationsById } from "@neaps/tide-database";
import { describe, expect, it } from "vitest";
import { innerWaterAt, innerWaterOfGauge, INNER_WATERS } from "./inner-waters";

describe("innerWaterAt", () => {
  it("tells the enclosed waters from the open coast beside them", () => {
    expect(innerWaterAt(44.6591, -1.19273)?.name).toBe("bassin d'Arcachon"); // Plage Pereire
    expect(innerWaterAt(44.79601, -1.23599)).toBeNull(); // Le Grand Crohot, on the ocean side of the spit
    expect(innerWaterAt(45.68968, -1.19357)?.name).toBe("estuaire de la Gironde"); // Bonne Anse
    expect(innerWaterAt(45.51567, -1.1282)).toBeNull(); // Soulac
    expect(innerWaterAt(48.39671, -4.43219)?.name).toBe("rade de Brest"); // Le Moulin Blanc
    expect(innerWaterAt(48.24447, -4.54771)).toBeNull(); // Kersiguénou, Crozon's ocean side
    expect(innerWaterAt(45.98585, -1.23901)).toBeNull(); // Boyardville
  });

  it("puts each enclosed water's gauges inside it", () => {
    for (const water of INNER_WATERS) {
      for (const id of water.gauges) {
        expect(innerWaterOfGauge(id)).toBe(water);
        const gauge = stationsById.get(id)!;
        expect(innerWaterAt(gauge.latitude, gauge.longitude), id).toBe(water);
      }
    }
    expect(innerWaterOfGauge("ticon/la_cotiniere-736-fra-refmar")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { BREST_STATION_ID } from "./coefficient";
import { HYDROGRAPHIC_SOURCE_SEPARATOR, spotGaugeId } from "./stations";

describe("spotGaugeId", () => {
  it("uses the gauge named in hydrographicSource", () => {
    expect(spotGaugeId(`${BREST_STATION_ID}${HYDROGRAPHIC_SOURCE_SEPARATOR}Brest`, 48.0, -4.9)).toBe(BREST_STATION_ID);
  });
  it("falls back to the nearest gauge when the name is not a gauge it may use", () => {
    expect(spotGaugeId("x", 48.383, -4.5)).toBe(BREST_STATION_ID);
    expect(spotGaugeId("", 48.383, -4.5)).toBe(BREST_STATION_ID);
  });
  it("gives none far inland", () => {
    expect(spotGaugeId("aucun", 45.78, 3.08)).toBeNull();
  });
});

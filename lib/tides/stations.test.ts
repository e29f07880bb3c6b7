import { describe, expect, it } from "vitest";
import { BREST_STATION_ID } from "./coefficient";
import { HYDROGRAPHIC_SOURCE_SEPARATOR, spotGaugeId } from "./stations";

describe("spotGaugeId", () => {
  it("uses the gauge named in hydrographicSource", () => {
    expect(spotGaugeId(`${BREST_STATION_ID}${HYDROGRAPHIC_SOURCE_SEPARATOR}Brest`, 48.2, -4.6)).toBe(BREST_STATION_ID);
  });
  it("falls back to the nearest gauge when the name is not a gauge it may use", () => {
    expect(spotGaugeId("x", 48.383, -4.5)).toBe(BREST_STATION_ID);
    expect(spotGaugeId("", 48.383, -4.5)).toBe(BREST_STATION_ID);
  });
  it("gives none far inland", () => {
    expect(spotGaugeId("aucun", 45.78, 3.08)).toBeNull();
  });
});

describe("spots far from any gauge", () => {
  it("get no tides even when their hydrographicSource names a gauge more than 50 km away", async () => {
    const { SEED_SPOTS } = await import("@/db/seed/spots-data");
    const piantarella = SEED_SPOTS.find((s) => s.name.includes("Piantarella"))!;
    expect(piantarella.gaugeDistanceKm).toBeGreaterThan(50);
    expect(spotGaugeId(piantarella.hydrographicSource, piantarella.latitude, piantarella.longitude)).toBeNull();
    const wissant = SEED_SPOTS.find((s) => s.name.startsWith("Wissant"))!;
    expect(spotGaugeId(wissant.hydrographicSource, wissant.latitude, wissant.longitude)).not.toBeNull();
  });
});

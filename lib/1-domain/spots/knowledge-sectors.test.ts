import { describe, expect, it } from "vitest";
import { inSector, offshoreSectorsFor, rideableSectorsFor, sectorsOverlap } from "./knowledge-sectors";

describe("wind sectors from the orientation", () => {
  it("makes the wind from the land offshore and from the sea rideable (Wissant, facing 320)", () => {
    const [offshore] = offshoreSectorsFor(320, "mer");
    expect(offshore).toEqual({ from: 73, to: 208 }); // 140 ± 67.5, rounded
    expect(inSector(140, offshore)).toBe(true); // SE: straight from the land
    const [rideable] = rideableSectorsFor(320, "mer");
    expect(rideable).toEqual({ from: 230, to: 50 }); // crosses north
    for (const bearing of [230, 270, 320, 0, 50]) expect(inSector(bearing, rideable), String(bearing)).toBe(true);
    expect(inSector(140, rideable)).toBe(false);
    expect(sectorsOverlap(offshore, rideable)).toBe(false);
  });

  it("leaves side-off between the two: neither rideable nor offshore", () => {
    const [offshore] = offshoreSectorsFor(90, "mer");
    const [rideable] = rideableSectorsFor(90, "mer");
    expect(inSector(190, offshore) || inSector(190, rideable)).toBe(false);
  });

  it("takes the onshore core out where onshore is not rideable", () => {
    const sectors = rideableSectorsFor(270, "mer", false);
    expect(sectors).toEqual([
      { from: 180, to: 240 },
      { from: 300, to: 0 },
    ]);
    expect(sectors.some((s) => inSector(270, s))).toBe(false);
  });

  it("gives enclosed lagoons and lakes no offshore sector and every direction", () => {
    expect(offshoreSectorsFor(270, "lac")).toEqual([]);
    expect(offshoreSectorsFor(270, "lagune")).toEqual([]);
    expect(rideableSectorsFor(270, "lac")).toEqual([{ from: 0, to: 359 }]);
  });
});

import { describe, expect, it } from "vitest";
import { angleBetween, classifyDirection, directionTone, inAnySector, inSector, normalizeDeg, windRelation } from "./sectors";

describe("normalizeDeg", () => {
  it.each([
    [0, 0],
    [360, 0],
    [-30, 330],
    [725, 5],
    [-0, 0],
  ])("%s → %s", (deg, expected) => expect(Object.is(normalizeDeg(deg), expected)).toBe(true));
});

describe("inSector", () => {
  const acrossNorth = { from: 300, to: 30 };

  it("takes a sector from 300 to 30 clockwise, across north, edges included", () => {
    for (const deg of [300, 315, 359, 0, 360, 15, 30, -20]) expect(inSector(deg, acrossNorth), String(deg)).toBe(true);
    for (const deg of [299, 31, 90, 180, 270]) expect(inSector(deg, acrossNorth), String(deg)).toBe(false);
  });

  it("reads an ordinary sector clockwise too: 30 → 300 is the other side", () => {
    const other = { from: 30, to: 300 };
    expect(inSector(180, other)).toBe(true);
    expect(inSector(0, other)).toBe(false);
    expect(inSector(30, other) && inSector(300, other)).toBe(true);
  });

  it("accepts bearings written past 360 or below 0", () => {
    expect(inSector(10, { from: -60, to: 390 })).toBe(true);
    expect(inSector(45, { from: -60, to: 390 })).toBe(false);
  });

  it("finds a direction in any of several sectors", () => {
    const sectors = [{ from: 200, to: 250 }, acrossNorth];
    expect(inAnySector(220, sectors)).toBe(true);
    expect(inAnySector(10, sectors)).toBe(true);
    expect(inAnySector(100, sectors)).toBe(false);
    expect(inAnySector(100, [])).toBe(false);
  });
});

describe("windRelation", () => {
  // Wissant faces the sea to the north-west (≈ 320).
  it.each([
    [320, "onshore"],
    [350, "onshore"],
    [0, "side-on"],
    [260, "side-on"],
    [50, "side"],
    [230, "side"],
    [100, "side-off"],
    [200, "side-off"],
    [140, "offshore"],
    [170, "offshore"],
  ])("a wind from %s° at a beach facing 320° is %s", (deg, relation) => {
    expect(windRelation(deg, 320)).toBe(relation);
  });

  it("measures the angle the short way round north", () => {
    expect(angleBetween(350, 10)).toBe(20);
    expect(angleBetween(10, 350)).toBe(20);
    expect(angleBetween(0, 180)).toBe(180);
  });
});

describe("classifyDirection and its colour", () => {
  const wissant = {
    orientation: 320,
    rideableSectors: [{ from: 200, to: 80 }],
    offshoreSectors: [{ from: 100, to: 180 }],
  };

  it("is good inside a rideable sector, across north", () => {
    const c = classifyDirection(10, wissant);
    expect(c).toEqual({ relation: "side-on", rideable: true, offshore: false });
    expect(directionTone(c)).toBe("good");
  });

  it("is danger inside an offshore sector, even if a rideable sector overlaps it", () => {
    const c = classifyDirection(150, { ...wissant, rideableSectors: [{ from: 0, to: 359 }] });
    expect(c.offshore).toBe(true);
    expect(c.rideable).toBe(false);
    expect(directionTone(c)).toBe("danger");
  });

  it("is caution outside every sector, or side-off inside a rideable one", () => {
    expect(directionTone(classifyDirection(90, wissant))).toBe("caution");
    expect(directionTone(classifyDirection(200, wissant))).toBe("caution"); // side-off, listed as rideable
  });

  it("is danger for a wind from land that no sector lists, good where an enclosed lagoon makes it rideable", () => {
    const open = { orientation: 90, rideableSectors: [{ from: 0, to: 180 }], offshoreSectors: [] };
    expect(directionTone(classifyDirection(270, open))).toBe("danger");
    const lagoon = { orientation: 90, rideableSectors: [{ from: 0, to: 359 }], offshoreSectors: [] };
    expect(directionTone(classifyDirection(270, lagoon))).toBe("good");
  });
});

import { describe, expect, it } from "vitest";
import { arrowRotation, cardinalLetters, COMPASS_POINTS, directionTooltip } from "./direction";

describe("arrowRotation", () => {
  it.each([
    [0, 180],
    [90, 270],
    [180, 0],
    [270, 90],
    [359, 179],
    [360, 180],
    [-90, 90],
    [12.5, 192.5],
  ])("%s° → %s°", (direction, rotation) => {
    expect(arrowRotation(direction)).toBe(rotation);
  });
});

describe("directionTooltip", () => {
  it("shows whole degrees in French", () => {
    expect(directionTooltip(270)).toBe("Direction : 270°");
    expect(directionTooltip(12.4)).toBe("Direction : 12°");
    expect(directionTooltip(12.5)).toBe("Direction : 13°");
    expect(directionTooltip(359.6)).toBe("Direction : 0°");
  });
});

describe("cardinalLetters", () => {
  it.each([
    [0, "N"],
    [22.5, "NNE"],
    [45, "NE"],
    [90, "E"],
    [180, "S"],
    [202.5, "SSO"],
    [225, "SO"],
    [247.5, "OSO"],
    [270, "O"],
    [292, "ONO"],
    [315, "NO"],
    [337.5, "NNO"],
  ])("%s° → %s", (direction, letters) => {
    expect(cardinalLetters(direction)).toBe(letters);
  });

  it("rounds to the nearest point and wraps around north", () => {
    expect(cardinalLetters(11.2)).toBe("N");
    expect(cardinalLetters(11.3)).toBe("NNE");
    expect(cardinalLetters(348.75)).toBe("N");
    expect(cardinalLetters(359.9)).toBe("N");
    expect(cardinalLetters(360)).toBe("N");
    expect(cardinalLetters(-45)).toBe("NO");
  });

  it("names every point once, in French (O for ouest, never W)", () => {
    expect(new Set(COMPASS_POINTS).size).toBe(16);
    expect(COMPASS_POINTS.join(" ")).not.toMatch(/W/);
  });
});

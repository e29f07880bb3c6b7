import { describe, expect, it } from "vitest";
import { arrowRotation, directionTooltip } from "./direction";

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

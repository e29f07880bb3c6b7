import { describe, expect, it } from "vitest";
import {
  WIND_GREEN_MAX_KNOTS,
  WIND_GREEN_MIN_KNOTS,
  WIND_YELLOW_MAX_KNOTS,
  windColorBand,
  windColorBandForMs,
} from "./color-band";
import { MS_TO_KNOTS } from "./knots";

describe("windColorBand", () => {
  it("follows the spec's edges", () => {
    expect([WIND_GREEN_MIN_KNOTS, WIND_GREEN_MAX_KNOTS, WIND_YELLOW_MAX_KNOTS]).toEqual([12, 20, 25]);
  });

  it.each([
    [0, "grey"],
    [WIND_GREEN_MIN_KNOTS - 0.1, "grey"],
    [WIND_GREEN_MIN_KNOTS, "green"],
    [WIND_GREEN_MAX_KNOTS, "green"],
    [WIND_GREEN_MAX_KNOTS + 0.1, "yellow"],
    [WIND_YELLOW_MAX_KNOTS, "yellow"],
    [WIND_YELLOW_MAX_KNOTS + 0.1, "red"],
    [40, "red"],
  ] as const)("%s kn is %s", (knots, band) => {
    expect(windColorBand(knots)).toBe(band);
  });

  it("judges a m/s speed on the knots shown, so colour and number agree", () => {
    // 6.17 m/s = 11.994 kn, shown "12.0": green, not grey.
    expect(6.17 * MS_TO_KNOTS).toBeLessThan(WIND_GREEN_MIN_KNOTS);
    expect(windColorBandForMs(6.17)).toBe("green");
    // 10.31 m/s = 20.043 kn, shown "20.0": still green.
    expect(windColorBandForMs(10.31)).toBe("green");
    // 10.36 m/s = 20.14 kn, shown "20.1": yellow.
    expect(windColorBandForMs(10.36)).toBe("yellow");
    // 12.88 m/s = 25.04 kn, shown "25.0": yellow; 12.92 m/s shown "25.1": red.
    expect(windColorBandForMs(12.88)).toBe("yellow");
    expect(windColorBandForMs(12.92)).toBe("red");
  });
});

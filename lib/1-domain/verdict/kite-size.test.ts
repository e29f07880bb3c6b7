import { describe, expect, it } from "vitest";
import { fittingKite, idealKiteSize, KITE_FIT_MAX, KITE_FIT_MIN, kiteWindRange } from "./kite-size";

describe("kite size", () => {
  it("is 2.2 × weight ÷ wind: 9 m for 75 kg in 18 kn, none below 5 kn", () => {
    expect(idealKiteSize(75, 18)).toBeCloseTo(9.17, 2);
    expect(idealKiteSize(100, 18)).toBeCloseTo(12.2, 1);
    expect(idealKiteSize(75, 4.9)).toBeNull();
  });

  it("takes the nearest kite of the quiver within its band, none outside", () => {
    expect(fittingKite([7, 9, 12], 9.17)).toBe(9);
    expect(fittingKite([7, 12], 9.5)).toBeNull(); // a gap in the quiver: 12 ÷ 9.5 = 1.26, 7 ÷ 9.5 = 0.74
    expect(fittingKite([7, 12], 10)).toBe(12); // 1.2: a little overpowered, within the band
    expect(fittingKite([12], 12 / KITE_FIT_MAX)).toBe(12);
    expect(fittingKite([12], 12 / KITE_FIT_MAX - 0.01)).toBeNull();
    expect(fittingKite([12], 12 / KITE_FIT_MIN)).toBe(12);
    expect(fittingKite([], 9)).toBeNull();
  });

  it("gives the winds a kite fits", () => {
    const { minKn, maxKn } = kiteWindRange(75, 9);
    expect(minKn).toBeCloseTo(13.75, 2);
    expect(maxKn).toBeCloseTo(22.9, 1);
  });
});

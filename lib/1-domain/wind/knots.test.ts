import { describe, expect, it } from "vitest";
import { formatKnots, KNOTS_UNIT, MS_TO_KNOTS, toKnots } from "./knots";

describe("knots", () => {
  it("uses the spec's factor", () => {
    expect(MS_TO_KNOTS).toBe(1.944);
    expect(KNOTS_UNIT).toBe("nds");
  });

  it("converts m/s to knots rounded to one decimal", () => {
    expect(toKnots(10)).toBe(19.4); // 19.44
    expect(toKnots(0)).toBe(0);
    expect(toKnots(6.17)).toBe(12); // 11.994 → 12.0
    expect(toKnots(5.3)).toBe(10.3); // 10.3032
    expect(toKnots(12.86)).toBe(25); // 24.99984
    expect(toKnots(15)).toBe(29.2); // 29.16
  });

  it("formats the value only, always with one decimal", () => {
    expect(formatKnots(10)).toBe("19,4");
    expect(formatKnots(0)).toBe("0,0");
    expect(formatKnots(6.17)).toBe("12,0");
  });
});

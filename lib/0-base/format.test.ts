import { describe, expect, it } from "vitest";
import { compassPoint, formatDecimal, formatFactorChange, formatKm, formatKn, formatKnots, formatMetres, formatMonthDay, formatRange, NBSP, withUnit } from "./format";

describe("French figures", () => {
  it("writes knots with a comma and at most one decimal", () => {
    expect([9, 9.44, 9.45, 12.0, 0, -0.01].map(formatKn)).toEqual(["9", "9,4", "9,5", "12", "0", "0"]);
  });
  it("writes one decimal always, with a comma, never « -0,0 »", () => {
    expect([15.6, 2, 0.04, -0.04, -0.26, 19.44].map(formatDecimal)).toEqual(["15,6", "2,0", "0,0", "0,0", "-0,3", "19,4"]);
    expect(formatKm(9.84)).toBe("9,8\u00a0km");
  });
  it("writes metres with one decimal always", () => {
    expect([1.2, 2, 0.04, 10.96].map(formatMetres)).toEqual(["1,2\u00a0m", "2,0\u00a0m", "0,0\u00a0m", "11,0\u00a0m"]);
  });
  it("writes a ban's day as dd/MM and a bearing as a French compass point", () => {
    expect(formatMonthDay("07-01")).toBe("01/07");
    expect([0, 350, 225, 270, 292, 112].map(compassPoint)).toEqual(["N", "N", "SO", "O", "ONO", "ESE"]);
  });
  it("writes a factor as a signed whole percentage", () => {
    expect([0.87, 1.1, 0.8, 1.234, 0.999].map(formatFactorChange)).toEqual(["−13\u00a0%", "+10\u00a0%", "−20\u00a0%", "+23\u00a0%", "+0\u00a0%"]);
  });
  it("keeps a figure with its unit, and a range in one piece, on a phone's narrow line", () => {
    expect(NBSP).toBe("\u00a0");
    expect(formatKnots(22.34)).toBe("22,3\u00a0nds");
    expect(formatKnots(18)).toBe("18\u00a0nds");
    expect(withUnit(9, "m²")).toBe("9\u00a0m²");
    expect(formatRange("08:00", "12:00")).toBe("08:00\u00a0–\u00a012:00");
    // Nothing a browser may break a line at: no ordinary space left in a figure with its unit.
    for (const text of [formatKnots(22.34), formatMetres(1.2), formatKm(3), formatFactorChange(0.9), formatRange(withUnit(8, "h"), withUnit(12, "h"))]) expect(text).not.toMatch(/ /);
  });
});

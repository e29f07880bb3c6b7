import { describe, expect, it } from "vitest";
import { compassPoint, formatDecimal, formatFactorChange, formatKm, formatKn, formatMetres, formatMonthDay } from "./format";

describe("French figures", () => {
  it("writes knots with a comma and at most one decimal", () => {
    expect([9, 9.44, 9.45, 12.0, 0, -0.01].map(formatKn)).toEqual(["9", "9,4", "9,5", "12", "0", "0"]);
  });
  it("writes one decimal always, with a comma, never « -0,0 »", () => {
    expect([15.6, 2, 0.04, -0.04, -0.26, 19.44].map(formatDecimal)).toEqual(["15,6", "2,0", "0,0", "0,0", "-0,3", "19,4"]);
    expect(formatKm(9.84)).toBe("9,8 km");
  });
  it("writes metres with one decimal always", () => {
    expect([1.2, 2, 0.04, 10.96].map(formatMetres)).toEqual(["1,2 m", "2,0 m", "0,0 m", "11,0 m"]);
  });
  it("writes a ban's day as dd/MM and a bearing as a French compass point", () => {
    expect(formatMonthDay("07-01")).toBe("01/07");
    expect([0, 350, 225, 270, 292, 112].map(compassPoint)).toEqual(["N", "N", "SO", "O", "ONO", "ESE"]);
  });
  it("writes a factor as a signed whole percentage", () => {
    expect([0.87, 1.1, 0.8, 1.234, 0.999].map(formatFactorChange)).toEqual(["−13\u00a0%", "+10\u00a0%", "−20\u00a0%", "+23\u00a0%", "+0\u00a0%"]);
  });
});

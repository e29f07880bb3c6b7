import { describe, expect, it } from "vitest";
import { banCovers, parisMonthDay } from "./seasonal-ban";

const summer = { from: "07-01", to: "08-31", note: "zone de baignade" };
const winter = { from: "12-15", to: "01-15", note: "réserve" };

describe("banCovers", () => {
  it("covers its first and last day, not the days around", () => {
    expect(["07-01", "07-14", "08-31"].map((d) => banCovers(summer, d))).toEqual([true, true, true]);
    expect(["06-30", "09-01", "01-01"].map((d) => banCovers(summer, d))).toEqual([false, false, false]);
  });

  it("wraps the new year when it ends before it starts", () => {
    expect(["12-15", "12-31", "01-01", "01-15"].map((d) => banCovers(winter, d))).toEqual([true, true, true, true]);
    expect(["12-14", "01-16", "07-01"].map((d) => banCovers(winter, d))).toEqual([false, false, false]);
  });

  it("covers nothing without a ban", () => {
    expect(banCovers(null, "07-14")).toBe(false);
  });
});

describe("parisMonthDay", () => {
  it("reads the day in Paris, not in UTC", () => {
    expect(parisMonthDay(new Date("2026-06-30T22:30:00Z"))).toBe("07-01"); // 00:30 on 1 July in Paris
    expect(parisMonthDay(new Date("2026-12-31T22:59:00Z"))).toBe("12-31"); // 23:59 in Paris
  });
});

describe("parisMonthDay on whole hours (memoised)", () => {
  it("gives the same answer the second time, and across the spring clock change", () => {
    const hours = ["2026-03-28T22:00:00Z", "2026-03-28T23:00:00Z", "2026-03-29T00:00:00Z", "2026-03-29T22:00:00Z"];
    const days = hours.map((h) => parisMonthDay(new Date(h)));
    expect(days).toEqual(["03-28", "03-29", "03-29", "03-30"]);
    expect(hours.map((h) => parisMonthDay(new Date(h)))).toEqual(days);
  });
});

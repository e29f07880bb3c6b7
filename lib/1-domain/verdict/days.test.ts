import { describe, expect, it } from "vitest";
import { bestVerdictByDay } from "./days";

describe("bestVerdictByDay", () => {
  it("keeps each Paris day's best verdict, days in order", () => {
    const hours = [
      { forecastDate: "2026-07-11T10:00:00Z", verdict: "marginal" as const },
      { forecastDate: "2026-07-10T10:00:00Z", verdict: "no" as const },
      { forecastDate: "2026-07-10T12:00:00Z", verdict: "go" as const },
      { forecastDate: "2026-07-10T13:00:00Z", verdict: "marginal" as const },
      { forecastDate: "2026-07-10T22:30:00Z", verdict: "go" as const }, // 00:30 on the 11th in Paris
      { forecastDate: "2026-07-12T12:00:00Z", verdict: "no" as const },
    ];
    expect(bestVerdictByDay(hours)).toEqual([
      ["2026-07-10", "go"],
      ["2026-07-11", "go"],
      ["2026-07-12", "no"],
    ]);
  });
});

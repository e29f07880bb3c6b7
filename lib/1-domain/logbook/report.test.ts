import { describe, expect, it } from "vitest";
import { REPORT_TEXT } from "./messages-report";
import { isFresh, parseReport, REPORT_FRESH_MS, reportAge, reportLine, type ReportContent } from "./report";

const NOW = new Date("2026-07-14T15:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const report: ReportContent = { sessionId: 3, windKn: 18, wind: "etabli", water: "clapot", kiteM2: 9, at: ago(20 * MIN) };

describe("a session told in the chat", () => {
  it("reads « 18 nds établis, clapot, 9 m, il y a 20 min »", () => {
    expect(reportLine(report, NOW)).toBe("18 nds établis, clapot, 9 m, il y a 20 min");
    expect(reportLine({ ...report, windKn: 22.5, wind: "rafales", water: "plat", kiteM2: 10.5 }, NOW)).toBe("22,5 nds en rafales, plan d'eau plat, 10,5 m, il y a 20 min");
  });

  it("says its age in minutes, hours or days", () => {
    expect([0, 30_000, MIN, 59 * MIN, 60 * MIN, 125 * MIN, 26 * 60 * MIN].map((ms) => reportAge(ago(ms), NOW))).toEqual([
      REPORT_TEXT.now,
      REPORT_TEXT.now,
      "il y a 1 min",
      "il y a 59 min",
      "il y a 1 h",
      "il y a 2 h 05",
      "il y a 1 j",
    ]);
  });

  it("is fresh for 3 hours", () => {
    expect(isFresh({ at: ago(REPORT_FRESH_MS) }, NOW)).toBe(true);
    expect(isFresh({ at: ago(REPORT_FRESH_MS + 1000) }, NOW)).toBe(false);
  });

  it("reads back only a well-formed stored report", () => {
    expect(parseReport(JSON.stringify(report))).toEqual(report);
    for (const bad of ["", "{", "18 nds", JSON.stringify({ ...report, water: "houle" }), JSON.stringify({ ...report, at: "hier" }), "null"]) {
      expect(parseReport(bad), bad).toBeNull();
    }
  });
});

import { describe, expect, it } from "vitest";
import { HOUR_MS } from "../verdict/daylight";
import type { JudgedHour, Verdict } from "../verdict/types";
import { goRuns, onAlertDays, parisWeekday } from "./find";
import { isSameWindow, matchWindows, SAME_WINDOW_TOLERANCE_MS } from "./match";

const NOW = new Date("2026-06-17T06:00:00Z"); // a Wednesday, 08:00 in Paris
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR_MS);
const span = (from: number, to: number) => ({ startsAt: at(from), endsAt: at(to) });
const announced = (id: number, from: number, to: number) => ({ id, ...span(from, to) });

function hour(h: number, verdict: Verdict): JudgedHour {
  const time = NOW.getTime() + h * HOUR_MS;
  return { forecastDate: new Date(time).toISOString(), time, verdict, findings: [], reasons: [], windKn: 20, gustKn: 24, directionDeg: 270, kiteSizeM2: 9, idealKiteM2: 9, confidence: "haute" };
}

describe("goRuns", () => {
  it("keeps runs of consecutive go hours of at least the minimum, ending at the end of their last hour", () => {
    const hours = (["no", "go", "go", "go", "marginal", "go", "go", "no"] as Verdict[]).map((v, i) => hour(i, v));
    expect(goRuns(hours, 2).map((w) => [w.startsAt, w.endsAt])).toEqual([
      [at(1), at(4)],
      [at(5), at(7)],
    ]);
    expect(goRuns(hours, 3)).toHaveLength(1);
  });

  it("ends a run at a missing hour", () => {
    const hours = [hour(1, "go"), hour(2, "go"), hour(4, "go"), hour(5, "go")];
    expect(goRuns(hours, 3)).toEqual([]);
    expect(goRuns(hours, 2)).toHaveLength(2);
  });
});

describe("the alert's days", () => {
  it("reads the weekday in Paris: Saturday 00:30 in Paris is still Friday in UTC", () => {
    expect(parisWeekday("2026-06-19T22:30:00Z")).toBe(6);
    expect(parisWeekday("2026-06-21T21:59:00Z")).toBe(0);
    expect(parisWeekday("2026-06-21T22:00:00Z")).toBe(1);
  });

  it("weekend is Saturday and Sunday, weekdays Monday to Friday", () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter((d) => onAlertDays("weekend", d))).toEqual([0, 6]);
    expect([0, 1, 2, 3, 4, 5, 6].filter((d) => onAlertDays("weekdays", d))).toEqual([1, 2, 3, 4, 5]);
    expect([0, 1, 2, 3, 4, 5, 6].filter((d) => onAlertDays("all", d))).toHaveLength(7);
  });
});

describe("matchWindows", () => {
  it("is the same window when start and end each moved by at most the forecast's step, one hour", () => {
    const half = SAME_WINDOW_TOLERANCE_MS / 2 / HOUR_MS;
    expect(SAME_WINDOW_TOLERANCE_MS).toBe(HOUR_MS);
    expect(isSameWindow(span(26, 30), span(26 + half, 30 + half))).toBe(true);
    expect(isSameWindow(span(26, 30), span(26, 31))).toBe(true);
    expect(isSameWindow(span(26, 30), span(25, 31))).toBe(true);
    expect(isSameWindow(span(26, 30), span(26, 32))).toBe(false);
    expect(isSameWindow(span(26, 30), span(24, 30))).toBe(false);
  });

  it("follows a window that grew by an hour instead of announcing it again", () => {
    const changes = matchWindows([announced(1, 26, 30)], [span(26, 31)], NOW, 3);
    expect(changes.kept).toEqual([{ announced: announced(1, 26, 30), found: span(26, 31) }]);
    expect(changes.opened).toEqual([]);
    expect(changes.cancelled).toEqual([]);
  });

  it("follows a window that moved by 30 minutes instead of announcing it again", () => {
    const changes = matchWindows([announced(1, 26, 30)], [span(26.5, 30.5)], NOW, 3);
    expect(changes.kept).toEqual([{ announced: announced(1, 26, 30), found: span(26.5, 30.5) }]);
    expect(changes.opened).toEqual([]);
    expect(changes.cancelled).toEqual([]);
  });

  it("announces a new window, cancels one that vanished, and treats a move by two hours as both", () => {
    const changes = matchWindows([announced(1, 26, 30), announced(2, 50, 54)], [span(28, 30), span(74, 78)], NOW, 7);
    expect(changes.kept).toEqual([]);
    expect(changes.opened).toEqual([span(28, 30), span(74, 78)]);
    expect(changes.cancelled.map((a) => a.id)).toEqual([1, 2]);
  });

  it("announces only windows not started yet and starting within the lead days", () => {
    const changes = matchWindows([], [span(-1, 3), span(0, 3), span(2, 5), span(3 * 24 - 1, 3 * 24 + 2), span(3 * 24, 3 * 24 + 3)], NOW, 3);
    expect(changes.opened).toEqual([span(2, 5), span(3 * 24 - 1, 3 * 24 + 2)]);
  });

  it("counts the lead days on the Paris calendar: three days ahead across the spring change is 71 hours", () => {
    const friday = new Date("2026-03-27T09:00:00Z"); // 10:00 in Paris; clocks go forward on Sunday the 29th
    const from = (hours: number) => ({ startsAt: new Date(friday.getTime() + hours * HOUR_MS), endsAt: new Date(friday.getTime() + (hours + 3) * HOUR_MS) });
    // Monday 10:00 in Paris is 71 hours later: a window starting half an hour after it is beyond the lead days.
    const changes = matchWindows([], [from(70.5), from(71.5)], friday, 3);
    expect(changes.opened).toEqual([from(70.5)]);
  });

  it("never cancels a window under way, nor announces another one overlapping it", () => {
    const changes = matchWindows([announced(1, -1, 3)], [span(1, 5)], NOW, 3);
    expect(changes).toEqual({ kept: [], opened: [], cancelled: [] });
  });

  it("pairs each announced window with the nearest window found", () => {
    const changes = matchWindows([announced(1, 26, 30)], [span(25.6, 30), span(26.2, 30)], NOW, 3);
    expect(changes.kept[0]!.found).toEqual(span(26.2, 30));
    expect(changes.opened).toEqual([span(25.6, 30)]);
  });
});

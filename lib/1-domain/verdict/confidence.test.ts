import { describe, expect, it } from "vitest";
import { hour, westSpot } from "@/tests/support/verdict";
import { DEFAULT_PREFERENCES } from "../validation/preferences";
import { AGREE_DEG, hourConfidence, ONE_MODEL_HOURS, TWO_MODELS_HOURS, type ModelSample } from "./confidence";
import { NOTES } from "./messages";
import { spotHourVerdicts } from "./spot-hours";
import { findWindows } from "./windows";

const at = (windKn: number, directionDeg = 270): ModelSample => ({ windKn, directionDeg });

describe("hourConfidence", () => {
  it("is « haute » when three or more models agree on the wind and its direction", () => {
    expect(hourConfidence([at(18), at(19), at(20), at(17)], 6)).toEqual({ confidence: "haute", disagreement: null });
    expect(hourConfidence([at(18, 260), at(19, 280), at(20, 270)], 100).confidence).toBe("haute");
  });

  it("is « moyenne » when they roughly agree", () => {
    expect(hourConfidence([at(16), at(19), at(21)], 6).confidence).toBe("moyenne"); // 5 kn apart
    expect(hourConfidence([at(18, 270 - AGREE_DEG - 10), at(18, 270 + AGREE_DEG + 10), at(18)], 6).confidence).toBe("moyenne");
  });

  it("is « faible » and says so when they disagree (ECMWF 12 kn, AROME 20 kn)", () => {
    expect(hourConfidence([at(12), at(20), at(16)], 6)).toEqual({ confidence: "faible", disagreement: { minKn: 12, maxKn: 20, direction: false } });
    expect(hourConfidence([at(18, 200), at(18, 300), at(18, 250)], 6)).toEqual({
      confidence: "faible",
      disagreement: { minKn: 18, maxKn: 18, direction: true },
    });
  });

  it("leaves out the direction of a light wind", () => {
    expect(hourConfidence([at(5, 0), at(6, 180), at(5, 90)], 6).confidence).toBe("haute");
  });

  it("never gives « haute » to a single model, nor to far hours of two", () => {
    expect(hourConfidence([], 6).confidence).toBe("moyenne");
    expect(hourConfidence([at(18)], ONE_MODEL_HOURS).confidence).toBe("moyenne");
    expect(hourConfidence([at(18)], ONE_MODEL_HOURS + 1).confidence).toBe("faible");
    expect(hourConfidence([at(18)], 150).confidence).toBe("faible");
    expect(hourConfidence([at(18), at(18)], TWO_MODELS_HOURS).confidence).toBe("haute");
    expect(hourConfidence([at(18), at(18)], TWO_MODELS_HOURS + 1).confidence).toBe("moyenne");
  });
});

describe("confidence in the verdicts and windows", () => {
  const prefs = { ...DEFAULT_PREFERENCES, saved: true };
  const NOON = Date.parse("2026-06-21T12:00:00Z");
  const hours = [0, 1, 2].map((i) => hour(20, { at: new Date(NOON + i * 3_600_000).toISOString() }));
  const samples = (kn: number[]) => kn.map((windKn) => ({ windKn, directionDeg: 270 }));

  it("shows an hour whose models disagree, without changing its verdict, and a window as sure as its weakest hour", () => {
    const byTime = new Map([
      [NOON, samples([19, 20, 21])],
      [NOON + 3_600_000, samples([12, 20, 22])],
      [NOON + 7_200_000, samples([19, 20, 21])],
    ]);
    const judged = spotHourVerdicts(westSpot(), hours, prefs, undefined, undefined, { byTime, nowMs: NOON - 6 * 3_600_000 });
    expect(judged.map((h) => h.confidence)).toEqual(["haute", "faible", "haute"]);
    expect(judged[1]).toMatchObject({ verdict: "go", reasons: ["Conditions réunies (20\u00a0nds, onshore), aile conseillée ≈\u00a08\u00a0m", NOTES.disagree(12, 22)] });
    const [window] = findWindows(judged, new Date(NOON));
    expect(window).toMatchObject({ confidence: "faible", best: true });
  });
});

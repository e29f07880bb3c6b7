import { describe, expect, it } from "vitest";
import { fakeRunValues, fakeStationWind } from "@/tests/fakes/previous-runs-server";
import { syntheticHistory } from "@/tests/support/correction";
import { MS_TO_KNOTS } from "../wind/knots";
import { appliedCorrection, applyCorrection } from "./apply";
import { BACKTEST_DAYS, learnCorrection, learnSpot, MIN_TEST_DAYS } from "./learn";
import { pairDays } from "./pairs";

/*
 * The correction on the Previous Runs fake's weather (tests/fakes/previous-runs-server.ts): 60 days of day-ahead
 * forecasts against a station that reads consistently above the models, one that disagrees at random, one that
 * agrees, and a spot with too little history.
 */
const NOW = new Date("2025-07-20T09:30:00Z");
const PLACE = { latitude: 50.87, longitude: 1.6 };
const HOUR = 3_600_000;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe("learning a spot's correction", () => {
  it("corrects a station that reads above the models: applied, back-tested on 30 held-out days, closer to the station tomorrow", () => {
    const { forecasts, stations } = syntheticHistory(PLACE, "above", 60, NOW);
    const blend = learnSpot(forecasts, stations, NOW).get("blend")!;
    expect(blend).toMatchObject({ applied: true, reason: null });
    expect(blend.testedDays).toBeGreaterThanOrEqual(BACKTEST_DAYS - 1);
    expect(blend.days).toHaveLength(blend.testedDays);
    expect(blend.rawMaeKn! - blend.correctedMaeKn!).toBeGreaterThan(2);
    expect(blend.trainedHours).toBe(60 * 24);
    expect(blend.direction).toMatchObject({ applied: true });
    expect(blend.direction!.correctedMaeDeg).toBeLessThan(blend.direction!.rawMaeDeg - 5);
    expect(blend.gust?.method).not.toBe("raw");

    // Tomorrow's forecast, corrected, against what the station will measure.
    const tomorrow = Array.from({ length: 24 }, (_, h) => new Date(Date.parse("2025-07-21T00:00:00Z") + h * HOUR));
    const hours = tomorrow.map((at) => {
      const f = fakeRunValues(PLACE.latitude, PLACE.longitude, at, "meteofrance_seamless", 1);
      return { forecastDate: at, windSpeed: f.windKn / MS_TO_KNOTS, windGust: f.gustKn / MS_TO_KNOTS, windDirection: f.directionDeg };
    });
    const corrected = applyCorrection(hours, appliedCorrection(blend));
    const station = tomorrow.map((at) => fakeStationWind(PLACE.latitude, PLACE.longitude, at, "above").windKn);
    const rawError = mean(hours.map((h, i) => Math.abs(h.windSpeed * MS_TO_KNOTS - station[i]!)));
    const correctedError = mean(corrected.map((h, i) => Math.abs(h.windSpeed * MS_TO_KNOTS - station[i]!)));
    expect(rawError).toBeGreaterThan(3);
    expect(correctedError).toBeLessThan(rawError / 2);
  });

  it("keeps the raw model where the station disagrees at random: the correction does not do better", () => {
    const { forecasts, stations } = syntheticHistory(PLACE, "random", 60, NOW);
    for (const c of learnSpot(forecasts, stations, NOW).values()) {
      expect(c).toMatchObject({ applied: false, reason: "not-better" });
      expect(c.testedDays).toBeGreaterThanOrEqual(MIN_TEST_DAYS);
      expect(Math.abs(c.rawMaeKn! - c.correctedMaeKn!)).toBeLessThan(0.3);
      expect(appliedCorrection(c)).toBeNull();
    }
  });

  it("keeps the raw model where the models are already right", () => {
    const { forecasts, stations } = syntheticHistory(PLACE, "agrees", 60, NOW);
    expect(learnSpot(forecasts, stations, NOW).get("icon_eu")).toMatchObject({ applied: false, reason: "not-better" });
  });

  it("says « not enough measurements » with fewer than 14 held-out days, even for a plain bias", () => {
    const { forecasts, stations } = syntheticHistory(PLACE, "above", 20, NOW);
    const c = learnSpot(forecasts, stations, NOW).get("blend")!;
    expect(c).toMatchObject({ applied: false, reason: "not-enough-data" });
    expect(c.testedDays).toBeLessThan(MIN_TEST_DAYS);
    expect(learnCorrection([], NOW)).toMatchObject({ applied: false, reason: "not-enough-data", trainedHours: 0, rawMaeKn: null, table: null });
  });

  it("never looks ahead: a held-out day scores the same whether or not later days are known", () => {
    const { forecasts, stations } = syntheticHistory(PLACE, "above", 60, NOW);
    const pairs = pairDays(forecasts, stations).get("blend")!;
    const full = learnCorrection(pairs, NOW).days;
    const cut = Date.parse("2025-07-08T00:00:00Z");
    const early = learnCorrection(
      pairs.filter((p) => p.at < cut),
      NOW,
    ).days;
    const before = (d: { date: string }) => d.date < "2025-07-08";
    expect(early.filter(before)).toEqual(full.filter(before));
    expect(early.filter(before).length).toBeGreaterThan(10);
  });
});

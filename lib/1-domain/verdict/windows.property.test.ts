import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { westSpot } from "../../../tests/support/verdict";
import { SPOT_LEVELS } from "../spots/knowledge-types";
import { MS_TO_KNOTS } from "../wind/knots";
import type { RiderPreferences } from "../validation/preferences";
import { HOUR_MS } from "./daylight";
import { WINDOW_ALL_GO } from "./messages";
import { spotHourVerdicts } from "./spot-hours";
import type { ForecastHour } from "./types";
import { findWindows, kiteFits } from "./windows";
import { KITE_SHIFT_MAX, KITE_SHIFT_MIN } from "./kite-size";

/*
 * Random riders and random weeks of wind, judged by the real rules: a « Navigable » window must never hide what
 * one of its hours would say. It holds only « Navigable » hours, none gusting over the rider's limit, no limiting
 * reason, and one kite of the rider's that fits every one of its hours.
 */
/** A rider, their quiver spread over their wind range (some sizes off it), as riders' quivers are. */
const rider = fc
  .record({
    windMinKn: fc.integer({ min: 6, max: 20 }),
    span: fc.integer({ min: 4, max: 25 }),
    gustExtra: fc.integer({ min: 0, max: 6 }),
    level: fc.constantFrom(...SPOT_LEVELS),
    weightKg: fc.integer({ min: 40, max: 120 }),
    kiteAt: fc.oneof(fc.constant<number[]>([]), fc.array(fc.double({ min: -0.2, max: 1.2, noNaN: true }), { minLength: 2, maxLength: 6 })),
    saved: fc.boolean(),
    // The shift a logbook may set (lib/1-domain/logbook/kite-shift.ts): the windows hold whatever it is.
    kiteShift: fc.option(fc.double({ min: KITE_SHIFT_MIN, max: KITE_SHIFT_MAX, noNaN: true }), { nil: null }),
  })
  .map(({ windMinKn, span, gustExtra, kiteAt, ...rest }): RiderPreferences => {
    const windMaxKn = windMinKn + span;
    const sizes = kiteAt.map((t) => Math.min(17, Math.max(3, Math.round((4 * rest.weightKg * 1.1) / (windMinKn + t * span)) / 2)));
    return { ...rest, windMinKn, windMaxKn, gustMaxKn: windMaxKn + gustExtra, kites: [...new Set(sizes)].sort((a, b) => a - b) };
  });

const START = Date.parse("2026-06-20T06:00:00Z"); // 08:00 in Paris, in full daylight

/**
 * A week of wind as it blows, near the rider's range and from the sea most of the time (so that windows happen):
 * each hour drifts from the last by a few knots and degrees, its gusts vary freely, often just around the limit.
 */
const step = fc.record({
  dKn: fc.double({ min: -2.5, max: 2.5, noNaN: true }),
  dDeg: fc.integer({ min: -20, max: 20 }),
  gustGap: fc.option(fc.double({ min: 0, max: 14, noNaN: true }), { nil: null, freq: 8 }),
});
const weekFor = (prefs: RiderPreferences) =>
  fc
    .record({
      kn: fc.double({ min: prefs.windMinKn, max: prefs.windMaxKn, noNaN: true }),
      deg: fc.integer({ min: 190, max: 350 }),
      steps: fc.array(step, { minLength: 2, maxLength: 60 }),
    })
    .map(({ kn, deg, steps }) =>
      steps.map(({ dKn, dDeg, gustGap }, i): ForecastHour => {
        kn = Math.min(45, Math.max(0, kn + dKn));
        deg = (deg + dDeg + 360) % 360;
        return {
          forecastDate: new Date(START + i * HOUR_MS).toISOString(),
          windSpeed: kn / MS_TO_KNOTS,
          windGust: gustGap === null ? null : (kn + gustGap) / MS_TO_KNOTS,
          windDirection: deg,
        };
      }),
    );
/** The spot's level: mostly one the rider has, sometimes above it. */
const case_ = rider.chain((prefs) => fc.tuple(fc.constant(prefs), weekFor(prefs), fc.constantFrom("débutant" as const, prefs.level, prefs.level, "confirmé" as const)));

describe("windows over random riders and random hours", () => {
  it("never makes a « Navigable » window of anything but « Navigable » hours, under the gust limit, with a kite that fits", () => {
    let goWindows = 0;
    fc.assert(
      fc.property(case_, ([prefs, hours, spotLevel]) => {
        const judged = spotHourVerdicts(westSpot({ level: spotLevel }), hours, prefs);
        const byTime = new Map(judged.map((h) => [h.time, h]));
        for (const w of findWindows(judged, new Date(START))) {
          const inside = [];
          for (let t = Date.parse(w.start); t < Date.parse(w.end); t += HOUR_MS) inside.push(byTime.get(t)!);
          expect(inside.every((h) => h.verdict === w.verdict)).toBe(true);
          if (w.verdict !== "go") continue;
          goWindows++;
          expect(w.maxGustKn).toBeLessThanOrEqual(prefs.gustMaxKn);
          expect(w.reasons).toEqual([WINDOW_ALL_GO]);
          expect(w.kiteSizeM2).not.toBeNull();
          if (prefs.kites.length) expect(prefs.kites).toContain(w.kiteSizeM2);
          for (const h of inside) expect(kiteFits(w.kiteSizeM2!, h)).toBe(true);
        }
      }),
      { numRuns: 600 },
    );
    // The property is only worth something if the random weeks make windows to check.
    expect(goWindows).toBeGreaterThan(100);
  });
});

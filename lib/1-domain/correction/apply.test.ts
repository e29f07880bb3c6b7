import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MS_TO_KNOTS } from "../wind/knots";
import { appliedCorrection, applyCorrection, correctHourKn, type AppliedCorrection, type CorrectionTable } from "./apply";
import { SECTORS, STRATA } from "./strata";

const everywhere = (a: number, b: number) => Array.from({ length: STRATA }, () => [a, b]).flat();
const table = (mean: number[], gust: number[] | null = null, direction: number[] | null = null): CorrectionTable => ({ mean, gust, direction });
// 14:00 in Paris in July: the afternoon block.
const hour = (kn: number, gustKn: number | null, directionDeg = 270) => ({
  forecastDate: "2025-07-21T12:00:00.000Z",
  windSpeed: kn / MS_TO_KNOTS,
  windGust: gustKn === null ? null : gustKn / MS_TO_KNOTS,
  windDirection: directionDeg,
  temperature: 18,
});

describe("applying a correction to forecast hours", () => {
  it("corrects the mean wind in knots and gives m/s back, keeping every other field", () => {
    const c: AppliedCorrection = { table: table(everywhere(2, 1.1)), gust: "raw", direction: false };
    const [out] = applyCorrection([hour(10, 14)], c);
    expect(out!.windSpeed * MS_TO_KNOTS).toBeCloseTo(13);
    expect(out!.windGust! * MS_TO_KNOTS).toBeCloseTo(14); // raw gusts stay as they were
    expect(out).toMatchObject({ windDirection: 270, temperature: 18, forecastDate: "2025-07-21T12:00:00.000Z" });
  });

  it("corrects gusts by their own line, or by the mean's ratio, and never leaves one under its mean", () => {
    const line: AppliedCorrection = { table: table(everywhere(2, 1.1), everywhere(1, 1)), gust: "line", direction: false };
    expect(applyCorrection([hour(10, 14)], line)[0]!.windGust! * MS_TO_KNOTS).toBeCloseTo(15);
    const ratio: AppliedCorrection = { ...line, gust: "ratio" };
    expect(applyCorrection([hour(10, 14)], ratio)[0]!.windGust! * MS_TO_KNOTS).toBeCloseTo(14 * 1.3);
    const raw: AppliedCorrection = { ...line, gust: "raw" };
    expect(applyCorrection([hour(10, 11)], raw)[0]!.windGust! * MS_TO_KNOTS).toBeCloseTo(13);
    expect(applyCorrection([hour(10, null)], ratio)[0]!.windGust).toBeNull();
  });

  it("turns the direction by its sector's offset only where that helped", () => {
    const turns = Array.from({ length: SECTORS }, (_, s) => (s === 6 ? 15 : 0));
    const base = { table: table(everywhere(0, 1), null, turns), gust: "raw" as const };
    expect(applyCorrection([hour(12, null, 270)], { ...base, direction: true })[0]!.windDirection).toBe(285);
    expect(applyCorrection([hour(12, null, 270)], { ...base, direction: false })[0]!.windDirection).toBe(270);
    expect(applyCorrection([hour(12, null, 350)], { ...base, direction: true })[0]!.windDirection).toBe(350);
  });

  it("applies nothing where the correction did not beat the raw model", () => {
    const hours = [hour(10, 14)];
    expect(applyCorrection(hours, null)).toEqual(hours);
    const stored = {
      applied: false,
      reason: "not-better" as const,
      trainedFrom: null,
      trainedTo: null,
      trainedHours: 0,
      testedHours: 0,
      testedDays: 0,
      rawMaeKn: null,
      correctedMaeKn: null,
      gust: null,
      direction: null,
      days: [],
      table: table(everywhere(5, 1)),
    };
    expect(appliedCorrection(stored)).toBeNull();
    expect(appliedCorrection({ ...stored, applied: true, reason: null })).toMatchObject({ gust: "raw", direction: false });
  });

  it("never gives a negative wind nor a gust under its mean, whatever the table", () => {
    const lineArb = fc.tuple(fc.double({ min: -20, max: 20, noNaN: true }), fc.double({ min: 0.5, max: 1.6, noNaN: true }));
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: STRATA, maxLength: STRATA }),
        fc.array(lineArb, { minLength: STRATA, maxLength: STRATA }),
        fc.constantFrom("line" as const, "ratio" as const, "raw" as const),
        fc.integer({ min: 0, max: 5 }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 80, noNaN: true })),
        fc.double({ min: 0, max: 359.9, noNaN: true }),
        (mean, gust, method, block, kn, gustKn, directionDeg) => {
          const c: AppliedCorrection = { table: table(mean.flat(), gust.flat()), gust: method, direction: false };
          const out = correctHourKn(c, block, { kn, gustKn, directionDeg });
          expect(out.kn).toBeGreaterThanOrEqual(0);
          if (gustKn !== null) expect(out.gustKn!).toBeGreaterThanOrEqual(out.kn);
          else expect(out.gustKn).toBeNull();
        },
      ),
    );
  });
});

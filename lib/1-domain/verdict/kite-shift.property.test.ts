import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hour, westSpot } from "../../../tests/support/verdict";
import { SPOT_LEVELS } from "../spots/knowledge-types";
import { DEFAULT_PREFERENCES, type RiderPreferences } from "../validation/preferences";
import { KITE_SHIFT_MAX, KITE_SHIFT_MIN } from "./kite-size";
import { NOTES } from "./messages";
import { spotHourVerdicts } from "./spot-hours";
import type { Finding } from "./types";

/*
 * The logbook's kite-size shift (docs/decisions/0030-rider-logbook.md) moves the kite Alizé names, and nothing else:
 * a « Limite » for gusts (over the rider's limit, or irregular) stays at best « Limite » whatever the shift.
 */
const rider: RiderPreferences = { ...DEFAULT_PREFERENCES, saved: true, weightKg: 75, kites: [7, 9, 12] };
const judge = (kn: number, prefs: RiderPreferences, gustKn: number | null = null) => spotHourVerdicts(westSpot(), [hour(kn, { gustKn })], prefs)[0]!;

const GUST_CODES = new Set<Finding["code"]>(["gusts", "gustsOverLimit", "irregular"]);
const KITE_CODES = new Set<Finding["code"]>(["noKite"]);

describe("the kite-size shift in an hour's verdict", () => {
  it("names a smaller kite for a rider who rides smaller, and says why", () => {
    expect(judge(18, rider)).toMatchObject({ verdict: "go", kiteSizeM2: 9 }); // ideal 9.2\u00a0m
    const shifted = judge(18, { ...rider, kiteShift: 0.8 }); // ideal 7.3\u00a0m
    expect(shifted).toMatchObject({ verdict: "go", kiteSizeM2: 7 });
    expect(shifted.idealKiteM2).toBeCloseTo(7.33, 2);
    expect(shifted.reasons).toEqual(["Conditions réunies sur 7\u00a0m (18\u00a0nds, onshore)", NOTES.kiteShift(0.8)]);
    expect(NOTES.kiteShift(0.8)).toBe("Taille d'aile ajustée à vos sessions (−20\u00a0%)");
  });

  it("shifts the advised size of a rider without a quiver too", () => {
    const noQuiver = { ...rider, kites: [] };
    expect(judge(18, noQuiver).kiteSizeM2).toBe(9);
    expect(judge(18, { ...noQuiver, kiteShift: 1.2 }).kiteSizeM2).toBe(11);
  });

  it("says nothing of the shift where no size is named (too little wind, or night)", () => {
    const shifted = { ...rider, kiteShift: 0.85 };
    expect(judge(4, shifted).reasons).not.toContain(NOTES.kiteShift(0.85));
  });

  it("leaves a « Limite » for gusts at « Limite », even when it finds a kite at last", () => {
    // 24 kn gusting 33 for a 30-kn gust limit: over the limit, « Limite »; a lone 9 m is too big (ideal 6.9 m).
    const plain = judge(24, { ...rider, kites: [9] }, 33);
    expect(plain.verdict).toBe("marginal");
    expect(plain.findings.map((f) => f.code)).toEqual(["gustsOverLimit", "noKite"]);
    // A rider who rides bigger: the 9 m now fits, the gusts still cap the hour.
    const shifted = judge(24, { ...rider, kites: [9], kiteShift: KITE_SHIFT_MAX }, 33);
    expect(shifted.kiteSizeM2).toBe(9);
    expect(shifted.verdict).toBe("marginal");
    expect(shifted.findings.map((f) => f.code)).toEqual(["gustsOverLimit"]);
  });

  it("never changes a gust finding nor any other finding but the kite's, and never lifts a gust « Limite » to « Navigable » (property)", () => {
    const prefs = fc.record({
      windMinKn: fc.integer({ min: 5, max: 20 }),
      span: fc.integer({ min: 4, max: 30 }),
      gustExtra: fc.integer({ min: 0, max: 10 }),
      level: fc.constantFrom(...SPOT_LEVELS),
      weightKg: fc.integer({ min: 35, max: 150 }),
      kites: fc.uniqueArray(fc.integer({ min: 6, max: 42 }).map((h) => h / 2), { maxLength: 6 }),
      saved: fc.boolean(),
    });
    const weather = fc.record({
      kn: fc.double({ min: 0, max: 50, noNaN: true }),
      gustGap: fc.option(fc.double({ min: 0, max: 25, noNaN: true }), { nil: null }),
      deg: fc.integer({ min: 0, max: 359 }),
      hourUtc: fc.integer({ min: 3, max: 21 }),
    });
    const shift = fc.double({ min: KITE_SHIFT_MIN, max: KITE_SHIFT_MAX, noNaN: true });
    fc.assert(
      fc.property(prefs, weather, shift, (p, w, s) => {
        const base: RiderPreferences = {
          windMinKn: p.windMinKn,
          windMaxKn: p.windMinKn + p.span,
          gustMaxKn: p.windMinKn + p.span + p.gustExtra,
          level: p.level,
          weightKg: p.weightKg,
          kites: [...p.kites].sort((a, b) => a - b),
          saved: p.saved,
          kiteShift: null,
        };
        const h = hour(w.kn, { gustKn: w.gustGap === null ? null : w.kn + w.gustGap, deg: w.deg, at: `2026-06-21T${String(w.hourUtc).padStart(2, "0")}:00:00.000Z` });
        const [plain] = spotHourVerdicts(westSpot(), [h], base);
        const [shifted] = spotHourVerdicts(westSpot(), [h], { ...base, kiteShift: s });
        // A « no » lists its blocking reasons only: compare everything found, from the codes of the reasons' rules.
        const others = (f: readonly Finding[]) => f.filter((x) => !KITE_CODES.has(x.code)).map((x) => `${x.severity}:${x.code}`);
        const gusts = (f: readonly Finding[]) => f.filter((x) => GUST_CODES.has(x.code)).map((x) => `${x.severity}:${x.code}`);
        if (plain!.verdict !== "no" && shifted!.verdict !== "no") expect(others(shifted!.findings)).toEqual(others(plain!.findings));
        expect(gusts(shifted!.findings)).toEqual(gusts(plain!.findings));
        if (gusts(plain!.findings).length) expect(shifted!.verdict).not.toBe("go");
        // A « no » stays a « no »: the kite rule only ever caps at « Limite ».
        expect(shifted!.verdict === "no").toBe(plain!.verdict === "no");
      }),
      { numRuns: 2000 },
    );
  });
});

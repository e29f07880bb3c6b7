import { describe, expect, it } from "vitest";
import { hour, westSpot } from "@/tests/support/verdict";
import { DEFAULT_PREFERENCES, type RiderPreferences } from "../validation/preferences";
import { NOTES, REASONS } from "./messages";
import { GUST_MARGIN_KN, NEAR_THRESHOLD_KN } from "./rules";
import { spotHourFacts, spotHourVerdicts, type HeightAt } from "./spot-hours";
import type { ForecastHour, VerdictSpot } from "./types";

const prefs: RiderPreferences = { ...DEFAULT_PREFERENCES, saved: true }; // 12–30 knots, intermédiaire, no quiver

function judge(h: ForecastHour, spot: VerdictSpot = westSpot(), p: RiderPreferences = prefs, heightAt?: HeightAt) {
  const [judged] = spotHourVerdicts(spot, [h], p, heightAt);
  return { verdict: judged!.verdict, reasons: judged!.reasons };
}

describe("an hour's verdict", () => {
  it("is go with a cross-shore 20 knots at 14:00, and says why", () => {
    expect(judge(hour(20, { deg: 200 }))).toEqual({ verdict: "go", reasons: ["Conditions réunies (20\u00a0nds, side-on), aile conseillée ≈\u00a08\u00a0m"] });
  });

  it("is no at night, with « Nuit »", () => {
    expect(judge(hour(20, { at: "2026-06-21T01:00:00Z" }))).toEqual({ verdict: "no", reasons: ["Nuit"] });
  });

  it("is marginal in the first and last hour of daylight", () => {
    expect(judge(hour(20, { at: "2026-06-21T04:45:00Z" }))).toEqual({ verdict: "marginal", reasons: ["Première heure de jour"] });
    expect(judge(hour(20, { at: "2026-06-21T20:00:00Z" }))).toEqual({ verdict: "marginal", reasons: ["Dernière heure de jour"] });
  });

  describe("wind against the rider's range", () => {
    it.each([
      [9, "no", "Trop peu de vent (9\u00a0nds < 12)"],
      [11.5, "marginal", "Vent un peu faible (11,5\u00a0nds < 12)"],
      [12, "marginal", "Vent juste suffisant (12\u00a0nds, minimum 12)"],
      [12 + NEAR_THRESHOLD_KN, "marginal", "Vent juste suffisant (14\u00a0nds, minimum 12)"],
      [14.1, "go", "Conditions réunies (14,1\u00a0nds, onshore), aile conseillée ≈\u00a012\u00a0m"],
      [27.9, "go", "Conditions réunies (27,9\u00a0nds, onshore), aile conseillée ≈\u00a06\u00a0m"],
      [28, "marginal", "Vent proche de votre maximum (28\u00a0nds, maximum 30)"],
      [31, "marginal", "Vent un peu fort (31\u00a0nds > 30)"],
      [33, "no", "Trop de vent (33\u00a0nds > 30)"],
    ])("%s knots → %s, « %s »", (kn, verdict, reason) => {
      expect(judge(hour(kn, { gustKn: null }))).toEqual({ verdict, reasons: [reason] });
    });

    it("follows the rider's own range", () => {
      const light: RiderPreferences = { ...prefs, windMinKn: 8, windMaxKn: 18, gustMaxKn: 18, level: "confirmé" };
      expect(judge(hour(12, { gustKn: null }), westSpot(), light).verdict).toBe("go");
      expect(judge(hour(22, { gustKn: null }), westSpot(), light).reasons).toEqual(["Trop de vent (22\u00a0nds > 18)"]);
    });
  });

  describe("gusts", () => {
    it("are never « go » above the rider's gust limit: marginal up to 5 knots over it, no beyond", () => {
      const limit = prefs.gustMaxKn;
      expect(judge(hour(24, { gustKn: limit })).verdict).toBe("go");
      expect(judge(hour(26, { gustKn: 34 }))).toEqual({ verdict: "marginal", reasons: ["Rafales au-dessus de votre limite (34\u00a0nds > 30)"] });
      expect(judge(hour(24, { gustKn: limit + GUST_MARGIN_KN }))).toMatchObject({ verdict: "marginal" });
      expect(judge(hour(24, { gustKn: limit + GUST_MARGIN_KN + 0.1 }))).toEqual({ verdict: "no", reasons: [REASONS.gusts(35.1, limit, GUST_MARGIN_KN)] });
      // The rider reads their own limit and the margin, not a threshold they never set.
      expect(REASONS.gusts(35.1, 30, 5)).toBe("Rafales trop fortes (35,1\u00a0nds, plus de 5\u00a0nds au-dessus de votre limite de 30\u00a0nds)");
    });

    it("follow the rider's own limit, not the wind maximum", () => {
      const tolerant = { ...prefs, windMaxKn: 25, gustMaxKn: 35 };
      expect(judge(hour(20, { gustKn: 29 }), westSpot(), tolerant).verdict).toBe("go");
      const careful = { ...prefs, windMaxKn: 25, gustMaxKn: 25 };
      expect(judge(hour(20, { gustKn: 29 }), westSpot(), careful).reasons).toEqual(["Rafales au-dessus de votre limite (29\u00a0nds > 25)"]);
    });

    it("make an hour irregular 10 knots above the mean, or at 1.5 times it: at best marginal", () => {
      expect(judge(hour(22, { gustKn: 31.9 }), westSpot(), { ...prefs, gustMaxKn: 40, windMaxKn: 35 }).verdict).toBe("go");
      expect(judge(hour(22, { gustKn: 32 }), westSpot(), { ...prefs, gustMaxKn: 40, windMaxKn: 35 })).toEqual({
        verdict: "marginal",
        reasons: ["Vent irrégulier (rafales 32 pour 22 de moyenne)"],
      });
      expect(judge(hour(16, { gustKn: 24 })).reasons).toEqual(["Vent irrégulier (rafales 24 pour 16 de moyenne)"]);
      expect(judge(hour(16, { gustKn: 23.9 })).verdict).toBe("go");
    });

    it("say both when a gust is over the limit and far above the mean (the issue's 22 kn gusting 34)", () => {
      expect(judge(hour(22, { gustKn: 34 }))).toEqual({
        verdict: "marginal",
        reasons: ["Rafales au-dessus de votre limite (34\u00a0nds > 30)", "Vent irrégulier (rafales 34 pour 22 de moyenne)"],
      });
    });
  });

  describe("kite size", () => {
    const rider = (weightKg: number, kites: number[]) => ({ ...prefs, weightKg, kites });
    const verdictOf = (kn: number, p: RiderPreferences) => spotHourVerdicts(westSpot(), [hour(kn, { gustKn: kn + 2 })], p)[0]!;

    it("names the quiver's kite that fits: « GO sur 9\u00a0m »", () => {
      const v = verdictOf(18, rider(75, [7, 9, 12]));
      expect(v).toMatchObject({ verdict: "go", kiteSizeM2: 9, reasons: ["Conditions réunies sur 9\u00a0m (18\u00a0nds, onshore)"] });
    });

    it.each([
      // 75 kg: 2.2 × 75 ÷ wind. Fits from 0.75 × to 1.25 × the ideal size, nearest first.
      [14, 12, "ideal 11.8\u00a0m"],
      [18, 9, "ideal 9.2\u00a0m"],
      [22, 7, "ideal 7.5\u00a0m: 7 is nearer than 9"],
      [26, 7, "ideal 6.3\u00a0m: 7 within 1.25 ×"],
    ])("%s knots, 75 kg, quiver 7/9/12 → %s m (%s)", (kn, kite) => {
      expect(verdictOf(kn, rider(75, [7, 9, 12])).kiteSizeM2).toBe(kite);
    });

    it("scales with the rider's weight", () => {
      expect(verdictOf(18, { ...prefs, weightKg: 60 }).kiteSizeM2).toBe(7); // 7.3\u00a0m
      expect(verdictOf(18, { ...prefs, weightKg: 95 }).kiteSizeM2).toBe(12); // 11.6\u00a0m
    });

    it("is marginal with no kite of the quiver fitting, saying which size would", () => {
      const v = verdictOf(16, rider(75, [5, 7])); // ideal 10.3\u00a0m: 7 is below 0.75 × (7.7\u00a0m), underpowered
      expect(v).toMatchObject({ verdict: "marginal", kiteSizeM2: null, reasons: ["Aucune aile adaptée (il faudrait ≈\u00a010\u00a0m)"] });
      expect(verdictOf(27, rider(75, [12, 14])).reasons).toEqual(["Aucune aile adaptée (il faudrait ≈\u00a06\u00a0m)"]); // overpowered
    });

    it("gives the size as advice without a quiver, and none in too little wind", () => {
      expect(verdictOf(18, rider(75, []))).toMatchObject({ verdict: "go", kiteSizeM2: 9 });
      expect(verdictOf(4, rider(75, [9])).kiteSizeM2).toBeNull();
    });
  });

  it("says so while the rider's conditions are the defaults, without capping the verdict", () => {
    const unsaved = { ...prefs, saved: false };
    expect(judge(hour(20), westSpot(), unsaved)).toEqual({
      verdict: "go",
      reasons: ["Conditions réunies (20\u00a0nds, onshore), aile conseillée ≈\u00a08\u00a0m", NOTES.defaults],
    });
    expect(judge(hour(20, { at: "2026-06-21T01:00:00Z" }), westSpot(), unsaved).reasons).toEqual(["Nuit"]);
  });

  describe("direction", () => {
    it("is no from an offshore sector: « Vent de terre (offshore) : dangereux »", () => {
      expect(judge(hour(20, { deg: 90 }))).toEqual({ verdict: "no", reasons: [REASONS.offshore()] });
    });

    it("is marginal side-off, inside or outside the rideable sectors", () => {
      expect(judge(hour(20, { deg: 150 }))).toEqual({ verdict: "marginal", reasons: [REASONS.sideOff()] });
      expect(judge(hour(20, { deg: 20 }))).toEqual({ verdict: "marginal", reasons: [REASONS.sideOff()] });
    });

    it("is no for a direction outside every rideable sector", () => {
      const narrow = westSpot({ rideableSectors: [{ from: 240, to: 300 }] });
      expect(judge(hour(20, { deg: 190 }), narrow)).toEqual({ verdict: "no", reasons: ["Direction non navigable ici (S)"] });
    });
  });

  describe("tide", () => {
    const bay = westSpot({ tide: { minHeightM: 2, maxHeightM: 6.5, note: "Baie qui découvre" } });

    it("is no below or above the spot's heights, in French figures", () => {
      expect(judge(hour(20), bay, prefs, () => 1.23)).toEqual({ verdict: "no", reasons: ["Marée trop basse (1,2\u00a0m < 2,0\u00a0m)"] });
      expect(judge(hour(20), bay, prefs, () => 7)).toEqual({ verdict: "no", reasons: ["Marée trop haute (7,0\u00a0m > 6,5\u00a0m)"] });
      expect(judge(hour(20), bay, prefs, () => 2).verdict).toBe("go");
    });

    it("ignores the height where the spot sets no limit, and is marginal when a needed height is unknown", () => {
      expect(judge(hour(20), westSpot(), prefs, () => 0.1).verdict).toBe("go");
      expect(judge(hour(20), bay, prefs, () => null)).toEqual({ verdict: "marginal", reasons: [REASONS.tideUnknown()] });
    });
  });

  describe("seasonal ban", () => {
    const ban = { from: "06-15", to: "09-15", note: "zone de baignade" };
    it("is no while a ban is in force, naming it", () => {
      expect(judge(hour(20), westSpot({ seasonalBan: ban }))).toEqual({
        verdict: "no",
        reasons: ["Interdiction saisonnière (du 15/06 au 15/09) : zone de baignade"],
      });
    });
    it("is go outside it, including a ban across the new year", () => {
      expect(judge(hour(20), westSpot({ seasonalBan: { ...ban, from: "11-01", to: "03-31" } })).verdict).toBe("go");
    });
  });

  describe("rider level", () => {
    const expert = westSpot({ level: "confirmé" });
    it("caps a spot one level above the rider at marginal", () => {
      expect(judge(hour(20), expert)).toEqual({ verdict: "marginal", reasons: ["Spot pour riders confirmés (votre niveau : intermédiaire)"] });
    });
    it("refuses an expert spot to a beginner", () => {
      expect(judge(hour(20), expert, { ...prefs, level: "débutant" })).toEqual({
        verdict: "no",
        reasons: ["Spot réservé aux riders confirmés (votre niveau : débutant)"],
      });
    });
    it("leaves an easier spot alone", () => {
      expect(judge(hour(20), westSpot({ level: "débutant" }), { ...prefs, level: "confirmé" }).verdict).toBe("go");
    });
  });

  it("lists only the blocking reasons of a no, in a fixed order", () => {
    const reasons = judge(hour(40, { deg: 90, gustKn: 50, at: "2026-06-21T04:45:00Z" })).reasons;
    expect(reasons).toEqual([REASONS.offshore(), "Trop de vent (40\u00a0nds > 30)", REASONS.gusts(50, 30, GUST_MARGIN_KN)]);
  });

  it("lists every marginal reason of a marginal hour", () => {
    expect(judge(hour(13, { deg: 150, at: "2026-06-21T20:00:00Z" })).reasons).toEqual([
      "Dernière heure de jour",
      REASONS.sideOff(),
      "Vent juste suffisant (13\u00a0nds, minimum 12)",
    ]);
  });
});

describe("an hour's confidence against the spot's station", () => {
  // Two models in step a day ahead: « haute » from their spread alone.
  const samples = { byTime: new Map([[Date.parse("2026-06-21T12:00:00Z"), [{ windKn: 20, directionDeg: 200 }, { windKn: 20.5, directionDeg: 205 }]]]), nowMs: Date.parse("2026-06-20T12:00:00Z") };
  const confidence = (errorKn: number | null) => spotHourFacts(westSpot(), [hour(20, { deg: 200, at: "2026-06-21T12:00:00Z" })], undefined, undefined, samples, errorKn)[0]!.certainty.confidence;

  it("stays as the models say where the forecast shown measured within 3 knots, or was never measured", () => {
    expect(confidence(null)).toBe("haute");
    expect(confidence(2.4)).toBe("haute");
  });

  it("drops to « moyenne » past 3 knots of measured error, and to « faible » past 5", () => {
    expect(confidence(3.8)).toBe("moyenne");
    expect(confidence(6.1)).toBe("faible");
  });
});

import { describe, expect, it } from "vitest";
import { hour, westSpot } from "@/tests/support/verdict";
import { DEFAULT_PREFERENCES, type RiderPreferences } from "../validation/preferences";
import { REASONS } from "./messages";
import { GUST_MARGIN_KN, NEAR_THRESHOLD_KN } from "./rules";
import { spotHourVerdicts, type HeightAt } from "./spot-hours";
import type { ForecastHour, VerdictSpot } from "./types";

const prefs: RiderPreferences = DEFAULT_PREFERENCES; // 12–30 knots, intermédiaire

function judge(h: ForecastHour, spot: VerdictSpot = westSpot(), p: RiderPreferences = prefs, heightAt?: HeightAt) {
  const [judged] = spotHourVerdicts(spot, [h], p, heightAt);
  return { verdict: judged!.verdict, reasons: judged!.reasons };
}

describe("an hour's verdict", () => {
  it("is go with a cross-shore 20 knots at 14:00, and says why", () => {
    expect(judge(hour(20, { deg: 200 }))).toEqual({ verdict: "go", reasons: ["Conditions réunies (20 nds, side-on)"] });
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
      [9, "no", "Trop peu de vent (9 nds < 12)"],
      [11.5, "marginal", "Vent un peu faible (11,5 nds < 12)"],
      [12, "marginal", "Vent juste suffisant (12 nds, minimum 12)"],
      [12 + NEAR_THRESHOLD_KN, "marginal", "Vent juste suffisant (14 nds, minimum 12)"],
      [14.1, "go", "Conditions réunies (14,1 nds, onshore)"],
      [27.9, "go", "Conditions réunies (27,9 nds, onshore)"],
      [28, "marginal", "Vent proche de votre maximum (28 nds, maximum 30)"],
      [31, "marginal", "Vent un peu fort (31 nds > 30)"],
      [33, "no", "Trop de vent (33 nds > 30)"],
    ])("%s knots → %s, « %s »", (kn, verdict, reason) => {
      expect(judge(hour(kn, { gustKn: null }))).toEqual({ verdict, reasons: [reason] });
    });

    it("follows the rider's own range", () => {
      const light: RiderPreferences = { windMinKn: 8, windMaxKn: 18, level: "confirmé" };
      expect(judge(hour(12, { gustKn: null }), westSpot(), light).verdict).toBe("go");
      expect(judge(hour(22, { gustKn: null }), westSpot(), light).reasons).toEqual(["Trop de vent (22 nds > 18)"]);
    });
  });

  it("is no when gusts pass the rider's maximum by more than 5 knots", () => {
    const limit = prefs.windMaxKn + GUST_MARGIN_KN;
    expect(judge(hour(20, { gustKn: limit })).verdict).toBe("go");
    expect(judge(hour(20, { gustKn: limit + 0.1 }))).toEqual({ verdict: "no", reasons: ["Rafales trop fortes (35,1 nds > 35)"] });
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
      expect(judge(hour(20), bay, prefs, () => 1.23)).toEqual({ verdict: "no", reasons: ["Marée trop basse (1,2 m < 2,0 m)"] });
      expect(judge(hour(20), bay, prefs, () => 7)).toEqual({ verdict: "no", reasons: ["Marée trop haute (7,0 m > 6,5 m)"] });
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
    expect(reasons).toEqual([REASONS.offshore(), "Trop de vent (40 nds > 30)", "Rafales trop fortes (50 nds > 35)"]);
  });

  it("lists every marginal reason of a marginal hour", () => {
    expect(judge(hour(13, { deg: 150, at: "2026-06-21T20:00:00Z" })).reasons).toEqual([
      "Dernière heure de jour",
      REASONS.sideOff(),
      "Vent juste suffisant (13 nds, minimum 12)",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { hour, westSpot } from "@/tests/support/verdict";
import { SEA_REASONS } from "../sea/messages";
import { DEFAULT_PREFERENCES, type RiderPreferences } from "../validation/preferences";
import { seaRule, SEA_WAVE_LIMIT_M } from "./sea-rule";
import { spotHourVerdicts } from "./spot-hours";
import type { VerdictSpot } from "./types";

const intermediate: RiderPreferences = { ...DEFAULT_PREFERENCES, saved: true };
const beginner: RiderPreferences = { ...DEFAULT_PREFERENCES, level: "débutant", saved: true };

function spot(water: "plat" | "clapot" | "vagues", level: "débutant" | "intermédiaire" = "débutant"): VerdictSpot {
  const s = westSpot();
  return { ...s, knowledge: { ...s.knowledge, water, level } };
}

/** A cross-onshore 20 knots at midday, with this much sea. */
function judge(waveM: number | null, s: VerdictSpot, prefs: RiderPreferences) {
  const [judged] = spotHourVerdicts(s, [hour(20, { deg: 200 })], prefs, undefined, () => waveM);
  return { verdict: judged!.verdict, reasons: judged!.reasons };
}

describe("the sea's rule", () => {
  it("caps a flat-water spot at « Limite » in waves over 1\u00a0m, whoever rides", () => {
    expect(judge(1.4, spot("plat"), intermediate)).toEqual({ verdict: "marginal", reasons: [SEA_REASONS.wavesOnFlatSpot(1.4)] });
    expect(SEA_REASONS.wavesOnFlatSpot(1.4)).toBe("Vagues de 1,4\u00a0m sur un spot de plan d'eau plat");
  });

  it("caps a beginner at « Limite » in waves over 1\u00a0m anywhere", () => {
    expect(judge(1.6, spot("vagues"), beginner)).toEqual({ verdict: "marginal", reasons: [SEA_REASONS.wavesForBeginner(1.6)] });
    expect(judge(1.6, spot("clapot"), beginner).verdict).toBe("marginal");
  });

  it("leaves an intermediate rider's hour on a wave or chop spot alone", () => {
    expect(judge(1.6, spot("vagues"), intermediate).verdict).toBe("go");
    expect(judge(2.5, spot("clapot"), intermediate).verdict).toBe("go");
  });

  it("says nothing at 1\u00a0m or below, nor without a wave height (a lake, no marine data)", () => {
    expect(judge(SEA_WAVE_LIMIT_M, spot("plat"), beginner).verdict).toBe("go");
    expect(judge(0.4, spot("plat"), beginner).verdict).toBe("go");
    expect(judge(null, spot("plat"), beginner).verdict).toBe("go");
    expect(seaRule(null, "plat", "débutant")).toEqual([]);
  });

  it("never lifts a blocked hour: « Non navigable » stays, with its own reason", () => {
    const [night] = spotHourVerdicts(spot("plat"), [hour(20, { deg: 200, at: "2026-06-21T01:00:00Z" })], beginner, undefined, () => 2);
    expect(night!.verdict).toBe("no");
    expect(night!.reasons).toEqual(["Nuit"]);
  });
});

import { describe, expect, it } from "vitest";
import type { StoredCorrection } from "../../../db/column-types";
import { correctionAnswer } from "./answer";
import { CORRECTION_METHOD, CORRECTION_REASON_TEXTS, correctedSentence } from "./messages";

const WISSANT = { id: 9101, name: "Wissant", distanceKm: 1.2 };
const figures = (over: Partial<StoredCorrection>): StoredCorrection => ({
  applied: true,
  reason: null,
  trainedFrom: "2025-05-21T00:00:00.000Z",
  trainedTo: "2025-07-19T23:00:00.000Z",
  trainedHours: 1_440,
  testedHours: 720,
  testedDays: 30,
  rawMaeKn: 3.8,
  correctedMaeKn: 2.1,
  gust: null,
  direction: null,
  days: [{ date: "2025-07-19", hours: 24, rawMaeKn: 4, correctedMaeKn: 2 }],
  table: null,
  ...over,
});
const COMPUTED = new Date("2025-07-20T02:00:00Z");

describe("the correction's answer", () => {
  it("says the issue's sentence where the correction applies, with its figures and the « Justesse » days", () => {
    expect(correctedSentence("Wissant", 2.1, 3.8, 30)).toBe("Corrigé par Balise Wissant : erreur moyenne 2,1\u00a0nds au lieu de 3,8 sur les 30 derniers jours");
    expect(correctedSentence("Balise Wissant", 2.1, 3.8, 30)).toMatch(/^Corrigé par Balise Wissant : /);
    const answer = correctionAnswer({ station: WISSANT, model: "blend", corrections: new Map([["blend", figures({})]]), computedAt: COMPUTED });
    expect(answer).toMatchObject({
      station: WISSANT,
      applied: true,
      method: CORRECTION_METHOD,
      hours: 720,
      rawMaeKn: 3.8,
      correctedMaeKn: 2.1,
      reason: null,
      summary: "Corrigé par Balise Wissant : erreur moyenne 2,1\u00a0nds au lieu de 3,8 sur les 30 derniers jours",
      windowDays: 30,
      days: [{ date: "2025-07-19", rawMaeKn: 4, correctedMaeKn: 2 }],
      computedAt: COMPUTED.toISOString(),
    });
    expect(answer.models.find((m) => m.model === "icon_eu")).toMatchObject({ applied: false, reason: CORRECTION_REASON_TEXTS["not-enough-data"] });
  });

  it("says why the raw model stays: no station, not enough measurements yet, or no better", () => {
    const none = correctionAnswer({ station: null, model: "blend", corrections: new Map([["blend", figures({})]]), computedAt: COMPUTED });
    expect(none).toMatchObject({ applied: false, reason: "pas de balise", reasonCode: "no-station", method: null, rawMaeKn: null, days: [] });
    expect(none.summary).toMatch(/^Prévision brute : pas de balise/);
    const young = correctionAnswer({ station: WISSANT, model: "icon_eu", corrections: new Map(), computedAt: null });
    expect(young).toMatchObject({ applied: false, reason: "pas assez de mesures", reasonCode: "not-enough-data" });
    expect(young.summary).toBe("Prévision brute : pas assez de mesures à la Balise Wissant pour tester une correction (0 jour comparé, il en faut 14)");
    const worse = correctionAnswer({
      station: WISSANT,
      model: "blend",
      corrections: new Map([["blend", figures({ applied: false, reason: "not-better", rawMaeKn: 2.4, correctedMaeKn: 2.3 })]]),
      computedAt: COMPUTED,
    });
    expect(worse).toMatchObject({ applied: false, reason: "la correction ne fait pas mieux", rawMaeKn: 2.4, correctedMaeKn: 2.3 });
    expect(worse.summary).toBe("Prévision brute : la correction ne fait pas mieux (erreur moyenne 2,3\u00a0nds contre 2,4 sans elle sur les 30 derniers jours)");
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES } from "../validation/preferences";
import { alertWarnings, ALERT_WARNINGS } from "./warnings";

const rider = { ...DEFAULT_PREFERENCES, saved: true, kites: [9, 12] };
const range = { minWindKn: 15, maxWindKn: 25 };

describe("alertWarnings", () => {
  it("says nothing of an alert that can fire", () => {
    expect(alertWarnings(range, rider, "intermédiaire")).toEqual([]);
    expect(alertWarnings(range, rider, "débutant")).toEqual([]);
    expect(alertWarnings(range, { ...rider, kites: [] }, null)).toEqual([]);
  });

  it("warns of a spot above the rider's level, one level or two", () => {
    const beginner = { ...rider, level: "débutant" as const };
    expect(alertWarnings(range, beginner, "confirmé")).toEqual([ALERT_WARNINGS.level("confirmé", "débutant")]);
    expect(alertWarnings(range, rider, "confirmé")[0]).toBe(
      "Ce spot est pour riders confirmés (votre niveau : intermédiaire) : ses heures ne seront jamais « Navigable » pour vous, l'alerte ne se déclenchera pas.",
    );
  });

  it("warns of a range no kite of the quiver fits", () => {
    // 75 kg: a 12 m fits 11 to 18.3 kn, a 9 m 13.8 to 22.9 kn; the range's go band is 30 to 36 kn.
    expect(alertWarnings({ minWindKn: 28, maxWindKn: 38 }, { ...rider, windMaxKn: 40, gustMaxKn: 45 }, null)).toEqual([
      "Aucune de vos ailes (9, 12 m) ne convient entre 28 et 38 nds : l'alerte ne se déclenchera pas.",
    ]);
    expect(alertWarnings({ minWindKn: 28, maxWindKn: 38 }, { ...rider, kites: [5, 9], windMaxKn: 40, gustMaxKn: 45 }, null)).toEqual([]);
  });

  it("warns of a range outside the rider's own", () => {
    expect(alertWarnings({ minWindKn: 30, maxWindKn: 40 }, { ...rider, kites: [] }, null)).toEqual([ALERT_WARNINGS.outsideRange(30, 40, 12, 30)]);
    expect(alertWarnings({ minWindKn: 6, maxWindKn: 10 }, { ...rider, kites: [] }, null)).toEqual(["Ce vent (6–10 nds) est hors de vos conditions (12–30 nds) : changez l'un ou l'autre."]);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES as STORED_DEFAULTS, PREFERENCE_MESSAGES, PreferencesPatchSchema, PreferencesSchema } from "./preferences";

// What the form sends: the stored defaults with a quiver, without the `saved` flag the API adds nor the logbook's shift.
const { saved: _saved, kiteShift: _shift, ...defaults } = STORED_DEFAULTS;
const DEFAULT_PREFERENCES = { ...defaults, kites: [9, 12] };

const firstIssue = (input: unknown) => {
  const result = PreferencesSchema.safeParse(input);
  return result.success ? null : { path: result.error.issues[0]!.path.join("."), message: result.error.issues[0]!.message };
};

describe("PreferencesSchema", () => {
  it("accepts the defaults and the bounds 5 and 60", () => {
    expect(PreferencesSchema.parse(DEFAULT_PREFERENCES)).toEqual({
      windMinKn: 12,
      windMaxKn: 30,
      level: "intermédiaire",
      weightKg: 75,
      kites: [9, 12],
      gustMaxKn: 30,
    });
    expect(PreferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, windMinKn: 5, windMaxKn: 60, gustMaxKn: 60, level: "confirmé" }).success).toBe(true);
  });

  it("refuses a minimum not below the maximum, on the maximum's field", () => {
    expect(firstIssue({ ...DEFAULT_PREFERENCES, windMinKn: 20, windMaxKn: 20 })).toEqual({ path: "windMaxKn", message: PREFERENCE_MESSAGES.minBelowMax });
    expect(firstIssue({ ...DEFAULT_PREFERENCES, windMinKn: 25, windMaxKn: 15, gustMaxKn: 20 })?.message).toBe("Le vent minimum doit être inférieur au vent maximum");
  });

  it.each([4, 61, -1, 1e9])("refuses %s knots with « entre 5 et 60 nœuds »", (kn) => {
    expect(firstIssue({ ...DEFAULT_PREFERENCES, windMinKn: kn })).toEqual({ path: "windMinKn", message: "Le vent doit être compris entre 5 et 60 nœuds" });
  });

  it("refuses decimals, strings and a missing field in French", () => {
    expect(firstIssue({ ...DEFAULT_PREFERENCES, windMaxKn: 25.5 })?.message).toBe(PREFERENCE_MESSAGES.windWhole);
    expect(firstIssue({ ...DEFAULT_PREFERENCES, windMaxKn: "25" })?.message).toBe(PREFERENCE_MESSAGES.windRange);
    expect(firstIssue({ ...DEFAULT_PREFERENCES, windMaxKn: undefined })?.path).toBe("windMaxKn");
  });

  it("refuses an unknown level and extra fields", () => {
    expect(firstIssue({ ...DEFAULT_PREFERENCES, level: "expert" })).toEqual({ path: "level", message: PREFERENCE_MESSAGES.level });
    expect(firstIssue({ ...DEFAULT_PREFERENCES, userId: 3 })?.message).toMatch(/Clé non reconnue/);
  });
});

describe("the rider's kit and gust limit", () => {
  it("takes a weight of 35 to 150 whole kilos", () => {
    expect(firstIssue({ ...DEFAULT_PREFERENCES, weightKg: 35 })).toBeNull();
    expect(firstIssue({ ...DEFAULT_PREFERENCES, weightKg: 150 })).toBeNull();
    for (const kg of [34, 151, "80", null]) {
      expect(firstIssue({ ...DEFAULT_PREFERENCES, weightKg: kg })).toEqual({ path: "weightKg", message: "Indiquez votre poids en kilos, entre 35 et 150" });
    }
    expect(firstIssue({ ...DEFAULT_PREFERENCES, weightKg: 72.5 })?.message).toBe(PREFERENCE_MESSAGES.weightWhole);
  });

  it("takes 1 to 6 kites of 3 to 21 m², each size once, and sorts them", () => {
    expect(PreferencesSchema.parse({ ...DEFAULT_PREFERENCES, kites: [12, 7, 9.5] }).kites).toEqual([7, 9.5, 12]);
    expect(firstIssue({ ...DEFAULT_PREFERENCES, kites: [] })).toEqual({ path: "kites", message: "Indiquez de 1 à 6 ailes" });
    expect(firstIssue({ ...DEFAULT_PREFERENCES, kites: [4, 5, 6, 7, 8, 9, 10] })?.message).toBe(PREFERENCE_MESSAGES.kitesCount);
    expect(firstIssue({ ...DEFAULT_PREFERENCES, kites: [9, 9] })).toEqual({ path: "kites", message: "Chaque taille d'aile ne figure qu'une fois" });
    expect(firstIssue({ ...DEFAULT_PREFERENCES, kites: [2.5] })).toEqual({ path: "kites.0", message: "Une aile mesure entre 3 et 21 m²" });
    expect(firstIssue({ ...DEFAULT_PREFERENCES, kites: [9, 22] })?.message).toBe(PREFERENCE_MESSAGES.kiteSize);
    expect(firstIssue({ ...DEFAULT_PREFERENCES, kites: [9.3] })?.message).toBe(PREFERENCE_MESSAGES.kiteHalf);
    expect(firstIssue({ ...DEFAULT_PREFERENCES, kites: ["9"] })?.message).toBe(PREFERENCE_MESSAGES.kiteSize);
    expect(firstIssue({ ...DEFAULT_PREFERENCES, kites: 9 })?.message).toBe(PREFERENCE_MESSAGES.kitesList);
  });

  it("takes a gust limit of 10 to 60 knots, not below the wind maximum", () => {
    expect(firstIssue({ ...DEFAULT_PREFERENCES, gustMaxKn: 35 })).toBeNull();
    expect(firstIssue({ ...DEFAULT_PREFERENCES, gustMaxKn: 61 })).toEqual({ path: "gustMaxKn", message: PREFERENCE_MESSAGES.gustRange });
    expect(firstIssue({ ...DEFAULT_PREFERENCES, gustMaxKn: 25 })).toEqual({ path: "gustMaxKn", message: PREFERENCE_MESSAGES.gustBelowMax });
  });
});

describe("PreferencesPatchSchema", () => {
  it("takes any subset, with the same rules per field", () => {
    expect(PreferencesPatchSchema.parse({ level: "confirmé" })).toEqual({ level: "confirmé" });
    expect(PreferencesPatchSchema.parse({})).toEqual({});
    expect(PreferencesPatchSchema.safeParse({ windMinKn: 3 }).success).toBe(false);
  });
});

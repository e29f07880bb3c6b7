import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, PREFERENCE_MESSAGES, PreferencesPatchSchema, PreferencesSchema } from "./preferences";

const firstIssue = (input: unknown) => {
  const result = PreferencesSchema.safeParse(input);
  return result.success ? null : { path: result.error.issues[0]!.path.join("."), message: result.error.issues[0]!.message };
};

describe("PreferencesSchema", () => {
  it("accepts the defaults and the bounds 5 and 60", () => {
    expect(PreferencesSchema.parse(DEFAULT_PREFERENCES)).toEqual({ windMinKn: 12, windMaxKn: 30, level: "intermédiaire" });
    expect(PreferencesSchema.safeParse({ windMinKn: 5, windMaxKn: 60, level: "confirmé" }).success).toBe(true);
  });

  it("refuses a minimum not below the maximum, on the maximum's field", () => {
    expect(firstIssue({ windMinKn: 20, windMaxKn: 20, level: "débutant" })).toEqual({ path: "windMaxKn", message: PREFERENCE_MESSAGES.minBelowMax });
    expect(firstIssue({ windMinKn: 25, windMaxKn: 15, level: "débutant" })?.message).toBe("Le vent minimum doit être inférieur au vent maximum");
  });

  it.each([4, 61, -1, 1e9])("refuses %s knots with « entre 5 et 60 nœuds »", (kn) => {
    expect(firstIssue({ ...DEFAULT_PREFERENCES, windMinKn: kn })).toEqual({ path: "windMinKn", message: "Le vent doit être compris entre 5 et 60 nœuds" });
  });

  it("refuses decimals, strings and a missing field in French", () => {
    expect(firstIssue({ ...DEFAULT_PREFERENCES, windMaxKn: 25.5 })?.message).toBe(PREFERENCE_MESSAGES.windWhole);
    expect(firstIssue({ ...DEFAULT_PREFERENCES, windMaxKn: "25" })?.message).toBe(PREFERENCE_MESSAGES.windRange);
    expect(firstIssue({ windMinKn: 12, level: "débutant" })?.path).toBe("windMaxKn");
  });

  it("refuses an unknown level and extra fields", () => {
    expect(firstIssue({ ...DEFAULT_PREFERENCES, level: "expert" })).toEqual({ path: "level", message: PREFERENCE_MESSAGES.level });
    expect(firstIssue({ ...DEFAULT_PREFERENCES, userId: 3 })?.message).toMatch(/Clé non reconnue/);
  });
});

describe("PreferencesPatchSchema", () => {
  it("takes any subset, with the same rules per field", () => {
    expect(PreferencesPatchSchema.parse({ level: "confirmé" })).toEqual({ level: "confirmé" });
    expect(PreferencesPatchSchema.parse({})).toEqual({});
    expect(PreferencesPatchSchema.safeParse({ windMinKn: 3 }).success).toBe(false);
  });
});

import { SPOT_LEVELS, type SpotLevel } from "../spots/knowledge-types";
import { z } from "../../0-base/zod";

/* The rider's conditions (issue 11, « Mes conditions » on /profile): PATCH /api/user/preferences and its form. */
export const WIND_PREFERENCE_MIN_KN = 5;
export const WIND_PREFERENCE_MAX_KN = 60;

export type RiderPreferences = { windMinKn: number; windMaxKn: number; level: SpotLevel };

export const DEFAULT_PREFERENCES: RiderPreferences = { windMinKn: 12, windMaxKn: 30, level: "intermédiaire" };

export const PREFERENCE_MESSAGES = {
  windRange: `Le vent doit être compris entre ${WIND_PREFERENCE_MIN_KN} et ${WIND_PREFERENCE_MAX_KN} nœuds`,
  windWhole: "Indiquez un nombre entier de nœuds",
  minBelowMax: "Le vent minimum doit être inférieur au vent maximum",
  level: "Choisissez un niveau : débutant, intermédiaire ou confirmé",
} as const;

/** A wind speed a rider chooses, in whole knots (their conditions, an alert's range). */
export const WindKnotsSchema = z
  .number(PREFERENCE_MESSAGES.windRange)
  .int(PREFERENCE_MESSAGES.windWhole)
  .min(WIND_PREFERENCE_MIN_KN, PREFERENCE_MESSAGES.windRange)
  .max(WIND_PREFERENCE_MAX_KN, PREFERENCE_MESSAGES.windRange);

const fields = {
  windMinKn: WindKnotsSchema,
  windMaxKn: WindKnotsSchema,
  level: z.enum(SPOT_LEVELS, PREFERENCE_MESSAGES.level),
};

const minBelowMax = (v: { windMinKn: number; windMaxKn: number }) => v.windMinKn < v.windMaxKn;

/** The whole set, as the form sends it; the rule min < max is reported on the maximum's field. */
export const PreferencesSchema = z
  .strictObject(fields)
  .refine(minBelowMax, { message: PREFERENCE_MESSAGES.minBelowMax, path: ["windMaxKn"] });
export type PreferencesInput = z.input<typeof PreferencesSchema>;

/** PATCH may send any of the fields; min < max is checked against the stored values too (lib/2-stores/users/preferences.ts). */
export const PreferencesPatchSchema = z.strictObject(fields).partial();
export type PreferencesPatch = z.output<typeof PreferencesPatchSchema>;

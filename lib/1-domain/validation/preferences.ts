import { SPOT_LEVELS, type SpotLevel } from "../spots/knowledge-types";
import { z } from "../../0-base/zod";

/*
 * The rider's conditions (« Mes conditions » on /profile): PATCH /api/user/preferences and its form. Besides the
 * wind range and the level, the rider's weight, quiver and gust limit make the verdict personal and safe
 * (docs/decisions/0020-safe-verdict.md).
 */
import {
  GUST_LIMIT_MAX_KN,
  GUST_LIMIT_MIN_KN,
  KITE_MAX_M2,
  KITE_MIN_M2,
  MAX_KITES,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  WIND_PREFERENCE_MAX_KN,
  WIND_PREFERENCE_MIN_KN,
} from "./preferences-limits";

export * from "./preferences-limits";

export type RiderPreferences = {
  windMinKn: number;
  windMaxKn: number;
  level: SpotLevel;
  /** Gusts above this make an hour at best « Limite »; until set, the wind maximum. */
  gustMaxKn: number;
  /** Until set, the 75 kg of the kite-size rule's baseline. */
  weightKg: number;
  /** The quiver's sizes in m², smallest first; empty: the kite size is given as advice. */
  kites: number[];
  /** Whether the rider has ever saved « Mes conditions »: until then the verdicts say they use the defaults. */
  saved: boolean;
  /**
   * The factor the rider accepted from their logbook (« Mes sessions »): the kite-size rule's ideal × this for them.
   * Null: the rule as it is. Set only by /api/sessions/shift, never by the conditions' form.
   */
  kiteShift: number | null;
};

/** The kite-size rule's baseline rider (docs/decisions/0020-safe-verdict.md). */
const DEFAULT_WEIGHT_KG = 75;

export const DEFAULT_PREFERENCES: RiderPreferences = {
  windMinKn: 12,
  windMaxKn: 30,
  level: "intermédiaire",
  gustMaxKn: 30,
  weightKg: DEFAULT_WEIGHT_KG,
  kites: [],
  saved: false,
  kiteShift: null,
};

export const PREFERENCE_MESSAGES = {
  windRange: `Le vent doit être compris entre ${WIND_PREFERENCE_MIN_KN} et ${WIND_PREFERENCE_MAX_KN} nœuds`,
  windWhole: "Indiquez un nombre entier de nœuds",
  minBelowMax: "Le vent minimum doit être inférieur au vent maximum",
  level: "Choisissez un niveau : débutant, intermédiaire ou confirmé",
  weight: `Indiquez votre poids en kilos, entre ${WEIGHT_MIN_KG} et ${WEIGHT_MAX_KG}`,
  weightWhole: "Indiquez un nombre entier de kilos",
  kiteSize: `Une aile mesure entre ${KITE_MIN_M2} et ${KITE_MAX_M2} m²`,
  kiteHalf: "Indiquez la taille de l'aile en m², au demi-mètre près",
  kitesCount: `Indiquez de 1 à ${MAX_KITES} ailes`,
  kitesList: "Indiquez vos ailes par leur taille en m²",
  kitesDuplicate: "Chaque taille d'aile ne figure qu'une fois",
  gustRange: `La limite de rafales doit être comprise entre ${GUST_LIMIT_MIN_KN} et ${GUST_LIMIT_MAX_KN} nœuds`,
  gustBelowMax: "La limite de rafales ne peut pas être inférieure au vent maximum",
} as const;

/** A wind speed a rider chooses, in whole knots (their conditions, an alert's range). */
export const WindKnotsSchema = z
  .number(PREFERENCE_MESSAGES.windRange)
  .int(PREFERENCE_MESSAGES.windWhole)
  .min(WIND_PREFERENCE_MIN_KN, PREFERENCE_MESSAGES.windRange)
  .max(WIND_PREFERENCE_MAX_KN, PREFERENCE_MESSAGES.windRange);

/** One kite's size in m², by half metres (the quiver's, a logged session's). */
export const KiteSizeSchema = z
  .number(PREFERENCE_MESSAGES.kiteSize)
  .min(KITE_MIN_M2, PREFERENCE_MESSAGES.kiteSize)
  .max(KITE_MAX_M2, PREFERENCE_MESSAGES.kiteSize)
  .multipleOf(0.5, PREFERENCE_MESSAGES.kiteHalf);

const unique = (sizes: number[]) => new Set(sizes).size === sizes.length;

const fields = {
  windMinKn: WindKnotsSchema,
  windMaxKn: WindKnotsSchema,
  level: z.enum(SPOT_LEVELS, PREFERENCE_MESSAGES.level),
  weightKg: z
    .number(PREFERENCE_MESSAGES.weight)
    .int(PREFERENCE_MESSAGES.weightWhole)
    .min(WEIGHT_MIN_KG, PREFERENCE_MESSAGES.weight)
    .max(WEIGHT_MAX_KG, PREFERENCE_MESSAGES.weight),
  kites: z
    .array(KiteSizeSchema, PREFERENCE_MESSAGES.kitesList)
    .min(1, PREFERENCE_MESSAGES.kitesCount)
    .max(MAX_KITES, PREFERENCE_MESSAGES.kitesCount)
    .refine(unique, PREFERENCE_MESSAGES.kitesDuplicate)
    .transform((sizes) => [...sizes].sort((a, b) => a - b)),
  gustMaxKn: z
    .number(PREFERENCE_MESSAGES.gustRange)
    .int(PREFERENCE_MESSAGES.windWhole)
    .min(GUST_LIMIT_MIN_KN, PREFERENCE_MESSAGES.gustRange)
    .max(GUST_LIMIT_MAX_KN, PREFERENCE_MESSAGES.gustRange),
};

const minBelowMax = (v: { windMinKn: number; windMaxKn: number }) => v.windMinKn < v.windMaxKn;
const gustAboveMax = (v: { windMaxKn: number; gustMaxKn: number }) => v.gustMaxKn >= v.windMaxKn;

/** The rules across fields, for a PATCH merged with the stored values (each field is checked by its schema). */
export function crossFieldError(v: { windMinKn: number; windMaxKn: number; gustMaxKn: number }): string | null {
  if (!minBelowMax(v)) return PREFERENCE_MESSAGES.minBelowMax;
  if (!gustAboveMax(v)) return PREFERENCE_MESSAGES.gustBelowMax;
  return null;
}

/**
 * The whole set, as the form sends it (the quiver and the gust limit too); min < max is reported on the
 * maximum's field, the gust limit's rule on its own.
 */
export const PreferencesSchema = z
  .strictObject(fields)
  .refine(minBelowMax, { message: PREFERENCE_MESSAGES.minBelowMax, path: ["windMaxKn"] })
  .refine(gustAboveMax, { message: PREFERENCE_MESSAGES.gustBelowMax, path: ["gustMaxKn"] });
export type PreferencesInput = z.input<typeof PreferencesSchema>;
export type PreferencesValues = z.output<typeof PreferencesSchema>;

/** PATCH may send any of the fields; the rules across fields are checked against the stored values too (lib/2-stores/users/preferences.ts). */
export const PreferencesPatchSchema = z.strictObject(fields).partial();
export type PreferencesPatch = z.output<typeof PreferencesPatchSchema>;

import { SPOT_LEVELS, type SpotLevel } from "../spots/knowledge-types";
import { DEFAULT_PREFERENCES, type RiderPreferences } from "../validation/preferences";

/** The rider's conditions as stored (users' columns, or Better Auth's session user, where any may be missing). */
export type PreferencesRow = {
  windMinKn?: number | null;
  windMaxKn?: number | null;
  level?: string | null;
  weightKg?: number | null;
  kites?: unknown;
  gustMaxKn?: number | null;
  conditionsSavedAt?: Date | string | null;
  kiteShift?: number | null;
};

const isLevel = (v: unknown): v is SpotLevel => SPOT_LEVELS.includes(v as SpotLevel);
const isSizes = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === "number");

/** The conditions the verdicts use: each missing value is the default, a gust limit never set is the maximum. */
export function toPreferences(row: PreferencesRow): RiderPreferences {
  const windMaxKn = row.windMaxKn ?? DEFAULT_PREFERENCES.windMaxKn;
  return {
    windMinKn: row.windMinKn ?? DEFAULT_PREFERENCES.windMinKn,
    windMaxKn,
    level: isLevel(row.level) ? row.level : DEFAULT_PREFERENCES.level,
    gustMaxKn: row.gustMaxKn ?? windMaxKn,
    weightKg: row.weightKg ?? DEFAULT_PREFERENCES.weightKg,
    kites: isSizes(row.kites) ? [...row.kites].sort((a, b) => a - b) : [],
    saved: Boolean(row.conditionsSavedAt),
    kiteShift: typeof row.kiteShift === "number" && row.kiteShift !== 1 ? row.kiteShift : null,
  };
}

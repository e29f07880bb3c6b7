import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema";
import { Invalid, NotFound } from "../../0-base/errors";
import { isPgError, PG } from "../pg-errors";
import { PREFERENCE_MESSAGES, PreferencesSchema, type PreferencesPatch, type RiderPreferences } from "../../1-domain/validation/preferences";

export const USER_NOT_FOUND = "Utilisateur introuvable.";

const COLUMNS = { windMinKn: users.windMinKn, windMaxKn: users.windMaxKn, level: users.level };

/** The rider's conditions (the column defaults for a rider who never set them). */
export async function getPreferences(db: Db, userId: number): Promise<RiderPreferences> {
  const [row] = await db.select(COLUMNS).from(users).where(eq(users.id, userId));
  if (!row) throw new NotFound(USER_NOT_FOUND);
  return row;
}

/**
 * Changes the fields sent and answers the whole set. The result must still satisfy min < max: sending only
 * a minimum above the stored maximum is refused with the form's French message.
 */
export async function updatePreferences(db: Db, userId: number, patch: PreferencesPatch): Promise<RiderPreferences> {
  const merged = PreferencesSchema.safeParse({ ...(await getPreferences(db, userId)), ...patch });
  if (!merged.success) throw new Invalid(merged.error.issues[0]?.message);
  try {
    const [row] = await db.update(users).set({ ...merged.data, updatedAt: new Date() }).where(eq(users.id, userId)).returning(COLUMNS);
    if (!row) throw new NotFound(USER_NOT_FOUND);
    return row;
  } catch (error) {
    // Two PATCHes at once, each valid against what it read, can cross: the table's check refuses the result.
    if (isPgError(error, PG.checkViolation)) throw new Invalid(PREFERENCE_MESSAGES.minBelowMax);
    throw error;
  }
}

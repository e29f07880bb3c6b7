import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema";
import { Invalid, NotFound } from "../../0-base/errors";
import { isPgError, PG } from "../pg-errors";
import { crossFieldError, PREFERENCE_MESSAGES, type PreferencesPatch, type RiderPreferences } from "../../1-domain/validation/preferences";
import { toPreferences } from "../../1-domain/users/preferences-row";

export const USER_NOT_FOUND = "Utilisateur introuvable.";

const COLUMNS = {
  windMinKn: users.windMinKn,
  windMaxKn: users.windMaxKn,
  level: users.level,
  weightKg: users.weightKg,
  kites: users.kites,
  gustMaxKn: users.gustMaxKn,
  conditionsSavedAt: users.conditionsSavedAt,
  kiteShift: users.kiteShift,
};

/** The rider's conditions (the column defaults for a rider who never set them). */
export async function getPreferences(db: Db, userId: number): Promise<RiderPreferences> {
  const [row] = await db.select(COLUMNS).from(users).where(eq(users.id, userId));
  if (!row) throw new NotFound(USER_NOT_FOUND);
  return toPreferences(row);
}

/**
 * Changes the fields sent, marks « Mes conditions » as saved, and answers the whole set. The result must still
 * satisfy the rules across fields (min < max, gust limit ≥ max): sending only a minimum above the stored maximum
 * is refused with the form's French message.
 */
export async function updatePreferences(db: Db, userId: number, patch: PreferencesPatch): Promise<RiderPreferences> {
  const [stored] = await db.select(COLUMNS).from(users).where(eq(users.id, userId));
  if (!stored) throw new NotFound(USER_NOT_FOUND);
  const windMaxKn = patch.windMaxKn ?? stored.windMaxKn;
  const merged = {
    windMinKn: patch.windMinKn ?? stored.windMinKn,
    windMaxKn,
    // A limit never set follows the maximum; one set stays as set.
    gustMaxKn: patch.gustMaxKn ?? stored.gustMaxKn ?? windMaxKn,
  };
  const error = crossFieldError(merged);
  if (error) throw new Invalid(error);
  try {
    const [row] = await db
      .update(users)
      .set({ ...patch, conditionsSavedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(COLUMNS);
    if (!row) throw new NotFound(USER_NOT_FOUND);
    return toPreferences(row);
  } catch (error) {
    // Two PATCHes at once, each valid against what it read, can cross: the table's check refuses the result.
    if (isPgError(error, PG.checkViolation)) throw new Invalid(PREFERENCE_MESSAGES.minBelowMax);
    throw error;
  }
}

/**
 * Sets (or, with null, removes) the rider's kite-size shift, accepted in « Mes sessions »; answers the whole set.
 * Apart from updatePreferences: accepting Alizé's proposal is not saving « Mes conditions ».
 */
export async function setKiteShift(db: Db, userId: number, factor: number | null): Promise<RiderPreferences> {
  const [row] = await db.update(users).set({ kiteShift: factor, updatedAt: new Date() }).where(eq(users.id, userId)).returning(COLUMNS);
  if (!row) throw new NotFound(USER_NOT_FOUND);
  return toPreferences(row);
}

import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spotFavorites, spots } from "../../../db/schema";
import { NotFound } from "../../0-base/errors";
import { SPOT_NOT_FOUND } from "../../1-domain/spots/messages";
import { isPgError, PG } from "../pg-errors";

/** Marks the spot for this user; marking it twice changes nothing. Unknown spot → 404. */
export async function addFavorite(db: Db, userId: number, spotId: number): Promise<void> {
  try {
    await db.insert(spotFavorites).values({ userId, spotId }).onConflictDoNothing();
  } catch (error) {
    // The foreign key is the existence check: one round trip instead of two.
    if (isPgError(error, PG.foreignKeyViolation)) throw new NotFound(SPOT_NOT_FOUND);
    throw error;
  }
}

/** Unmarks the spot for this user only; unmarking it twice changes nothing. Unknown spot → 404. */
export async function removeFavorite(db: Db, userId: number, spotId: number): Promise<void> {
  const deleted = await db
    .delete(spotFavorites)
    .where(and(eq(spotFavorites.userId, userId), eq(spotFavorites.spotId, spotId)))
    .returning({ spotId: spotFavorites.spotId });
  if (deleted.length) return;
  const [spot] = await db.select({ id: spots.id }).from(spots).where(eq(spots.id, spotId)).limit(1);
  if (!spot) throw new NotFound(SPOT_NOT_FOUND);
}

/** The rider's favourite spots' ids, by spot name. */
export async function favoriteSpotIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ spotId: spotFavorites.spotId })
    .from(spotFavorites)
    .innerJoin(spots, eq(spots.id, spotFavorites.spotId))
    .where(eq(spotFavorites.userId, userId))
    .orderBy(asc(spots.name));
  return rows.map((r) => r.spotId);
}

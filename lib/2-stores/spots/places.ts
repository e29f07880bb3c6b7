import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spots } from "../../../db/schema";
import type { SpotLevel } from "../../1-domain/spots/knowledge-types";
import type { Tx } from "../db-locks";

/*
 * Where the spots are, for the work that runs over all of them (the hourly batch, the choice of live stations)
 * or needs only a spot's place (the tide curve) or name (an alert's answer): the columns each one needs, nothing more.
 */

/** Every spot's place and water body, by id: what the hourly batch asks the providers for. */
export async function spotPlaces(db: Db) {
  return db.select({ id: spots.id, latitude: spots.latitude, longitude: spots.longitude, waterBody: spots.waterBody }).from(spots).orderBy(asc(spots.id));
}

/** Every spot's place and orientation (degrees from the beach towards open water): what a live station is chosen by. */
export async function spotBearings(db: Db | Tx) {
  return db.select({ id: spots.id, latitude: spots.latitude, longitude: spots.longitude, orientation: spots.orientation }).from(spots);
}

/** What the tide curve needs of a spot (its gauge's source, place and water body); undefined for an unknown spot. */
export async function spotTidePlace(db: Db, spotId: number) {
  const [spot] = await db
    .select({
      hydrographicSource: spots.hydrographicSource,
      latitude: spots.latitude,
      longitude: spots.longitude,
      waterBody: spots.waterBody,
    })
    .from(spots)
    .where(eq(spots.id, spotId));
  return spot;
}

/** The spot an alert is created on, read in the caller's transaction: its name and level for the answer; undefined when it does not exist. */
export async function spotForAlert(tx: Db | Tx, spotId: number): Promise<{ name: string; level: SpotLevel } | undefined> {
  const [spot] = await tx.select({ name: spots.name, level: spots.level }).from(spots).where(eq(spots.id, spotId));
  return spot;
}

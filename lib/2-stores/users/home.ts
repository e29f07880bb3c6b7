import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { riderHomes, spots } from "../../../db/schema";
import { NotFound } from "../../0-base/errors";
import { townOf } from "../../1-domain/spots/format";
import { SPOT_NOT_FOUND } from "../../1-domain/spots/messages";

/*
 * The home town a rider ranks spots from when the device gives no position (table rider_homes, owned here).
 * Without a geocoder on this machine, a town is one of the spots' towns, at that spot's place:
 * docs/decisions/0031-where-and-when.md.
 */
export type Home = { name: string; latitude: number; longitude: number };

export async function readHome(db: Db, userId: number): Promise<Home | null> {
  const [row] = await db
    .select({ name: riderHomes.name, latitude: riderHomes.latitude, longitude: riderHomes.longitude })
    .from(riderHomes)
    .where(eq(riderHomes.userId, userId));
  return row ?? null;
}

/** Makes the town of `spotId` the rider's home; NotFound for an unknown spot. */
export async function saveHomeFromSpot(db: Db, userId: number, spotId: number): Promise<Home> {
  const [spot] = await db.select({ name: spots.name, latitude: spots.latitude, longitude: spots.longitude }).from(spots).where(eq(spots.id, spotId));
  if (!spot) throw new NotFound(SPOT_NOT_FOUND);
  const home = { name: townOf(spot.name), latitude: spot.latitude, longitude: spot.longitude };
  await db
    .insert(riderHomes)
    .values({ userId, ...home })
    .onConflictDoUpdate({ target: riderHomes.userId, set: { ...home, updatedAt: new Date() } });
  return home;
}

export async function deleteHome(db: Db, userId: number): Promise<void> {
  await db.delete(riderHomes).where(eq(riderHomes.userId, userId));
}

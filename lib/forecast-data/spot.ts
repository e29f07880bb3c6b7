import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { spots } from "../../db/schema";
import { SPOT_NOT_FOUND } from "../forecast/messages";
import { NotFound } from "../http/errors";
import type { SpotDetails } from "./types";

/** The spot as GET /api/spots/{id} answers it; NotFound « Spot introuvable. » otherwise. */
export async function getSpot(db: Db, spotId: number): Promise<SpotDetails> {
  const [spot] = await db
    .select({
      id: spots.id,
      name: spots.name,
      description: spots.description,
      latitude: spots.latitude,
      longitude: spots.longitude,
    })
    .from(spots)
    .where(eq(spots.id, spotId));
  if (!spot) throw new NotFound(SPOT_NOT_FOUND);
  return spot;
}

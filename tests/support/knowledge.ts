/* For tests: gives a test spot its knowledge, as the seed would. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { spots } from "../../db/schema";
import type { SpotKnowledge } from "../../lib/1-domain/spots/knowledge-types";

export async function setKnowledge(db: Db, spotId: number, k: SpotKnowledge): Promise<void> {
  await db.update(spots).set(k).where(eq(spots.id, spotId));
}

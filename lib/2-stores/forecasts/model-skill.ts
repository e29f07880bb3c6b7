import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spotModelSkill } from "../../../db/schema";
import type { ModelSkill } from "../../1-domain/live-wind/skill";

/*
 * Each spot's models against its station (spot_model_skill): one row per spot, written by the skill's computation
 * (lib/3-features/models/skill.ts) and read back while it is fresh.
 */
export type StoredSkill = { stationId: number; computedAt: Date; models: ModelSkill[]; best: string | null };

/** The spot's stored skill, whatever its age; undefined when never computed. */
export async function readModelSkill(db: Db, spotId: number): Promise<StoredSkill | undefined> {
  const [row] = await db.select().from(spotModelSkill).where(eq(spotModelSkill.spotId, spotId));
  return row;
}

/** Stores the spot's skill in place of the previous one: two instances computing at once write the same figures, the last one stays. */
export async function saveModelSkill(db: Db, spotId: number, row: StoredSkill): Promise<void> {
  await db.insert(spotModelSkill).values({ spotId, ...row }).onConflictDoUpdate({ target: spotModelSkill.spotId, set: row });
}

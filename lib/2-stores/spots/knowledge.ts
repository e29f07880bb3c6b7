import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spots } from "../../../db/schema";
import { KNOWLEDGE_COLUMNS } from "./spot";
import { NotFound } from "../../0-base/errors";
import { SPOT_NOT_FOUND } from "../../1-domain/spots/messages";
import { KNOWLEDGE_MISSING } from "../../1-domain/verdict/messages";
import type { VerdictSpot } from "../../1-domain/verdict/types";

/** How the verdict reads a spot: swapped for an in-memory one in tests. */
export type KnowledgeReader = (db: Db, spotId: number) => Promise<VerdictSpot>;

/**
 * The spot's place and knowledge. A row inserted without knowledge (the columns' defaults: no rideable sector,
 * no source) has no « fiche de navigabilité »: a 404 in French rather than a week of « Non navigable ».
 */
export const spotKnowledge: KnowledgeReader = async (db, spotId) => {
  const [row] = await db
    .select({
      latitude: spots.latitude,
      longitude: spots.longitude,
      ...KNOWLEDGE_COLUMNS,
    })
    .from(spots)
    .where(eq(spots.id, spotId))
    .limit(1);
  if (!row) throw new NotFound(SPOT_NOT_FOUND);
  return verdictSpotOf(row);
};

/** The verdict's view of a spot already read (a page's): its place and knowledge; NotFound without knowledge. */
export function verdictSpotOf(row: { latitude: number; longitude: number } & { [K in keyof typeof KNOWLEDGE_COLUMNS]: (typeof KNOWLEDGE_COLUMNS)[K]["_"]["data"] | (K extends "seasonalBan" ? null : never) }): VerdictSpot {
  const { latitude, longitude } = row;
  const knowledge = Object.fromEntries(Object.keys(KNOWLEDGE_COLUMNS).map((k) => [k, row[k as keyof typeof KNOWLEDGE_COLUMNS]])) as {
    [K in keyof typeof KNOWLEDGE_COLUMNS]: (typeof row)[K];
  };
  if (knowledge.sources.length === 0 && knowledge.rideableSectors.length === 0) throw new NotFound(KNOWLEDGE_MISSING);
  return { latitude, longitude, knowledge: { ...knowledge, seasonalBan: knowledge.seasonalBan ?? null } };
}

/** Every spot's name, place, tide gauge and knowledge columns: what « Où naviguer » ranks, by its forecast or its history. */
export async function everySpotToRank(db: Db) {
  return db
    .select({ id: spots.id, name: spots.name, latitude: spots.latitude, longitude: spots.longitude, hydrographicSource: spots.hydrographicSource, ...KNOWLEDGE_COLUMNS })
    .from(spots);
}

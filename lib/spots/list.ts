import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { spotFavorites, spots } from "../../db/schema";
import type { SpotListItem } from "./types";

// French order: « Étang » beside « Estagnol », « L'Almanarre » among the L, whatever the database's collation.
const frenchOrder = new Intl.Collator("fr", { sensitivity: "base", numeric: true });

export function sortByName<T extends { name: string; id: number }>(items: T[]): T[] {
  return items.sort((a, b) => frenchOrder.compare(a.name, b.name) || a.id - b.id);
}

/**
 * Every spot with `isFavorite` for this user, in French alphabetical order: one query, the favourites joined
 * on this user only. (No named prepared statement: the embedded PGlite serves every connection from one
 * backend, where a second connection preparing the same name fails.)
 */
export async function listSpots(db: Db, userId: number): Promise<SpotListItem[]> {
  const rows = await db
    .select({
      id: spots.id,
      name: spots.name,
      description: spots.description,
      latitude: spots.latitude,
      longitude: spots.longitude,
      isFavorite: sql<boolean>`${spotFavorites.userId} is not null`,
    })
    .from(spots)
    .leftJoin(spotFavorites, and(eq(spotFavorites.spotId, spots.id), eq(spotFavorites.userId, userId)));
  return sortByName(rows);
}

import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { spotFavorites, spots } from "../../db/schema";
import type { SpotListItem } from "./types";

// French order: « Étang » beside « Estagnol », « L'Almanarre » among the L, whatever the database's collation.
const frenchOrder = new Intl.Collator("fr", { sensitivity: "base", numeric: true });

export function sortByName<T extends { name: string; id: number }>(items: T[]): T[] {
  return items.sort((a, b) => frenchOrder.compare(a.name, b.name) || a.id - b.id);
}

const statements = new WeakMap<Db, ReturnType<typeof prepareList>>();

// One query, prepared once per connection: every spot, and whether this user marked it.
function prepareList(db: Db) {
  return db
    .select({
      id: spots.id,
      name: spots.name,
      description: spots.description,
      latitude: spots.latitude,
      longitude: spots.longitude,
      isFavorite: sql<boolean>`${spotFavorites.userId} is not null`,
    })
    .from(spots)
    .leftJoin(spotFavorites, and(eq(spotFavorites.spotId, spots.id), eq(spotFavorites.userId, sql.placeholder("userId"))))
    .prepare("spots_list_for_user");
}

/** Every spot with `isFavorite` for this user, in French alphabetical order. */
export async function listSpots(db: Db, userId: number): Promise<SpotListItem[]> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepareList(db);
    statements.set(db, statement);
  }
  return sortByName(await statement.execute({ userId }));
}

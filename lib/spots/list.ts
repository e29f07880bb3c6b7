import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SpotListItem } from "./types";

/**
 * Every spot with `isFavorite` for this user, ordered by id: one query, the favourites joined on this user
 * only, and Postgres writes the JSON itself. The server is CPU-bound under load and this saves it parsing
 * rows and serialising them again (bench/spots.ts); the page shows them in French alphabetical order.
 */
export async function listSpotsJson(db: Db, userId: number): Promise<string> {
  const result = await db.execute<{ body: string }>(sql`
    select coalesce(json_agg(j order by j.id), '[]')::text as body
    from (
      select s.id, s.name, s.description, s.latitude, s.longitude, (f.user_id is not null) as "isFavorite"
      from spots s
      left join spot_favorites f on f.spot_id = s.id and f.user_id = ${userId}::int
    ) j`);
  return result.rows[0]!.body;
}

export async function listSpots(db: Db, userId: number): Promise<SpotListItem[]> {
  return JSON.parse(await listSpotsJson(db, userId)) as SpotListItem[];
}

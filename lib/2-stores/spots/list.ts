import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { perOwner, TtlCache } from "../../0-base/ttl-cache";
import { sortByName } from "../../1-domain/spots/sort";
import type { SpotCatalogItem, SpotListItem } from "../../1-domain/spots/types";

/**
 * Every spot with `isFavorite` for this user, ordered by id: one query, the favourites joined on this user
 * only, and Postgres writes the JSON itself. `listSpots` puts them in French alphabetical order.
 */
async function listSpotsJson(db: Db, userId: number): Promise<string> {
  const result = await db.execute<{ body: string }>(sql`
    select coalesce(json_agg(j order by j.id), '[]')::text as body
    from (
      select s.id, s.name, s.description, s.latitude, s.longitude, (f.user_id is not null) as "isFavorite"
      from spots s
      left join spot_favorites f on f.spot_id = s.id and f.user_id = ${userId}::int
    ) j`);
  return result.rows[0]!.body;
}

/*
 * Hot path of GET /api/spots. Spots change only when the seed runs (at start), so each spot's JSON is kept
 * pre-serialised for a short while, in French alphabetical order; per request, one small query checks the session
 * and returns the user's favourite ids, and the answer is stitched from the cached pieces. The order is the
 * server's so that the browser never sorts: French collation (Intl.Collator) costs a phone ~40 ms to set up at
 * the page's start (docs/decisions/0009-lean-pages.md).
 */
const SPOT_PIECES_TTL_MS = 60_000;
type Piece = { id: number; head: string };
/** The spots kept: each one's JSON head, and the whole catalogue without anyone's favourites (the /spots page's). */
export type SpotCatalog = { pieces: Piece[]; items: SpotCatalogItem[]; json: string };
const catalogs = perOwner<Db, TtlCache<"all", Promise<SpotCatalog>>>(() => new TtlCache({ max: 1, ttlMs: SPOT_PIECES_TTL_MS }));

/** Every spot, in French alphabetical order, the same for every rider: read at most once a minute. */
export function spotCatalog(db: Db): Promise<SpotCatalog> {
  return catalogs(db).get("all", async () => {
    const result = await db.execute<{ id: number; name: string; description: string; latitude: number; longitude: number }>(
      sql`select id, name, description, latitude, longitude from spots order by id`,
    );
    const items: SpotCatalogItem[] = sortByName(result.rows).map((r) => ({ id: r.id, name: r.name, description: r.description, latitude: r.latitude, longitude: r.longitude }));
    const pieces = items.map((item) => ({ id: item.id, head: JSON.stringify(item).slice(0, -1) }));
    return { pieces, items, json: `[${pieces.map((p) => `${p.head}}`).join(",")}]` };
  });
}

/** This user's favourite spots' ids, in id order: one small query. */
async function favoriteSpotIds(db: Db, userId: number): Promise<number[]> {
  const result = await db.execute<{ spot_id: number }>(sql`select spot_id from spot_favorites where user_id = ${userId}::int order by spot_id`);
  return result.rows.map((r) => Number(r.spot_id));
}

/** The same list, stitched from the cached pieces and this user's favourite ids. */
export async function listSpotsJsonCached(db: Db, userId: number): Promise<string> {
  const [{ pieces }, ids] = await Promise.all([spotCatalog(db), favoriteSpotIds(db, userId)]);
  const favorites = new Set(ids);
  return `[${pieces.map((p) => `${p.head},"isFavorite":${favorites.has(p.id)}}`).join(",")}]`;
}

/** Every spot with `isFavorite` for this user, in French alphabetical order (ties by id), as GET /api/spots. */
export async function listSpots(db: Db, userId: number): Promise<SpotListItem[]> {
  return sortByName(JSON.parse(await listSpotsJson(db, userId)) as SpotListItem[]);
}

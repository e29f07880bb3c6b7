import { api } from "@/lib/4-edge/http/handler";
import { listSpotsJsonCached } from "@/lib/2-stores/spots/list";

/** Every spot, with `isFavorite` for the signed-in user, in French alphabetical order: the busiest read of the app. */
export const GET = api.fast.handle(async ({ db, userId }) => {
  return new Response(await listSpotsJsonCached(db, userId), {
    headers: { "content-type": "application/json", "cache-control": "private, no-store" },
  });
});

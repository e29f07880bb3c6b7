import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/auth/users";
import { route } from "@/lib/http/route";
import { listSpotsJson } from "@/lib/spots/list";

/** Every spot, with `isFavorite` for the signed-in user, ordered by id (the JSON comes from Postgres as is). */
export const GET = route(async (req) => {
  const user = await requireSessionUser(req.headers);
  return new Response(await listSpotsJson(getDb(), user.id), {
    headers: { "content-type": "application/json", "cache-control": "private, no-store" },
  });
});

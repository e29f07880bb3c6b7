import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/auth/users";
import { json, route } from "@/lib/http/route";
import { listSpots } from "@/lib/spots/list";

const PRIVATE = { "cache-control": "private, no-store" };

/** Every spot, with `isFavorite` for the signed-in user. */
export const GET = route(async (req) => {
  const user = await requireSessionUser(req.headers);
  return json(await listSpots(getDb(), user.id), { headers: PRIVATE });
});

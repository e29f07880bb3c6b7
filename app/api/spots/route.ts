import { getDb } from "@/db/client";
import { sessionTokenFrom } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { Unauthorized } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { listSpotsJsonForSession } from "@/lib/spots/list";

/**
 * Every spot, with `isFavorite` for the signed-in user, ordered by id. The busiest read of the app: the
 * signed session cookie is checked here and the session looked up in the same query as the spots.
 */
export const GET = route(async (req) => {
  const token = sessionTokenFrom(req.headers, env().BETTER_AUTH_SECRET);
  const body = token ? await listSpotsJsonForSession(getDb(), token) : null;
  if (body === null) throw new Unauthorized();
  return new Response(body, { headers: { "content-type": "application/json", "cache-control": "private, no-store" } });
});

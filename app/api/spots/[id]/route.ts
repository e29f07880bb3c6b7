import { getSpot } from "@/lib/2-stores/spots/spot";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";

/** One spot: id, name, description, latitude, longitude (spec §7). 400 for a bad id, 404 for an unknown one. */
export const GET = api.session.params(SpotIdParamsSchema).handle(async ({ db, params }) => {
  return Response.json(await getSpot(db, params.id), { headers: PRIVATE });
});

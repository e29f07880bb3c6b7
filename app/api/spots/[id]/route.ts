import { getSpot } from "@/lib/forecast-store/spot";
import { api, PRIVATE } from "@/lib/http/handler";
import { SpotIdParamsSchema } from "@/lib/http/params";

/** One spot: id, name, description, latitude, longitude (spec §7). 400 for a bad id, 404 for an unknown one. */
export const GET = api.session.params(SpotIdParamsSchema).handle(async ({ db, params }) => {
  return Response.json(await getSpot(db, params.id), { headers: PRIVATE });
});

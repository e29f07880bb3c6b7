import { getSpot } from "@/lib/2-stores/spots/spot";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";
import { spotModels } from "@/lib/3-features/models/skill";

/** The forecast models with their French labels and their skill at this spot, the best one and the page's default. */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, params }) => {
  await getSpot(db, params.id);
  return Response.json(await spotModels(db, params.id), { headers: PRIVATE });
});

import { getSpot } from "@/lib/forecast-store/spot";
import { api, PRIVATE } from "@/lib/http/handler";
import { SpotIdParamsSchema } from "@/lib/http/params";
import { spotModels } from "@/lib/weather-models/skill";

/** The forecast models with their French labels and their skill at this spot, the best one and the page's default (issue 12). */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, params }) => {
  await getSpot(db, params.id);
  return Response.json(await spotModels(db, params.id), { headers: PRIVATE });
});

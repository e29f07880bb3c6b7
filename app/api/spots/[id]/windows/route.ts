import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";
import { spotWindows } from "@/lib/3-features/verdicts/spot-verdicts";
import { ModelQuerySchema } from "@/lib/1-domain/models/schema";

/** For the signed-in rider, the best windows of the next seven days, best first, of `?model=` if given. */
export const GET = api.fast
  .params(SpotIdParamsSchema)
  .query(ModelQuerySchema)
  .handle(async ({ db, userId, params, query }) => {
    return Response.json(await spotWindows(db, params.id, userId, { model: query.model }), { headers: PRIVATE });
  });

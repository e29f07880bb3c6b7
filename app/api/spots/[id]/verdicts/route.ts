import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";
import { spotVerdicts } from "@/lib/3-features/verdicts/spot-verdicts";
import { ModelQuerySchema } from "@/lib/1-domain/models/schema";

/**
 * For the signed-in rider, one verdict per forecast hour: { forecastDate, verdict, reasons, codes } (`codes`: the reasons' codes), of the
 * default forecast or of `?model=`.
 */
export const GET = api.fast
  .params(SpotIdParamsSchema)
  .query(ModelQuerySchema)
  .handle(async ({ db, userId, params, query }) => {
    return Response.json(await spotVerdicts(db, params.id, userId, { model: query.model }), { headers: PRIVATE });
  });

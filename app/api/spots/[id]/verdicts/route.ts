import { api, PRIVATE } from "@/lib/http/handler";
import { SpotIdParamsSchema } from "@/lib/http/params";
import { spotVerdicts } from "@/lib/verdict/spot-verdicts";
import { ModelQuerySchema } from "@/lib/weather-models/schema";

/**
 * For the signed-in rider, one verdict per forecast hour: { forecastDate, verdict, reasons } (issue 11), of the
 * default forecast or of `?model=` (issue 12).
 */
export const GET = api.fast
  .params(SpotIdParamsSchema)
  .query(ModelQuerySchema)
  .handle(async ({ db, userId, params, query }) => {
    return Response.json(await spotVerdicts(db, params.id, userId, { model: query.model }), { headers: PRIVATE });
  });

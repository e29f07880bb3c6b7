import { api, PRIVATE } from "@/lib/http/handler";
import { SpotIdParamsSchema } from "@/lib/http/params";
import { spotVerdicts } from "@/lib/verdict/spot-verdicts";

/** For the signed-in rider, one verdict per forecast hour: { forecastDate, verdict, reasons } (issue 11). */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, userId, params }) => {
  return Response.json(await spotVerdicts(db, params.id, userId), { headers: PRIVATE });
});

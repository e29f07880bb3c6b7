import { api, PRIVATE } from "@/lib/http/handler";
import { SpotIdParamsSchema } from "@/lib/http/params";
import { spotWindows } from "@/lib/verdict/spot-verdicts";

/** For the signed-in rider, the best windows of the next seven days, best first (issue 11). */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, userId, params }) => {
  return Response.json(await spotWindows(db, params.id, userId), { headers: PRIVATE });
});

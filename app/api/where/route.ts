import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { WhereQuerySchema } from "@/lib/1-domain/validation/where";
import { whereToRide } from "@/lib/3-features/where/ranking";

/**
 * « Où naviguer » (issue 41): the spots within `radiusKm` of `lat`/`lon` (or of the rider's home town) ranked for
 * the signed-in rider by their best window of `when` (today, tomorrow, weekend), best first, with the nearest day
 * and spot that ride when none does. The rider-independent part is computed once per forecast run set.
 */
export const GET = api.fast.query(WhereQuerySchema).handle(async ({ db, userId, query }) => {
  return Response.json(await whereToRide(db, userId, query), { headers: PRIVATE });
});

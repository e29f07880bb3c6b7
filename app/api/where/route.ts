import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { WhereQuerySchema } from "@/lib/1-domain/validation/where";
import { monthRanking, whereToRide } from "@/lib/3-features/where/ranking";

/**
 * « Où naviguer »: the spots within `radiusKm` of `lat`/`lon` (or of the rider's home town) ranked for
 * the signed-in rider by their best window of `when` (today, tomorrow, weekend), best first, with the nearest day
 * and spot that ride when none does; with `month` (1–12), by the days of that month their history gave a session.
 */
export const GET = api.fast.query(WhereQuerySchema).handle(async ({ db, userId, query }) => {
  const { month } = query;
  const answer = month === undefined ? await whereToRide(db, userId, query) : await monthRanking(db, userId, { ...query, month });
  return Response.json(answer, { headers: PRIVATE });
});

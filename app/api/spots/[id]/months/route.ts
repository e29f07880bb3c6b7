import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";
import { spotMonths } from "@/lib/3-features/history/months";

/**
 * « Meilleurs mois »: for the signed-in rider, each month's days with a « Navigable » session at this
 * spot, an average per year of its wind history: `{ years: [from, to], months: [{ month, rideableDays, days }] }`,
 * or `{ reason }` (French) while the history is not fetched yet.
 */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, userId, params }) => {
  return Response.json(await spotMonths(db, params.id, userId), { headers: PRIVATE });
});

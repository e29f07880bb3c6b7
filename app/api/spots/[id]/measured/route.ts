import { getSpot } from "@/lib/2-stores/spots/spot";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";
import { measuredToday } from "@/lib/3-features/models/measured";

/** Today's hourly means measured at the spot's station, for the day card's « Mesuré » row. */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, params }) => {
  await getSpot(db, params.id);
  return Response.json(await measuredToday(db, params.id), { headers: PRIVATE });
});

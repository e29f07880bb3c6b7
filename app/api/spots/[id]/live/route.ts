import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";
import { liveForSpot } from "@/lib/3-features/live-wind/live";

/** The spot's live station and its last reading, from the database only; `{ station: null }` when none is near. */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, params }) => {
  return Response.json(await liveForSpot(db, params.id), { headers: PRIVATE });
});

import { loadTides, toTideEntries } from "@/lib/2-stores/tides/tides";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";

/** The spot's high and low waters by time (spec §7), predicted again when older than a day; [] without gauge. */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, params }) => {
  return Response.json(toTideEntries(await loadTides(db, params.id)), { headers: PRIVATE });
});

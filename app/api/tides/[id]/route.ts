import { loadTides, toTideEntries } from "@/lib/forecast-store/tides";
import { api, PRIVATE } from "@/lib/http/handler";
import { SpotIdParamsSchema } from "@/lib/http/params";

/** The spot's high and low waters by time (spec §7), predicted again when older than a day; [] without gauge. */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, params }) => {
  return Response.json(toTideEntries(await loadTides(db, params.id)), { headers: PRIVATE });
});

import { getSpot } from "@/lib/2-stores/spots/spot";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";
import { freshReports } from "@/lib/3-features/logbook/report";

/** The riders' reports of the last 3 hours told in the spot's chat, newest first: the live block of a spot without a station. */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, params }) => {
  await getSpot(db, params.id);
  return Response.json({ reports: await freshReports(db, params.id) }, { headers: PRIVATE });
});

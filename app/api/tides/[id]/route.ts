import { getDb } from "@/db/client";
import { requireSessionUserId } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { loadTides, toTideEntries } from "@/lib/forecast-data/tides";
import { SPOT_ID_INVALID } from "@/lib/forecast/messages";
import { json, parseId, route } from "@/lib/http/route";

type Ctx = { params: Promise<{ id: string }> };

/** The spot's high and low waters by time (spec §7), predicted again when older than a day; [] without gauge. */
export const GET = route<Ctx>(async (req, { params }) => {
  await requireSessionUserId(getDb(), req.headers, env().BETTER_AUTH_SECRET);
  const spotId = parseId((await params).id, SPOT_ID_INVALID);
  return json(toTideEntries(await loadTides(getDb(), spotId)), { headers: { "cache-control": "private, no-store" } });
});

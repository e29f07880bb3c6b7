import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/auth/users";
import { getSpot } from "@/lib/forecast-data/spot";
import { SPOT_ID_INVALID } from "@/lib/forecast/messages";
import { json, parseId, route } from "@/lib/http/route";

type Ctx = { params: Promise<{ id: string }> };

/** One spot: id, name, description, latitude, longitude (spec §7). 400 for a bad id, 404 for an unknown one. */
export const GET = route<Ctx>(async (req, { params }) => {
  await requireSessionUser(req.headers);
  const spotId = parseId((await params).id, SPOT_ID_INVALID);
  return json(await getSpot(getDb(), spotId), { headers: { "cache-control": "private, no-store" } });
});

import { getDb } from "@/db/client";
import { requireSessionUserId } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { forecastJson } from "@/lib/forecast-data/weather-json";
import { SPOT_ID_INVALID } from "@/lib/forecast/messages";
import { parseId, route } from "@/lib/http/route";

type Ctx = { params: Promise<{ id: string }> };

/**
 * The spot's hourly forecast by time (spec §7), refreshed from Open-Meteo first when older than an hour;
 * the last stored forecast when the provider fails; [] when there has never been one.
 */
export const GET = route<Ctx>(async (req, { params }) => {
  await requireSessionUserId(getDb(), req.headers, env().BETTER_AUTH_SECRET);
  const spotId = parseId((await params).id, SPOT_ID_INVALID);
  return new Response(await forecastJson(getDb(), spotId), {
    headers: { "content-type": "application/json", "cache-control": "private, no-store" },
  });
});

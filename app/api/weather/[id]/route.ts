import { forecastJson } from "@/lib/forecast-store/weather-json";
import { api } from "@/lib/http/handler";
import { SpotIdParamsSchema } from "@/lib/http/params";

/**
 * The spot's hourly forecast by time (spec §7), refreshed from Open-Meteo first when older than an hour;
 * the last stored forecast when the provider fails; [] when there has never been one.
 */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, params }) => {
  return new Response(await forecastJson(db, params.id), {
    headers: { "content-type": "application/json", "cache-control": "private, no-store" },
  });
});

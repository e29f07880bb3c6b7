import { api } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";
import { weatherJson } from "@/lib/3-features/models/forecast";
import { ModelQuerySchema } from "@/lib/1-domain/models/schema";

/**
 * The spot's hourly forecast by time (spec §7), refreshed from Open-Meteo first when older than an hour;
 * the last stored forecast when the provider fails; [] when there has never been one. With `?model=`, one
 * forecast model's hours in the same shape; an unknown model is a 400.
 */
export const GET = api.fast
  .params(SpotIdParamsSchema)
  .query(ModelQuerySchema)
  .handle(async ({ db, params, query }) => {
    return new Response(await weatherJson(db, params.id, query.model), {
      headers: { "content-type": "application/json", "cache-control": "private, no-store" },
    });
  });

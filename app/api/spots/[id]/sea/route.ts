import { getPageSpot } from "@/lib/2-stores/spots/spot";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";
import { toSeaEntry } from "@/lib/1-domain/sea/types";
import { loadSea } from "@/lib/3-features/sea/load-sea";

/**
 * The spot's sea state by hour (Open-Meteo Marine API, refreshed when 3 h old; the stored hours when it fails):
 * `[{ forecastDate, waveHeightM, wavePeriodS, waveDirection, swellHeightM, swellPeriodS, seaTemperatureC }]`,
 * values null where the wave model has none; [] for a lake, a lagoon or a point without marine data.
 */
export const GET = api.fast.params(SpotIdParamsSchema).handle(async ({ db, params }) => {
  // With when the sea was last asked, so that loadSea need not read the row again.
  const spot = await getPageSpot(db, params.id);
  return Response.json((await loadSea(db, spot)).map(toSeaEntry), { headers: PRIVATE });
});

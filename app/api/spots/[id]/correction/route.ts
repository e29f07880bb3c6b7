import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";
import { ModelQuerySchema } from "@/lib/1-domain/models/schema";
import { spotCorrection } from "@/lib/3-features/correction/read";

/**
 * « Le vent d'ici »: the spot's forecast corrected by its own station (docs/decisions/0029): for `?model=` (the
 * standard forecast by default), whether the correction applies, its back-test's errors, the « Justesse » days, or
 * why the raw model stays. From the database only: the correction-train job learns it.
 */
export const GET = api.fast
  .params(SpotIdParamsSchema)
  .query(ModelQuerySchema)
  .handle(async ({ db, params, query }) => Response.json(await spotCorrection(db, params.id, query.model), { headers: PRIVATE }));

import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { liveSummaries } from "@/lib/3-features/live-wind/summary";

/** The spot cards' live mean wind and direction: `{ "<spotId>": { windAvgKn, directionDeg, stale } }`, spots with a station only. */
export const GET = api.fast.handle(async ({ db }) => {
  return Response.json(await liveSummaries(db), { headers: PRIVATE });
});

import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { todayVerdicts } from "@/lib/3-features/verdicts/today";

/**
 * For the signed-in rider, today's best verdict of every spot: `{ "<spotId>": "go" | "marginal" | "no" | null }`
 * (null: no forecast for today, or no « fiche de navigabilité »). The map of the spots colours its markers with
 * it. Never stored by the browser (PRIVATE): on a shared phone, the next rider must not get it from
 * the HTTP cache; the server keeps the rider-independent part a few seconds (lib/3-features/verdicts/today.ts).
 */
export const GET = api.fast.handle(async ({ db, userId }) => {
  return Response.json(await todayVerdicts(db, userId), { headers: PRIVATE });
});

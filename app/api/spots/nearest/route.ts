import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { NearestQuerySchema } from "@/lib/1-domain/validation/spots";
import { nearestWithToday } from "@/lib/3-features/where/nearest";

/** GET /api/spots/nearest?lat=&lng=&limit= : the closest spots, nearest first, with `distanceKm` and today's verdict and window (`today`). */
export const GET = api.session.query(NearestQuerySchema).handle(async ({ db, userId, query }) => {
  const spots = await nearestWithToday(db, userId, { latitude: query.lat, longitude: query.lng }, query.limit);
  return Response.json(spots, { headers: PRIVATE });
});

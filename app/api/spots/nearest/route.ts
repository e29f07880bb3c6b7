import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { nearestSpots } from "@/lib/2-stores/spots/nearest";
import { NearestQuerySchema } from "@/lib/1-domain/validation/spots";

/** GET /api/spots/nearest?lat=&lng=&limit= : the closest spots, nearest first, with `distanceKm`. */
export const GET = api.session.query(NearestQuerySchema).handle(async ({ db, userId, query }) => {
  const spots = await nearestSpots(db, userId, { latitude: query.lat, longitude: query.lng }, query.limit);
  return Response.json(spots, { headers: PRIVATE });
});

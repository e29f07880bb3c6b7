import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/auth/users";
import { json, route } from "@/lib/http/route";
import { nearestSpots } from "@/lib/spots/nearest";
import { parseNearestQuery } from "@/lib/validation/spots";

/** GET /api/spots/nearest?lat=&lng=&limit= : the closest spots, nearest first, with `distanceKm`. */
export const GET = route(async (req) => {
  const user = await requireSessionUser(req.headers);
  const { lat, lng, limit } = parseNearestQuery(new URL(req.url).searchParams);
  const spots = await nearestSpots(getDb(), user.id, { latitude: lat, longitude: lng }, limit);
  return json(spots, { headers: { "cache-control": "private, no-store" } });
});

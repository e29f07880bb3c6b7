import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { HomeSchema } from "@/lib/1-domain/validation/where";
import { deleteHome, readHome, saveHomeFromSpot } from "@/lib/2-stores/users/home";

/** The rider's home town, where « Où naviguer » ranks from without the device's position: `{ home }`, null when none. */
export const GET = api.fast.handle(async ({ db, userId }) => {
  return Response.json({ home: await readHome(db, userId) }, { headers: PRIVATE });
});

/** `{ spotId }`: the town of that spot, at its place, becomes the rider's home town (no geocoder: decision 0031). */
export const PUT = api.session.body(HomeSchema).handle(async ({ db, userId, body }) => {
  return Response.json({ home: await saveHomeFromSpot(db, userId, body.spotId) }, { headers: PRIVATE });
});

export const DELETE = api.session.handle(async ({ db, userId }) => {
  await deleteHome(db, userId);
  return new Response(null, { status: 204 });
});

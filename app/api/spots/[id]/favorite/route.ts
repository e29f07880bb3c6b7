import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/auth/users";
import { json, parseId, route } from "@/lib/http/route";
import { addFavorite, removeFavorite } from "@/lib/spots/favorites";
import { SPOT_ID_INVALID } from "@/lib/validation/spots";

type Ctx = { params: Promise<{ id: string }> };

/** POST marks the spot as a favourite of the signed-in user, DELETE unmarks it; both are idempotent. */
export const POST = route<Ctx>(async (req, { params }) => {
  const user = await requireSessionUser(req.headers);
  const spotId = parseId((await params).id, SPOT_ID_INVALID);
  await addFavorite(getDb(), user.id, spotId);
  return json({ spotId, isFavorite: true });
});

export const DELETE = route<Ctx>(async (req, { params }) => {
  const user = await requireSessionUser(req.headers);
  const spotId = parseId((await params).id, SPOT_ID_INVALID);
  await removeFavorite(getDb(), user.id, spotId);
  return json({ spotId, isFavorite: false });
});

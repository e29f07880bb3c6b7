import { api } from "@/lib/4-edge/http/handler";
import { SpotIdParamsSchema } from "@/lib/4-edge/http/params";
import { addFavorite, removeFavorite } from "@/lib/2-stores/spots/favorites";

const favorite = api.session.params(SpotIdParamsSchema);

/** POST marks the spot as a favourite of the signed-in user, DELETE unmarks it; both are idempotent. */
export const POST = favorite.handle(async ({ db, userId, params }) => {
  await addFavorite(db, userId, params.id);
  return Response.json({ spotId: params.id, isFavorite: true });
});

export const DELETE = favorite.handle(async ({ db, userId, params }) => {
  await removeFavorite(db, userId, params.id);
  return Response.json({ spotId: params.id, isFavorite: false });
});

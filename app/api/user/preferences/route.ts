import { api } from "@/lib/4-edge/http/handler";
import { PreferencesPatchSchema } from "@/lib/1-domain/validation/preferences";
import { updatePreferences } from "@/lib/2-stores/users/preferences";

/** The rider's conditions: any of windMinKn, windMaxKn, level; answers the whole set. */
export const PATCH = api.session.body(PreferencesPatchSchema).handle(async ({ db, userId, body }) => {
  return Response.json(await updatePreferences(db, userId, body));
});

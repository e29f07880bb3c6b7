import { api } from "@/lib/http/handler";
import { PreferencesPatchSchema } from "@/lib/validation/preferences";
import { updatePreferences } from "@/lib/verdict/preferences";

/** The rider's conditions: any of windMinKn, windMaxKn, level; answers the whole set (issue 11). */
export const PATCH = api.session.body(PreferencesPatchSchema).handle(async ({ db, userId, body }) => {
  return Response.json(await updatePreferences(db, userId, body));
});

import { deleteAlert, updateAlert } from "@/lib/alerts/store";
import { api, PRIVATE } from "@/lib/http/handler";
import { AlertIdParamsSchema } from "@/lib/http/params";
import { AlertPatchSchema } from "@/lib/validation/alerts";

/** Edits or pauses one of the rider's own alerts; anyone else's is 404 (issue 13). */
export const PATCH = api.session
  .params(AlertIdParamsSchema)
  .body(AlertPatchSchema)
  .handle(async ({ db, userId, params, body }) => {
    return Response.json(await updateAlert(db, userId, params.id, body), { headers: PRIVATE });
  });

export const DELETE = api.session.params(AlertIdParamsSchema).handle(async ({ db, userId, params }) => {
  await deleteAlert(db, userId, params.id);
  return new Response(null, { status: 204 });
});

import { deleteAlert, updateAlert } from "@/lib/2-stores/alerts/store";
import { linkOrigin } from "@/lib/4-edge/auth/app-origin";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { AlertIdParamsSchema } from "@/lib/4-edge/http/params";
import { AlertPatchSchema } from "@/lib/1-domain/validation/alerts";

/** Edits or pauses one of the rider's own alerts; anyone else's is 404 (issue 13). */
export const PATCH = api.session
  .params(AlertIdParamsSchema)
  .body(AlertPatchSchema)
  .handle(async ({ db, userId, params, body, req }) => {
    return Response.json(await updateAlert(db, userId, params.id, body, linkOrigin(req.headers)), { headers: PRIVATE });
  });

export const DELETE = api.session.params(AlertIdParamsSchema).handle(async ({ db, userId, params }) => {
  await deleteAlert(db, userId, params.id);
  return new Response(null, { status: 204 });
});

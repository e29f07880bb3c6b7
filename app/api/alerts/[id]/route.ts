import { deleteAlert } from "@/lib/2-stores/alerts/store";
import { updateCheckedAlert } from "@/lib/3-features/alerts/check";
import { linkOrigin } from "@/lib/4-edge/auth/app-origin";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { AlertIdParamsSchema } from "@/lib/4-edge/http/params";
import { AlertPatchSchema } from "@/lib/1-domain/validation/alerts";
import { withWarnings } from "@/lib/3-features/alerts/warnings";

/** Edits or pauses one of the rider's own alerts, answering it checked again (`nextWindow`) with its `warnings`; anyone else's is 404. */
export const PATCH = api.session
  .params(AlertIdParamsSchema)
  .body(AlertPatchSchema)
  .handle(async ({ db, userId, params, body, req }) => {
    const saved = await updateCheckedAlert(db, userId, params.id, body, linkOrigin(req.headers));
    return Response.json(await withWarnings(db, userId, saved), { headers: PRIVATE });
  });

export const DELETE = api.session.params(AlertIdParamsSchema).handle(async ({ db, userId, params }) => {
  await deleteAlert(db, userId, params.id);
  return new Response(null, { status: 204 });
});

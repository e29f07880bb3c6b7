import { api } from "@/lib/4-edge/http/handler";
import { SessionIdParamsSchema } from "@/lib/4-edge/http/params";
import { deleteSession } from "@/lib/2-stores/logbook/store";

/** Deletes one of the rider's sessions; anyone else's is 404. */
export const DELETE = api.session.params(SessionIdParamsSchema).handle(async ({ db, userId, params }) => {
  await deleteSession(db, userId, params.id);
  return new Response(null, { status: 204 });
});

import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { CreateSessionSchema } from "@/lib/1-domain/validation/logbook";
import { listSessions, logSession } from "@/lib/3-features/logbook/sessions";

/** « Mes sessions »: the rider's sessions, newest first, each with `forecastKn` and `measuredKn` (null where unknown). */
export const GET = api.fast.handle(async ({ db, userId }) => {
  return Response.json({ sessions: await listSessions(db, userId) }, { headers: PRIVATE });
});

/** « Noter une session »: 201 with the session; the spot must exist, no overlap with one already logged, 30 an hour. */
export const POST = api.session.body(CreateSessionSchema).handle(async ({ db, userId, body }) => {
  return Response.json(await logSession(db, userId, body), { status: 201, headers: PRIVATE });
});

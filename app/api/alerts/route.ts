import { createAlert, listAlerts } from "@/lib/2-stores/alerts/store";
import { linkOrigin } from "@/lib/4-edge/auth/app-origin";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { CreateAlertSchema } from "@/lib/1-domain/validation/alerts";

/** « Mes alertes »: the rider's alerts, oldest first (issue 13). */
export const GET = api.session.handle(async ({ db, userId }) => {
  return Response.json({ alerts: await listAlerts(db, userId) }, { headers: PRIVATE });
});

/** « Créer une alerte »: 201 with the alert; the spot must exist, 20 alerts at most per rider. */
export const POST = api.session.body(CreateAlertSchema).handle(async ({ db, userId, body, req }) => {
  return Response.json(await createAlert(db, userId, body, linkOrigin(req.headers)), { status: 201, headers: PRIVATE });
});

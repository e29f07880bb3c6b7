import { listAlerts } from "@/lib/2-stores/alerts/store";
import { createCheckedAlert } from "@/lib/3-features/alerts/check";
import { linkOrigin } from "@/lib/4-edge/auth/app-origin";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { CreateAlertSchema } from "@/lib/1-domain/validation/alerts";
import { withWarnings } from "@/lib/3-features/alerts/warnings";

/** « Mes alertes »: the rider's alerts, oldest first. */
export const GET = api.session.handle(async ({ db, userId }) => {
  return Response.json({ alerts: await listAlerts(db, userId) }, { headers: PRIVATE });
});

/**
 * « Créer une alerte »: 201 with the alert, checked at once against the stored forecast (`nextWindow`), and why it
 * cannot fire as set (`warnings`); the spot must exist, 20 alerts at most per rider.
 */
export const POST = api.session.body(CreateAlertSchema).handle(async ({ db, userId, body, req }) => {
  const saved = await createCheckedAlert(db, userId, body, linkOrigin(req.headers));
  return Response.json(await withWarnings(db, userId, saved), { status: 201, headers: PRIVATE });
});

import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { ApplyShiftSchema } from "@/lib/1-domain/validation/logbook";
import { applyShift, shiftView, undoShift } from "@/lib/3-features/logbook/shift";

/** How the rider's kites sit against the kite-size rule, from five sessions on, and the shift applied if any. */
export const GET = api.fast.handle(async ({ db, userId }) => {
  return Response.json(await shiftView(db, userId), { headers: PRIVATE });
});

/** « Appliquer »: the factor as the rider read it; 409 when the proposal changed or there is none. */
export const POST = api.session.body(ApplyShiftSchema).handle(async ({ db, userId, body }) => {
  return Response.json(await applyShift(db, userId, body.factor), { headers: PRIVATE });
});

/** « Annuler le décalage »: back to the rule as it is. */
export const DELETE = api.session.handle(async ({ db, userId }) => {
  return Response.json(await undoShift(db, userId), { headers: PRIVATE });
});

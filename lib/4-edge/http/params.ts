import { z } from "zod";
import { parseSpotId, SPOT_ID_INVALID } from "../../1-domain/spots/messages";
import { ALERT_MESSAGES } from "../../1-domain/validation/alerts";
import { SESSION_MESSAGES } from "../../1-domain/validation/logbook";

/* Route params, checked by the handler builder before anything else is read: a bad id is a 400 in French. */
const spotId = z.string().transform((raw, ctx) => {
  const id = parseSpotId(raw);
  if (id === null) {
    ctx.addIssue({ code: "custom", message: SPOT_ID_INVALID });
    return z.NEVER;
  }
  return id;
});

export const SpotIdParamsSchema = z.object({ id: spotId }, { error: SPOT_ID_INVALID });

export const ResetTokenParamsSchema = z.object({ token: z.string() });

/** A serial id: digits only, 1 to 2^31 − 1 (PostgreSQL's integer); anything else is `invalid`, in French. */
const MAX_SERIAL = 2_147_483_647;
const serialIdParams = (invalid: string) => {
  const id = z.string().transform((raw, ctx) => {
    const n = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
    if (n < 1 || n > MAX_SERIAL) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return n;
  });
  return z.object({ id }, { error: invalid });
};

export const AlertIdParamsSchema = serialIdParams(ALERT_MESSAGES.idInvalid);
export const SessionIdParamsSchema = serialIdParams(SESSION_MESSAGES.idInvalid);

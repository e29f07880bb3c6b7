import { z } from "zod";
import { parseSpotId, SPOT_ID_INVALID } from "../spots/messages";

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

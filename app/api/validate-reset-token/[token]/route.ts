import { isResetTokenValid } from "@/lib/4-edge/auth/password-reset";
import { api } from "@/lib/4-edge/http/handler";
import { ResetTokenParamsSchema } from "@/lib/4-edge/http/params";

export const GET = api.public.params(ResetTokenParamsSchema).handle(async ({ db, params }) => {
  return Response.json({ valid: await isResetTokenValid(db, params.token) }, { headers: { "cache-control": "no-store" } });
});

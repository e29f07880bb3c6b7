import { isResetTokenValid } from "@/lib/auth/password-reset";
import { api } from "@/lib/http/handler";
import { ResetTokenParamsSchema } from "@/lib/http/params";

export const GET = api.public.params(ResetTokenParamsSchema).handle(async ({ db, params }) => {
  return Response.json({ valid: await isResetTokenValid(db, params.token) }, { headers: { "cache-control": "no-store" } });
});

import { RESET_DONE_MESSAGE, resetPassword } from "@/lib/4-edge/auth/password-reset";
import { api } from "@/lib/4-edge/http/handler";
import { ResetPasswordSchema } from "@/lib/1-domain/validation/auth";

export const POST = api.public.body(ResetPasswordSchema).handle(async ({ db, body }) => {
  await resetPassword(db, body.token, body.password);
  return Response.json({ message: RESET_DONE_MESSAGE });
});

import { RESET_DONE_MESSAGE, resetPassword } from "@/lib/auth/password-reset";
import { api } from "@/lib/http/handler";
import { ResetPasswordSchema } from "@/lib/validation/auth";

export const POST = api.public.body(ResetPasswordSchema).handle(async ({ db, body }) => {
  await resetPassword(db, body.token, body.password);
  return Response.json({ message: RESET_DONE_MESSAGE });
});

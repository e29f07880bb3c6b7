import { requestPasswordReset, RESET_SENT_MESSAGE } from "@/lib/4-edge/auth/password-reset";
import { runAfter } from "@/lib/3-features/after";
import { api } from "@/lib/4-edge/http/handler";
import { ForgotPasswordSchema } from "@/lib/1-domain/validation/auth";

export const POST = api.public.body(ForgotPasswordSchema).handle(async ({ db, body, req }) => {
  const send = await requestPasswordReset(db, body.email, req.headers);
  // The mail leaves after the answer: same answer, same timing, whether or not the address has an account.
  runAfter(() => send().catch((error: unknown) => console.error("[mail] envoi impossible :", error)));
  return Response.json({ message: RESET_SENT_MESSAGE });
});

import { getDb } from "@/db/client";
import { requestPasswordReset, RESET_SENT_MESSAGE } from "@/lib/auth/password-reset";
import { runAfter } from "@/lib/http/after";
import { json, readJson, route } from "@/lib/http/route";
import { ForgotPasswordSchema } from "@/lib/validation/auth";

export const POST = route(async (req) => {
  const { email } = await readJson(req, ForgotPasswordSchema);
  const send = await requestPasswordReset(getDb(), email, req.headers);
  // The mail leaves after the answer: same answer, same timing, whether or not the address has an account.
  if (send) runAfter(() => send().catch((error: unknown) => console.error("[mail] envoi impossible :", error)));
  return json({ message: RESET_SENT_MESSAGE });
});

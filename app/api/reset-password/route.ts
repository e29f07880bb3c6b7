import { getDb } from "@/db/client";
import { RESET_DONE_MESSAGE, resetPassword } from "@/lib/auth/password-reset";
import { json, readJson, route } from "@/lib/http/route";
import { ResetPasswordSchema } from "@/lib/validation/auth";

export const POST = route(async (req) => {
  const { token, password } = await readJson(req, ResetPasswordSchema);
  await resetPassword(getDb(), token, password);
  return json({ message: RESET_DONE_MESSAGE });
});

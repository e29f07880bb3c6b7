import { LOGIN_LINK_SENT_MESSAGE, requestLoginLink } from "@/lib/4-edge/auth/login-link";
import { runAfter } from "@/lib/3-features/after";
import { api } from "@/lib/4-edge/http/handler";
import { LoginLinkRequestSchema } from "@/lib/1-domain/validation/auth";

export const POST = api.public.body(LoginLinkRequestSchema).handle(async ({ db, body, req }) => {
  const send = await requestLoginLink(db, body.email, req.headers);
  // The mail leaves after the answer: same answer, same timing, whether or not the address has an account.
  runAfter(() => send().catch((error: unknown) => console.error("[mail] envoi impossible :", error)));
  return Response.json({ message: LOGIN_LINK_SENT_MESSAGE });
});

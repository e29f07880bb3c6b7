import { signInWithLoginLink } from "@/lib/4-edge/auth/login-link";
import { withCookies } from "@/lib/4-edge/http/cookies";
import { api } from "@/lib/4-edge/http/handler";
import { LoginLinkVerifySchema } from "@/lib/1-domain/validation/auth";

export const POST = api.public.body(LoginLinkVerifySchema).handle(async ({ body, req }) => {
  const { value, headers } = await signInWithLoginLink(body.token, req.headers);
  return withCookies(Response.json(value), headers);
});

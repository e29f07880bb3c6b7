import { login } from "@/lib/4-edge/auth/credentials";
import { withCookies } from "@/lib/4-edge/http/cookies";
import { api } from "@/lib/4-edge/http/handler";
import { LoginSchema } from "@/lib/1-domain/validation/auth";

export const POST = api.public.body(LoginSchema).handle(async ({ db, body, req }) => {
  const { value, headers } = await login(db, body, req.headers);
  return withCookies(Response.json(value), headers);
});

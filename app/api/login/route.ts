import { login } from "@/lib/auth/credentials";
import { withCookies } from "@/lib/http/cookies";
import { api } from "@/lib/http/handler";
import { LoginSchema } from "@/lib/validation/auth";

export const POST = api.public.body(LoginSchema).handle(async ({ db, body, req }) => {
  const { value, headers } = await login(db, body, req.headers);
  return withCookies(Response.json(value), headers);
});

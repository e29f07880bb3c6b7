import { register } from "@/lib/4-edge/auth/credentials";
import { withCookies } from "@/lib/4-edge/http/cookies";
import { api } from "@/lib/4-edge/http/handler";
import { RegisterSchema } from "@/lib/1-domain/validation/auth";

export const POST = api.public.body(RegisterSchema).handle(async ({ db, body, req }) => {
  const { value, headers } = await register(db, body, req.headers);
  return withCookies(Response.json(value, { status: 201 }), headers);
});

import { register } from "@/lib/auth/credentials";
import { withCookies } from "@/lib/http/cookies";
import { api } from "@/lib/http/handler";
import { RegisterSchema } from "@/lib/validation/auth";

export const POST = api.public.body(RegisterSchema).handle(async ({ db, body, req }) => {
  const { value, headers } = await register(db, body, req.headers);
  return withCookies(Response.json(value, { status: 201 }), headers);
});

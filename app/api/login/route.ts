import { getDb } from "@/db/client";
import { login } from "@/lib/auth/credentials";
import { withCookies } from "@/lib/http/cookies";
import { json, readJson, route } from "@/lib/http/route";
import { LoginSchema } from "@/lib/validation/auth";

export const POST = route(async (req) => {
  const input = await readJson(req, LoginSchema);
  const { value, headers } = await login(getDb(), input, req.headers);
  return withCookies(json(value), headers);
});

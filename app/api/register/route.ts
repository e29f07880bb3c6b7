import { getDb } from "@/db/client";
import { register } from "@/lib/auth/credentials";
import { withCookies } from "@/lib/http/cookies";
import { json, readJson, route } from "@/lib/http/route";
import { RegisterSchema } from "@/lib/validation/auth";

export const POST = route(async (req) => {
  const input = await readJson(req, RegisterSchema);
  const { value, headers } = await register(getDb(), input, req.headers);
  return withCookies(json(value, { status: 201 }), headers);
});

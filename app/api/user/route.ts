import { getDb } from "@/db/client";
import { requireSessionUser, updateProfile } from "@/lib/auth/users";
import { json, readJson, route } from "@/lib/http/route";
import { ProfileSchema } from "@/lib/validation/auth";

export const GET = route(async (req) => {
  const user = await requireSessionUser(req.headers);
  return json(user, { headers: { "cache-control": "private, no-store" } });
});

export const PATCH = route(async (req) => {
  const user = await requireSessionUser(req.headers);
  const input = await readJson(req, ProfileSchema);
  return json(await updateProfile(getDb(), user.id, input));
});

import { updateProfile } from "@/lib/auth/users";
import { api, PRIVATE } from "@/lib/http/handler";
import { ProfileSchema } from "@/lib/validation/auth";

export const GET = api.session.handle(({ user }) => Response.json(user, { headers: PRIVATE }));

export const PATCH = api.session.body(ProfileSchema).handle(async ({ db, userId, body, req }) => {
  return Response.json(await updateProfile(db, userId, body, req.headers));
});

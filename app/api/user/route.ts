import { updateProfile } from "@/lib/4-edge/auth/users";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";
import { ProfileSchema } from "@/lib/1-domain/validation/auth";

export const GET = api.session.handle(({ user }) => Response.json(user, { headers: PRIVATE }));

export const PATCH = api.session.body(ProfileSchema).handle(async ({ db, userId, body, req }) => {
  return Response.json(await updateProfile(db, userId, body, req.headers));
});

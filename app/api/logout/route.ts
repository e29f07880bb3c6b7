import { CLEAR_SITE_DATA, logout } from "@/lib/4-edge/auth/credentials";
import { withCookies } from "@/lib/4-edge/http/cookies";
import { api } from "@/lib/4-edge/http/handler";

export const POST = api.public.handle(async ({ req }) => {
  const res = withCookies(Response.json({ ok: true }), await logout(req.headers));
  res.headers.set("clear-site-data", CLEAR_SITE_DATA);
  return res;
});

import { logout } from "@/lib/4-edge/auth/credentials";
import { withCookies } from "@/lib/4-edge/http/cookies";
import { api } from "@/lib/4-edge/http/handler";

export const POST = api.public.handle(async ({ req }) => withCookies(Response.json({ ok: true }), await logout(req.headers)));

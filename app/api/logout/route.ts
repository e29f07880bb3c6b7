import { logout } from "@/lib/auth/credentials";
import { withCookies } from "@/lib/http/cookies";
import { api } from "@/lib/http/handler";

export const POST = api.public.handle(async ({ req }) => withCookies(Response.json({ ok: true }), await logout(req.headers)));

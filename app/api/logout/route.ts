import { logout } from "@/lib/auth/credentials";
import { withCookies } from "@/lib/http/cookies";
import { json, route } from "@/lib/http/route";

export const POST = route(async (req) => withCookies(json({ ok: true }), await logout(req.headers)));

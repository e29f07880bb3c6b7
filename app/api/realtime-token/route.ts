import { requireSessionUser } from "@/lib/auth/users";
import { env } from "@/lib/env";
import { json, route } from "@/lib/http/route";
import { signRealtimeToken } from "@/lib/realtime/token";

/** The chat's socket credential for the signed-in user: valid 2 minutes, fetched for each connection attempt. */
export const GET = route(async (req) => {
  const user = await requireSessionUser(req.headers);
  const { token, expiresAt } = signRealtimeToken({ userId: user.id, username: user.username }, env().BETTER_AUTH_SECRET);
  return json({ token, expiresAt }, { headers: { "cache-control": "private, no-store" } });
});

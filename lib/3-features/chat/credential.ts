import "server-only";
import type { PublicUser } from "../../1-domain/users/public-user";
import { env } from "../../0-base/env";
import { signRealtimeToken } from "./socket-token";

/**
 * GET /api/realtime-token: a socket credential for the signed-in user, naming the web session it was issued
 * for (the service closes the socket when that session ends) and usable for one connection.
 */
export function issueRealtimeToken(user: PublicUser, sessionId: number): { token: string; expiresAt: string } {
  return signRealtimeToken({ userId: user.id, username: user.username, sessionId }, env().BETTER_AUTH_SECRET);
}

import "server-only";
import type { Db } from "../../../db/client";
import { RateLimited } from "../../0-base/errors";
import { env } from "../../0-base/env";
import { REALTIME_CREDENTIALS_PER_SESSION } from "../../1-domain/chat/limits";
import { CHAT_ERRORS } from "../../1-domain/chat/messages";
import type { PublicUser } from "../../1-domain/users/public-user";
import { take } from "../../2-stores/rate-limits/database";
import { signRealtimeToken } from "./socket-token";

/**
 * GET /api/realtime-token: a socket credential for the signed-in user, naming the web session it was issued
 * for (the service closes the socket when that session ends) and usable for one connection. At most
 * REALTIME_CREDENTIALS_PER_SESSION.max per session in a credential's lifetime, whatever the instance.
 */
export async function issueRealtimeToken(db: Db, user: PublicUser, sessionId: number): Promise<{ token: string; expiresAt: string }> {
  const limit = REALTIME_CREDENTIALS_PER_SESSION;
  if (!(await take(db, [{ key: `realtime-credentials:session:${sessionId}`, limit }]))) {
    throw new RateLimited(CHAT_ERRORS.tooManyCredentials, limit.windowSeconds);
  }
  return signRealtimeToken({ userId: user.id, username: user.username, sessionId }, env().BETTER_AUTH_SECRET);
}

import { lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { realtimeCredentials, sessions } from "../../../db/schema";

/*
 * Realtime credentials already used (realtime_credentials): each one opens one socket, whichever instance it
 * reaches. The realtime service records a credential at the handshake, in the same statement that finds its web
 * session (sessions, lib/2-stores/users/sessions.ts's table) alive.
 */
export type UsedCredential = { jti: string; expiresAt: Date; sessionId: number; userId: number };

/** Records the credential's use if its session is alive and it was never used; false otherwise. */
export async function claimCredential(db: Db, credential: UsedCredential): Promise<boolean> {
  const rows = await db.execute(sql`
    insert into ${realtimeCredentials} (jti, expires_at)
    select ${credential.jti}, ${credential.expiresAt.toISOString()}::timestamptz
    where exists (
      select 1 from ${sessions}
      where ${sessions.id} = ${credential.sessionId} and ${sessions.userId} = ${credential.userId} and ${sessions.expiresAt} > now()
    )
    on conflict do nothing
    returning jti`);
  return rows.rows.length === 1;
}

/** Used credentials past their expiry can no longer be replayed anyway: forget them. */
export async function purgeUsedCredentials(db: Db): Promise<void> {
  await db.delete(realtimeCredentials).where(lt(realtimeCredentials.expiresAt, sql`now()`));
}

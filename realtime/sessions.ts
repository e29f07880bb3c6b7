import { and, gt, lt, sql } from "drizzle-orm";
import type { Server } from "socket.io";
import type { Db } from "../db/client";
import { realtimeCredentials, sessions } from "../db/schema";
import { CHAT_EVENTS, type SessionEndedPayload } from "../lib/1-domain/chat/events";
import { SESSION_CHECK_MS } from "../lib/1-domain/chat/limits";
import { CHAT_ERRORS } from "../lib/1-domain/chat/messages";
import type { RealtimeCredential } from "../lib/3-features/chat/socket-token";
import type { SocketData } from "./socket-data";

/*
 * A socket lives with the web session its credential names (issue 9). At the handshake the credential is
 * recorded, in the same query that finds its session alive: a second socket with the same credential, on any
 * instance, is refused. Then each instance re-checks the sessions of its own sockets in one query every
 * SESSION_CHECK_MS and closes those whose session is gone (logout, password reset, expiry). Messages cost no
 * query of their own.
 */

/** Records the credential's use if its session is alive and it was never used; false otherwise. */
export async function claimCredential(db: Db, credential: RealtimeCredential): Promise<boolean> {
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

/** The ids among `ids` of sessions that still exist and have not expired: one query for any number. */
export async function liveSessions(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(sql`${sessions.id} = any(${`{${ids.join(",")}}`}::int[])`, gt(sessions.expiresAt, sql`now()`)));
  return new Set(rows.map((r) => r.id));
}

/** Used credentials past their expiry can no longer be replayed anyway: forget them. */
export async function purgeUsedCredentials(db: Db): Promise<void> {
  await db.delete(realtimeCredentials).where(lt(realtimeCredentials.expiresAt, sql`now()`));
}

/** Purging (used credentials, past days' image counts) every this many checks: about once a minute. */
const PURGE_EVERY = 20;

/** Closes, on this instance, every socket whose web session has ended. */
export function watchSessions(io: Server, db: Db, intervalMs = SESSION_CHECK_MS) {
  let running = false;
  let ticks = 0;

  async function check(): Promise<void> {
    if (running) return;
    running = true;
    try {
      const local = [...io.of("/").sockets.values()];
      const ids = [...new Set(local.map((s) => (s.data as SocketData).sessionId))];
      const alive = await liveSessions(db, ids);
      for (const socket of local) {
        if (alive.has((socket.data as SocketData).sessionId) || !socket.connected) continue;
        // In order on the same connection: the reason arrives, then the disconnect packet.
        socket.emit(CHAT_EVENTS.SESSION_ENDED, { message: CHAT_ERRORS.sessionEnded } satisfies SessionEndedPayload);
        socket.disconnect();
        // A client ignoring the disconnect packet loses its transport too.
        setTimeout(() => socket.conn.close(), 1000).unref();
      }
      if (++ticks % PURGE_EVERY === 0) {
        await purgeUsedCredentials(db);
      }
    } catch (error) {
      console.error("[realtime] vérification des sessions :", error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return { check, close: () => clearInterval(timer) };
}

import type { Server } from "socket.io";
import type { Db } from "../db/client";
import { CHAT_EVENTS, type SessionEndedPayload } from "../lib/1-domain/chat/events";
import { SESSION_CHECK_MS } from "../lib/1-domain/chat/limits";
import { CHAT_ERRORS } from "../lib/1-domain/chat/messages";
import { purgeUsedCredentials } from "../lib/2-stores/chat/credentials";
import { liveSessionIds } from "../lib/2-stores/users/sessions";
import type { SocketData } from "./socket-data";

/*
 * A socket lives with the web session its credential names. At the handshake (./auth.ts) the credential
 * is recorded, in the same query that finds its session alive (lib/2-stores/chat/credentials.ts): a second socket with the same credential, on any
 * instance, is refused. Then each instance re-checks the sessions of its own sockets in one query every
 * SESSION_CHECK_MS and closes those whose session is gone (logout, password reset, expiry). Messages cost no
 * query of their own.
 */

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
      const alive = await liveSessionIds(db, ids);
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

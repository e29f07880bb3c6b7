import type { IncomingMessage } from "node:http";
import type { Socket } from "socket.io";
import type { Db } from "../db/client";
import { REALTIME_OPEN_SOCKETS_PER_SESSION, REALTIME_SOCKET_REFUSED_RETRY_MS } from "../lib/1-domain/chat/limits";
import { CHAT_ERRORS } from "../lib/1-domain/chat/messages";
import { verifyRealtimeToken } from "../lib/3-features/chat/socket-token";
import { appUrlIsSet, trustedOrigins } from "../lib/4-edge/auth/origins";
import { env } from "../lib/0-base/env";
import { claimCredential } from "../lib/2-stores/chat/credentials";
import type { SocketData } from "./socket-data";

export type { SocketData };

const VERCEL_PREVIEW = /^https:\/\/[a-z0-9-]+\.vercel\.app$/;

/**
 * Which browser origins may open a socket. With APP_URL set (or derived on Vercel), only the app's origins.
 * With APP_URL unset, the app answers on whatever host the browser used (`localhost`, `127.0.0.1`, a LAN
 * address…): then an origin is the app's when its host is the very host this socket reached and its port is
 * the app's PORT — the page and the realtime service are one machine seen under one name.
 */
export type OriginPolicy = { trusted: string[]; followHost: { appPort: number } | null; onVercel: boolean };

export function originPolicy(source: Record<string, string | undefined> = process.env): OriginPolicy {
  return { trusted: trustedOrigins(), followHost: appUrlIsSet(source) ? null : { appPort: env().PORT }, onVercel: Boolean(source.VERCEL) };
}

/** The app's own origins; Vercel preview origins too when running on Vercel. */
export function isAllowedOrigin(origin: string, allowed = trustedOrigins(), onVercel = Boolean(process.env.VERCEL)): boolean {
  return allowed.includes(origin) || (onVercel && VERCEL_PREVIEW.test(origin));
}

/** An http(s) origin on the host the request reached (Host header, its port aside) and on the app's port. */
export function isSameHostOrigin(origin: string, host: string | undefined, appPort: number): boolean {
  if (!host) return false;
  let page: URL;
  let reached: URL;
  try {
    page = new URL(origin);
    reached = new URL(`http://${host}`);
  } catch {
    return false;
  }
  if ((page.protocol !== "http:" && page.protocol !== "https:") || page.origin !== origin) return false;
  const port = page.port || (page.protocol === "https:" ? "443" : "80");
  return page.hostname === reached.hostname && port === String(appPort);
}

/** Whether this request's Origin may open a socket (undefined: not a browser; a token is still required). */
export function originAllowed(req: IncomingMessage, policy: OriginPolicy): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (isAllowedOrigin(origin, policy.trusted, policy.onVercel)) return true;
  return policy.followHost !== null && isSameHostOrigin(origin, req.headers.host, policy.followHost.appPort);
}

/**
 * Socket.IO's `cors` only shapes polling answers: a browser's WebSocket is not subject to CORS, so the
 * Origin is checked here for both transports.
 */
export function allowRequest(policy: OriginPolicy) {
  return (req: IncomingMessage, callback: (err: string | null | undefined, ok: boolean) => void) => {
    if (originAllowed(req, policy)) callback(null, true);
    else callback(CHAT_ERRORS.originRefused, false);
  };
}

/** The room of a web session's sockets, on every instance: what the open sockets are counted in. */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** A refusal the client shows, with the wait before its next try (Socket.IO hands `data` to connect_error). */
function refusal(message: string, retryAfterMs: number): Error {
  return Object.assign(new Error(message), { data: { retryAfterMs } });
}

/**
 * Connection middleware: the user comes from a token the app signed (GET /api/realtime-token), never from
 * anything else the client sends. The token's web session must be alive and the token unused (one query), and
 * the session must hold fewer than REALTIME_OPEN_SOCKETS_PER_SESSION open sockets across instances (its room,
 * counted through the adapter). A bad credential reaches the client as connect_error « Authentification
 * requise »; too many open sockets as their own French reason with the wait before the next try.
 */
export function authenticate(secret: string, db: Db) {
  return (socket: Socket, next: (err?: Error) => void) => {
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const credential = verifyRealtimeToken(auth?.token, secret);
    if (!credential) return next(new Error(CHAT_ERRORS.authRequired));
    claimCredential(db, credential)
      .then(async (claimed) => {
        if (!claimed) return next(new Error(CHAT_ERRORS.authRequired));
        const room = sessionRoom(credential.sessionId);
        const open = await socket.nsp.in(room).fetchSockets();
        if (open.length >= REALTIME_OPEN_SOCKETS_PER_SESSION) return next(refusal(CHAT_ERRORS.tooManySockets, REALTIME_SOCKET_REFUSED_RETRY_MS));
        await socket.join(room);
        const data = socket.data as SocketData;
        data.user = { userId: credential.userId, username: credential.username };
        data.sessionId = credential.sessionId;
        next();
      })
      .catch((error: unknown) => {
        console.error("[realtime] authentification :", error instanceof Error ? error.message : error);
        next(new Error(CHAT_ERRORS.authRequired));
      });
  };
}

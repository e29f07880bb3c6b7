import type { IncomingMessage } from "node:http";
import type { Socket } from "socket.io";
import { CHAT_ERRORS } from "../lib/chat/messages-fr";
import { verifyRealtimeToken, type RealtimeIdentity } from "../lib/realtime/token";
import { trustedOrigins } from "../lib/auth/origins";

export type SocketData = { user: RealtimeIdentity };

const VERCEL_PREVIEW = /^https:\/\/[a-z0-9-]+\.vercel\.app$/;

/** The app's own origins; Vercel preview origins too when running on Vercel. */
export function isAllowedOrigin(origin: string, allowed = trustedOrigins(), onVercel = Boolean(process.env.VERCEL)): boolean {
  return allowed.includes(origin) || (onVercel && VERCEL_PREVIEW.test(origin));
}

/**
 * Socket.IO's `cors` only shapes polling answers: a browser's WebSocket is not subject to CORS, so the
 * Origin is checked here for both transports. Non-browser clients send no Origin and still need a token.
 */
export function allowRequest(req: IncomingMessage, callback: (err: string | null | undefined, ok: boolean) => void) {
  const origin = req.headers.origin;
  if (origin === undefined || isAllowedOrigin(origin)) callback(null, true);
  else callback(CHAT_ERRORS.originRefused, false);
}

/**
 * Connection middleware: the user comes from a token the app signed (GET /api/realtime-token), never from
 * anything else the client sends. A refusal reaches the client as connect_error « Authentification requise ».
 */
export function authenticate(secret: string) {
  return (socket: Socket, next: (err?: Error) => void) => {
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const user = verifyRealtimeToken(auth?.token, secret);
    if (!user) return next(new Error(CHAT_ERRORS.authRequired));
    (socket.data as SocketData).user = user;
    next();
  };
}

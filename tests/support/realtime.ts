import { io, type Socket } from "socket.io-client";
import { env } from "../../lib/0-base/env";
import { SOCKET_PATH } from "../../lib/1-domain/chat/connection";
import { CHAT_EVENTS, type RecentMessagesPayload, type SendMessageAck } from "../../lib/1-domain/chat/events";
import { signRealtimeToken, type RealtimeGrant } from "../../lib/3-features/chat/socket-token";

/* Helpers for the realtime integration tests (not a test file itself). */

export { createSession, createSpot, createUser, deleteSession, expireSession, storedMessages } from "./chat";

/** A fresh credential (each one opens one socket), as GET /api/realtime-token signs it. */
export const tokenFor = (user: RealtimeGrant) => signRealtimeToken(user, env().BETTER_AUTH_SECRET).token;

/** A raw socket.io-client connection (no retries): resolves once connected, rejects with the connect_error. */
export function connectRaw(
  url: string,
  auth: Record<string, unknown>,
  extra: { origin?: string; transport?: "websocket" | "polling" } = {},
): Promise<Socket> {
  const socket = io(url, {
    path: SOCKET_PATH,
    transports: [extra.transport ?? "websocket"],
    auth,
    reconnection: false,
    forceNew: true,
    extraHeaders: extra.origin ? { origin: extra.origin } : undefined,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
}

export const connectAs = (url: string, user: RealtimeGrant) => connectRaw(url, { token: tokenFor(user) });

/** The next `event` on `socket` matching `accept`; rejects after `timeoutMs`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, accept: (p: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`pas de ${event} en ${timeoutMs} ms`));
    }, timeoutMs);
    function listener(payload: T) {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    }
    socket.on(event, listener);
  });
}

/** Joins a channel and waits for its RECENT_MESSAGES. */
export function joinChannel(socket: Socket, channelId: number): Promise<RecentMessagesPayload> {
  const recent = nextEvent<RecentMessagesPayload>(socket, CHAT_EVENTS.RECENT_MESSAGES, (p) => p.channelId === channelId);
  socket.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId });
  return recent;
}

/** Resolves true if `event` does NOT arrive within `ms`. */
export function silence(socket: Socket, event: string, ms = 300): Promise<boolean> {
  return nextEvent(socket, event, () => true, ms).then(
    () => false,
    () => true,
  );
}

export const serviceUrl = (port: number) => `http://127.0.0.1:${port}`;

/** Tiny valid images, as data URLs. GIF is not among the formats the service accepts. */
export const PNG_1PX =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
export const GIF_1PX = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** The acknowledgement of one SEND_MESSAGE. */
export function sendWithAck(socket: Socket, payload: unknown, timeoutMs = 10_000): Promise<SendMessageAck> {
  return socket.timeout(timeoutMs).emitWithAck(CHAT_EVENTS.SEND_MESSAGE, payload) as Promise<SendMessageAck>;
}

/** A data URL of `bytes` bytes that starts like a real JPEG. */
export function jpegDataUrl(bytes: number): string {
  const buffer = Buffer.alloc(bytes, 0x41);
  buffer.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return `data:image/jpeg;base64,${buffer.toString("base64")}`;
}

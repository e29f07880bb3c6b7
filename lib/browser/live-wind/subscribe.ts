import { io } from "socket.io-client";
import { RECONNECTION_DELAY_MAX_MS, RECONNECTION_OPTIONS, SOCKET_PATH, SOCKET_TRANSPORTS } from "../../1-domain/chat/connection";
import { LIVE_WIND_EVENT, WATCH_SPOT_EVENT } from "../../1-domain/live-wind/events";
import type { LiveWindEvent } from "../../1-domain/live-wind/types";

/*
 * The forecast page's live wind subscription (issue 12): one socket that watches one spot's readers' room and
 * hands each LIVE_WIND to `onLive`. Imported with import() once the page is idle, so socket.io-client stays
 * out of the page's first load (docs/decisions/0009-lean-pages.md). Each connection attempt asks `getToken`
 * for a fresh credential (the service accepts each once); the room is watched again on every (re)connection.
 */
// The socket's address is worked out here too, so the page's first load carries none of ../chat/connection.ts.
export { realtimeUrl } from "../../1-domain/chat/connection";

export type LiveWindListeners = {
  live: (event: LiveWindEvent) => void;
  /** false while the socket is down: the page then polls the endpoint instead. */
  connection: (connected: boolean) => void;
};

export function subscribeLiveWind(url: string, spotId: number, getToken: () => Promise<string | null>, listeners: LiveWindListeners): () => void {
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const socket = io(url, {
    path: SOCKET_PATH,
    transports: SOCKET_TRANSPORTS,
    ...RECONNECTION_OPTIONS,
    forceNew: true,
    auth: (cb) => {
      getToken().then(
        (token) => cb({ token }),
        () => cb({}),
      );
    },
  });
  socket.on("connect", () => {
    socket.emit(WATCH_SPOT_EVENT, { spotId });
    listeners.connection(true);
  });
  socket.on("disconnect", () => listeners.connection(false));
  socket.on("connect_error", () => {
    listeners.connection(false);
    // Refused by the server (credential missing or expired): Socket.IO does not retry that by itself.
    if (!socket.active && !closed) {
      clearTimeout(retry);
      retry = setTimeout(() => !closed && socket.connect(), RECONNECTION_DELAY_MAX_MS);
    }
  });
  socket.on(LIVE_WIND_EVENT, (event: LiveWindEvent) => {
    if (event?.spotId === spotId && event.live) listeners.live(event);
  });
  return () => {
    closed = true;
    clearTimeout(retry);
    socket.close();
  };
}

import { LIVE_WIND_EVENT, UNWATCH_SPOT_EVENT, WATCH_SPOT_EVENT } from "../../1-domain/live-wind/events";
import type { LiveWindEvent } from "../../1-domain/live-wind/types";
import type { ConnectionState, RealtimeConnection } from "../realtime/connection";

/*
 * The forecast page's live wind subscription: it watches one spot's readers' room on the page's one socket
 * (../realtime/connection.ts, shared with the chat) and hands each LIVE_WIND to `onLive`. Imported with import()
 * once the page is idle, so socket.io-client stays out of the page's first load (docs/decisions/0009-lean-pages.md).
 * The room is watched again on every (re)connection.
 */
export { pageConnection } from "../realtime/page-connection";

export type LiveWindListeners = {
  live: (event: LiveWindEvent) => void;
  /** The socket's state (connected, refused and when it is tried again): the page polls the endpoint meanwhile. */
  connection: (state: ConnectionState) => void;
};

export function subscribeLiveWind(connection: RealtimeConnection, spotId: number, listeners: LiveWindListeners): () => void {
  const socket = connection.socket;
  const watch = () => socket.emit(WATCH_SPOT_EVENT, { spotId });
  const onLive = (event: LiveWindEvent) => {
    if (event?.spotId === spotId && event.live) listeners.live(event);
  };
  socket.on("connect", watch);
  socket.on(LIVE_WIND_EVENT, onLive);
  const stopWatching = connection.watch(listeners.connection);
  connection.retain();
  if (socket.connected) watch();
  return () => {
    socket.off("connect", watch);
    socket.off(LIVE_WIND_EVENT, onLive);
    stopWatching();
    if (socket.connected) socket.emit(UNWATCH_SPOT_EVENT, { spotId });
    connection.release();
  };
}

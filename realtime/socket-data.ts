import type { RealtimeIdentity } from "../lib/3-features/chat/socket-token";

/** What the service keeps on an authenticated socket: who it is and which web session it belongs to. */
export type SocketData = { user: RealtimeIdentity; sessionId: number };

/*
 * How the browser reaches the realtime service (spec §7), shared by the widget and the tests: path,
 * transports (websocket first, then polling) and the reconnection settings.
 */
export const SOCKET_PATH = "/socket.io";
export const SOCKET_TRANSPORTS: ("websocket" | "polling")[] = ["websocket", "polling"];

const RECONNECTION_DELAY_MS = 1000;
export const RECONNECTION_DELAY_MAX_MS = 5000;
const RANDOMIZATION_FACTOR = 0.5;
const CONNECT_TIMEOUT_MS = 20_000;

export const RECONNECTION_OPTIONS = {
  reconnection: true,
  reconnectionDelay: RECONNECTION_DELAY_MS,
  reconnectionDelayMax: RECONNECTION_DELAY_MAX_MS,
  randomizationFactor: RANDOMIZATION_FACTOR,
  timeout: CONNECT_TIMEOUT_MS,
} as const;

/** REALTIME_PUBLIC_URL when set, otherwise the page's host on REALTIME_PORT. */
export function realtimeUrl(config: { realtimeUrl: string | null; realtimePort: number }, location: { protocol: string; hostname: string }) {
  return config.realtimeUrl ?? `${location.protocol}//${location.hostname}:${config.realtimePort}`;
}

/** SEND_MESSAGE waits this long for its acknowledgement before being sent again (same idempotency key). */
export const SEND_ACK_TIMEOUT_MS = 10_000;
/** A message still unacknowledged this long after « Envoyer » is shown as failed, with « Réessayer ». */
export const SEND_GIVE_UP_MS = 30_000;

/**
 * A JOIN_CHANNEL answered by nothing (no RECENT_MESSAGES, no refusal) this long is taken as refused and sent again
 *: the panel says so instead of an empty channel.
 */
export const JOIN_ANSWER_TIMEOUT_MS = 8000;
/** A refused join is tried again after the wait the service asked for, else after this, doubling up to the max. */
export const JOIN_RETRY_MS = { first: 2000, max: 30_000 } as const;

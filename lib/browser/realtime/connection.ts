import { io, type Socket } from "socket.io-client";
import { RECONNECTION_DELAY_MAX_MS, RECONNECTION_OPTIONS, SOCKET_PATH, SOCKET_TRANSPORTS } from "../../1-domain/chat/connection";
import { CHAT_EVENTS, type SessionEndedPayload } from "../../1-domain/chat/events";

/*
 * The one socket a page holds with the realtime service, shared by the chat and the live wind (a page opens at most
 * one). Each connection attempt asks `getToken` for a fresh credential (the service accepts each once). A refusal is
 * said: the service, or the credential endpoint, names how long to wait; the connection tries again then, and its
 * state carries the French reason and the instant of the next try for the page to show.
 */

/** What asking for a credential gave: one, or a refusal with the wait it names (a 429), or nothing (network down). */
export type TokenResult = { token: string } | { refused: Refusal } | null;
export type Refusal = { message: string; retryAfterMs: number };

export type ConnectionState = {
  connected: boolean;
  /** The service (or the credential endpoint) refused this connection: why, in French, and when it is tried again. */
  refused: { message: string; retryAt: number } | null;
  /** The web session ended (logout, reset, expiry): the service closed the socket for good. */
  ended: string | null;
};

const INITIAL: ConnectionState = { connected: false, refused: null, ended: null };

export class RealtimeConnection {
  readonly socket: Socket;
  private current = INITIAL;
  private readonly watchers = new Set<(state: ConnectionState) => void>();
  private users = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private tokenRefusal: Refusal | null = null;

  /** `idleCloseMs`: how long the socket outlives its last user (a page replaced by another keeps it). */
  constructor(url: string, getToken: () => Promise<TokenResult>, private readonly idleCloseMs = 0) {
    this.socket = io(url, {
      path: SOCKET_PATH,
      transports: SOCKET_TRANSPORTS,
      ...RECONNECTION_OPTIONS,
      autoConnect: false,
      forceNew: true,
      // Called on every connection attempt, reconnections included: each gets a credential of its own.
      auth: (cb) => {
        getToken().then(
          (result) => {
            this.tokenRefusal = result && "refused" in result ? result.refused : null;
            cb(result && "token" in result ? { token: result.token } : {});
          },
          () => cb({}),
        );
      },
    });
    const s = this.socket;
    s.on("connect", () => this.update({ connected: true, refused: null }));
    s.on("disconnect", () => this.update({ connected: false }));
    s.on("connect_error", (error: Error & { data?: { retryAfterMs?: unknown } }) => {
      // A transport failure (the service is down): Socket.IO tries again by itself, with its own back-off.
      if (s.active) return this.update({ connected: false });
      // Refused by the service: Socket.IO does not retry that by itself. The wait is the one named, by the
      // credential endpoint or the service; otherwise a fresh credential after a short wait.
      const asked = typeof error.data?.retryAfterMs === "number" ? { message: error.message, retryAfterMs: error.data.retryAfterMs } : null;
      const refusal = this.tokenRefusal ?? asked;
      const wait = Math.max(refusal?.retryAfterMs ?? 0, RECONNECTION_DELAY_MAX_MS);
      this.update({ connected: false, refused: refusal && { message: refusal.message, retryAt: Date.now() + wait } });
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => {
        if (this.users > 0 && !this.current.ended) s.connect();
      }, wait);
    });
    s.on(CHAT_EVENTS.SESSION_ENDED, (p: SessionEndedPayload) => this.update({ ended: p.message }));
  }

  get state(): ConnectionState {
    return this.current;
  }

  /** Calls `watcher` with each new state (and once now); returns how to stop. */
  watch(watcher: (state: ConnectionState) => void): () => void {
    this.watchers.add(watcher);
    watcher(this.current);
    return () => this.watchers.delete(watcher);
  }

  /** One more part of the page uses the socket: it connects if it is not connected or connecting. */
  retain(): void {
    this.users++;
    clearTimeout(this.idleTimer);
    // Refused a moment ago: it is tried again when the refusal said, not sooner.
    if (!this.socket.connected && !this.socket.active && !this.current.ended && !this.current.refused) this.socket.connect();
  }

  /** A part of the page is done with it; the last one closes it (after `idleCloseMs`). */
  release(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0) return;
    const close = () => {
      clearTimeout(this.retryTimer);
      this.socket.disconnect();
      this.update({ connected: false, refused: null });
    };
    clearTimeout(this.idleTimer);
    if (this.idleCloseMs > 0) this.idleTimer = setTimeout(close, this.idleCloseMs);
    else close();
  }

  private update(patch: Partial<ConnectionState>): void {
    this.current = { ...this.current, ...patch };
    for (const watcher of this.watchers) watcher(this.current);
  }
}

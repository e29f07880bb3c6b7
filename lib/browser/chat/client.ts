import type { Socket } from "socket.io-client";
import { JOIN_ANSWER_TIMEOUT_MS, JOIN_RETRY_MS, SEND_ACK_TIMEOUT_MS, SEND_GIVE_UP_MS } from "../../1-domain/chat/connection";
import type { RealtimeConnection } from "../realtime/connection";
import { UNWATCH_SPOT_EVENT, WATCH_SPOT_EVENT } from "../../1-domain/live-wind/events";
import { TYPING_STOP_MS } from "../../1-domain/chat/constants";
import {
  CHAT_EVENTS,
  type ChatErrorPayload,
  type ChatMessage,
  type MessageType,
  type RecentMessagesPayload,
  type SendMessageAck,
  type TypingPayload,
} from "../../1-domain/chat/events";
import type { DeliveryUpdate, OutgoingMessage } from "../../1-domain/chat/delivery";
import { CHAT_TEXT } from "../../1-domain/chat/messages";

export type { DeliveryUpdate, OutgoingMessage };

export type ChatListeners = {
  connection?: (connected: boolean) => void;
  recent?: (payload: RecentMessagesPayload) => void;
  message?: (message: ChatMessage) => void;
  typing?: (payload: TypingPayload) => void;
  stopTyping?: (payload: TypingPayload) => void;
  /** A refusal not tied to one of this client's messages (those come through `delivery`) nor to a join. */
  error?: (payload: ChatErrorPayload) => void;
  /** A join that brought no messages (refused, or unanswered): the reason in French; it is retried by itself. */
  joinRefused?: (payload: { channelId: number; message: string }) => void;
  /** Where each message sent from here stands: sending (until acknowledged), sent, or failed. */
  delivery?: (update: DeliveryUpdate) => void;
};

/** A handler as Socket.IO takes it. */
type Listener = NonNullable<Parameters<Socket["off"]>[1]>;

type Pending = OutgoingMessage & { attempt: number; inFlight: boolean; giveUp: ReturnType<typeof setTimeout> };

/** 128 random bits, URL-safe: works on plain http too, where crypto.randomUUID is missing. */
function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The browser side of the chat (spec §4, §7), kept free of React so that the integration tests drive the very
 * code the widget runs. It rides the page's one socket (../realtime/connection.ts, shared with the live wind);
 * channels joined while offline are remembered and joined on (re)connect; typing start/stop follows the
 * keystrokes. A message is kept as « sending » until the service acknowledges it, and sent again with the same
 * idempotency key after a lost acknowledgement or a reconnection, so it is stored once.
 */
export class ChatClient {
  readonly socket: Socket;
  private readonly channels = new Set<number>();
  private readonly typingTimers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly pending = new Map<string, Pending>();
  /** Per channel being joined: the timer of the next step (answer timeout or retry), and the next retry's wait. */
  private readonly joins = new Map<number, { timer?: ReturnType<typeof setTimeout>; backoff: number }>();
  /** What this client listens to on the shared socket, to take it off again on close. */
  private readonly handlers: [string, Listener][] = [];
  private stopWatching: (() => void) | undefined;
  private retained = false;
  private closed = false;

  constructor(private readonly connection: RealtimeConnection, private readonly listeners: ChatListeners = {}) {
    this.socket = connection.socket;
    const on = <A extends unknown[]>(event: string, handler: (...args: A) => void) => {
      this.handlers.push([event, handler as Listener]);
      this.socket.on(event, handler as Listener);
    };
    on("connect", () => this.onConnected());
    on("disconnect", () => {
      // What was in flight is sent again on the next connection; a late answer to it is still welcome.
      for (const p of this.pending.values()) p.inFlight = false;
      // Joined again on the next connection.
      for (const join of this.joins.values()) clearTimeout(join.timer);
    });
    on(CHAT_EVENTS.RECENT_MESSAGES, (p: RecentMessagesPayload) => {
      this.joined(p.channelId);
      listeners.recent?.(p);
    });
    on(CHAT_EVENTS.NEW_MESSAGE, (m: ChatMessage) => listeners.message?.(m));
    on(CHAT_EVENTS.TYPING, (p: TypingPayload) => listeners.typing?.(p));
    on(CHAT_EVENTS.STOP_TYPING, (p: TypingPayload) => listeners.stopTyping?.(p));
    on(CHAT_EVENTS.CHAT_ERROR, (p: ChatErrorPayload) => {
      // A refusal of one of our messages also comes as its acknowledgement: shown beside that message.
      if (p.clientId !== undefined) return;
      if (p.event === CHAT_EVENTS.JOIN_CHANNEL && p.channelId !== undefined && this.channels.has(p.channelId)) {
        return this.joinFailed(p.channelId, p.message, p.retryAfterMs);
      }
      // The live wind's refusals, on the same socket, are not the chat's to show.
      if (p.event === WATCH_SPOT_EVENT || p.event === UNWATCH_SPOT_EVENT) return;
      listeners.error?.(p);
    });
    let wasConnected = false;
    this.stopWatching = connection.watch((state) => {
      if (state.connected !== wasConnected) listeners.connection?.(state.connected);
      wasConnected = state.connected;
    });
  }

  /**
   * Joins what the user has open, even on a recovered session (whose rooms came back): the answer,
   * RECENT_MESSAGES, resynchronises the list whatever happened while offline. Then what waits is sent; the service
   * handles one socket's events in order, so the channel is joined by then.
   */
  private onConnected(): void {
    for (const channelId of this.channels) this.emitJoin(channelId);
    this.flush();
  }

  /** Uses the page's socket: connects it, or, when another part of the page already did, joins at once. */
  connect(): this {
    if (this.retained || this.closed) return this;
    this.retained = true;
    this.connection.retain();
    if (this.socket.connected) this.onConnected();
    return this;
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  /** Joins now when this client uses the socket and it is connected; otherwise on connect (once). */
  join(channelId: number): void {
    this.channels.add(channelId);
    if (this.retained && this.socket.connected) this.emitJoin(channelId);
  }

  /**
   * Sends JOIN_CHANNEL and waits for its answer: RECENT_MESSAGES (joined), a refusal, or nothing within
   * JOIN_ANSWER_TIMEOUT_MS (a busy service). Both of the latter are reported and retried by themselves.
   */
  private emitJoin(channelId: number): void {
    const join = this.joins.get(channelId) ?? { backoff: JOIN_RETRY_MS.first };
    clearTimeout(join.timer);
    join.timer = setTimeout(() => this.joinFailed(channelId, CHAT_TEXT.joinSlow), JOIN_ANSWER_TIMEOUT_MS);
    this.joins.set(channelId, join);
    this.socket.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId });
  }

  private joined(channelId: number): void {
    clearTimeout(this.joins.get(channelId)?.timer);
    this.joins.delete(channelId);
  }

  private joinFailed(channelId: number, message: string, retryAfterMs?: number): void {
    const join = this.joins.get(channelId) ?? { backoff: JOIN_RETRY_MS.first };
    clearTimeout(join.timer);
    const wait = Math.max(retryAfterMs ?? 0, join.backoff);
    join.backoff = Math.min(join.backoff * 2, JOIN_RETRY_MS.max);
    join.timer = setTimeout(() => {
      if (!this.closed && this.channels.has(channelId) && this.socket.connected) this.emitJoin(channelId);
    }, wait);
    this.joins.set(channelId, join);
    this.listeners.joinRefused?.({ channelId, message });
  }

  leave(channelId: number): void {
    this.stopTyping(channelId);
    this.joined(channelId);
    this.channels.delete(channelId);
    if (this.socket.connected) this.socket.emit(CHAT_EVENTS.LEAVE_CHANNEL, { channelId });
  }

  /**
   * Sends a message, or sends again a message that failed (`clientId` given: the service stores it once).
   * Returns its idempotency key; `delivery` says where it stands.
   */
  send(channelId: number, content: string, type: MessageType = "text", clientId = newClientId()): string {
    this.stopTyping(channelId);
    const previous = this.pending.get(clientId);
    if (previous) clearTimeout(previous.giveUp);
    const message: OutgoingMessage = { clientId, channelId, content, type };
    const pending: Pending = {
      ...message,
      attempt: 0,
      inFlight: false,
      giveUp: setTimeout(() => this.settle(clientId, { clientId, status: "failed", error: CHAT_TEXT.sendFailed }), SEND_GIVE_UP_MS),
    };
    this.pending.set(clientId, pending);
    this.listeners.delivery?.({ clientId, status: "sending", message });
    this.flush();
    return clientId;
  }

  /** Sends every message waiting for a connection (or whose acknowledgement was lost). */
  private flush(): void {
    if (!this.socket.connected) return;
    for (const p of this.pending.values()) if (!p.inFlight) this.attempt(p);
  }

  private attempt(p: Pending): void {
    const attempt = ++p.attempt;
    p.inFlight = true;
    const payload = { channelId: p.channelId, content: p.content, type: p.type, clientId: p.clientId };
    this.socket.timeout(SEND_ACK_TIMEOUT_MS).emit(CHAT_EVENTS.SEND_MESSAGE, payload, (err: Error | null, ack?: SendMessageAck) => {
      if (this.pending.get(p.clientId) !== p) return;
      if (!err && ack?.ok) return this.settle(p.clientId, { clientId: p.clientId, status: "sent", id: ack.id });
      if (!err && ack && !ack.ok) return this.settle(p.clientId, { clientId: p.clientId, status: "failed", error: ack.message });
      // No answer in time: unless a newer attempt is under way, try again (the key makes it harmless).
      if (attempt === p.attempt) {
        p.inFlight = false;
        this.flush();
      }
    });
  }

  private settle(clientId: string, update: DeliveryUpdate): void {
    const p = this.pending.get(clientId);
    if (!p) return;
    clearTimeout(p.giveUp);
    this.pending.delete(clientId);
    this.listeners.delivery?.(update);
  }

  /** On each keystroke: the first sends TYPING; STOP_TYPING follows TYPING_STOP_MS after the last one. */
  inputChanged(channelId: number): void {
    const timer = this.typingTimers.get(channelId);
    if (timer === undefined) {
      if (this.socket.connected) this.socket.emit(CHAT_EVENTS.TYPING, { channelId });
    } else clearTimeout(timer);
    this.typingTimers.set(
      channelId,
      setTimeout(() => this.stopTyping(channelId), TYPING_STOP_MS),
    );
  }

  stopTyping(channelId: number): void {
    const timer = this.typingTimers.get(channelId);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.typingTimers.delete(channelId);
    if (this.socket.connected) this.socket.emit(CHAT_EVENTS.STOP_TYPING, { channelId });
  }

  /** Done with the chat: its handlers come off the page's socket, which closes when nothing else uses it. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const join of this.joins.values()) clearTimeout(join.timer);
    this.joins.clear();
    for (const timer of this.typingTimers.values()) clearTimeout(timer);
    this.typingTimers.clear();
    for (const p of this.pending.values()) clearTimeout(p.giveUp);
    this.pending.clear();
    for (const [event, handler] of this.handlers) this.socket.off(event, handler);
    this.stopWatching?.();
    if (this.retained) this.connection.release();
  }
}

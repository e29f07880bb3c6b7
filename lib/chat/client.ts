import { io, type Socket } from "socket.io-client";
import { RECONNECTION_DELAY_MAX_MS, RECONNECTION_OPTIONS, SOCKET_PATH, SOCKET_TRANSPORTS } from "../realtime/connection";
import { TYPING_STOP_MS } from "./constants";
import {
  CHAT_EVENTS,
  type ChatErrorPayload,
  type ChatMessage,
  type MessageType,
  type RecentMessagesPayload,
  type TypingPayload,
} from "./events";

export type ChatListeners = {
  connection?: (connected: boolean) => void;
  recent?: (payload: RecentMessagesPayload) => void;
  message?: (message: ChatMessage) => void;
  typing?: (payload: TypingPayload) => void;
  stopTyping?: (payload: TypingPayload) => void;
  error?: (payload: ChatErrorPayload) => void;
};

/**
 * The browser side of the chat (spec §4, §7), kept free of React so that the integration tests drive the very
 * code the widget runs. Each connection attempt asks `getToken` for a fresh credential; channels joined while
 * offline are remembered and joined on (re)connect; typing start/stop follows the keystrokes.
 */
export class ChatClient {
  readonly socket: Socket;
  private readonly channels = new Set<number>();
  private readonly typingTimers = new Map<number, ReturnType<typeof setTimeout>>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(url: string, getToken: () => Promise<string | null>, private readonly listeners: ChatListeners = {}) {
    this.socket = io(url, {
      path: SOCKET_PATH,
      transports: SOCKET_TRANSPORTS,
      ...RECONNECTION_OPTIONS,
      autoConnect: false,
      // One connection per widget: never share a cached Manager with an earlier, closed one.
      forceNew: true,
      auth: (cb) => {
        getToken().then(
          (token) => cb({ token }),
          () => cb({}),
        );
      },
    });
    const s = this.socket;
    s.on("connect", () => {
      // Join what the user has open, even on a recovered session (whose rooms came back): the answer,
      // RECENT_MESSAGES, resynchronises the list whatever happened while offline.
      for (const channelId of this.channels) s.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId });
      listeners.connection?.(true);
    });
    s.on("disconnect", () => listeners.connection?.(false));
    s.on("connect_error", () => {
      listeners.connection?.(false);
      // Refused by the server (token missing or expired): Socket.IO does not retry that by itself.
      if (!s.active && !this.closed) {
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => !this.closed && s.connect(), RECONNECTION_DELAY_MAX_MS);
      }
    });
    s.on(CHAT_EVENTS.RECENT_MESSAGES, (p: RecentMessagesPayload) => listeners.recent?.(p));
    s.on(CHAT_EVENTS.NEW_MESSAGE, (m: ChatMessage) => listeners.message?.(m));
    s.on(CHAT_EVENTS.TYPING, (p: TypingPayload) => listeners.typing?.(p));
    s.on(CHAT_EVENTS.STOP_TYPING, (p: TypingPayload) => listeners.stopTyping?.(p));
    s.on(CHAT_EVENTS.CHAT_ERROR, (p: ChatErrorPayload) => listeners.error?.(p));
  }

  connect(): this {
    this.socket.connect();
    return this;
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  join(channelId: number): void {
    this.channels.add(channelId);
    if (this.socket.connected) this.socket.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId });
  }

  leave(channelId: number): void {
    this.stopTyping(channelId);
    this.channels.delete(channelId);
    if (this.socket.connected) this.socket.emit(CHAT_EVENTS.LEAVE_CHANNEL, { channelId });
  }

  send(channelId: number, content: string, type: MessageType = "text"): void {
    this.stopTyping(channelId);
    this.socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId, content, type });
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

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    for (const timer of this.typingTimers.values()) clearTimeout(timer);
    this.typingTimers.clear();
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }
}

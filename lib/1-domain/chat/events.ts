/* Socket.IO event names and payloads of spec §7, shared by the service and the widget. */

export const CHAT_EVENTS = {
  JOIN_CHANNEL: "JOIN_CHANNEL",
  LEAVE_CHANNEL: "LEAVE_CHANNEL",
  TYPING: "TYPING",
  STOP_TYPING: "STOP_TYPING",
  SEND_MESSAGE: "SEND_MESSAGE",
  NEW_MESSAGE: "NEW_MESSAGE",
  RECENT_MESSAGES: "RECENT_MESSAGES",
  /** Sent to one socket only: a refused payload, an unknown spot, a channel not joined, a rate limit. */
  CHAT_ERROR: "CHAT_ERROR",
  /** Sent to a socket just before the service closes it because its web session ended (logout, reset, expiry). */
  SESSION_ENDED: "SESSION_ENDED",
} as const;

/** « report »: a session of the rider's logbook, told as a card (lib/1-domain/logbook/report.ts); content is JSON. */
export type MessageType = "text" | "image" | "report";

export type ChatMessage = {
  id: number;
  channelId: number;
  userId: number;
  content: string;
  type: MessageType;
  /** ISO 8601. */
  createdAt: string;
  user: { id: number; username: string };
  /** The sender's idempotency key, when it gave one: lets the sender match the message to its pending copy. */
  clientId?: string | null;
  /** In RECENT_MESSAGES only: an older image left out of the answer's byte budget (content is empty). */
  imageOmitted?: true;
};

export type RecentMessagesPayload = { channelId: number; messages: ChatMessage[] };
/** `username` is added to spec §7's {channelId, userId} so that the typing line can name the typist. */
export type TypingPayload = { channelId: number; userId: number; username: string };
/** `retryAfterMs`: for a refused JOIN_CHANNEL, when the service expects a new one to succeed. */
export type ChatErrorPayload = { message: string; event?: string; channelId?: number; clientId?: string; retryAfterMs?: number };
export type SessionEndedPayload = { message: string };

/** What the client sends. */
export type ChannelPayload = { channelId: number };
/** `clientId`: a key the client generates per message and repeats on each retry, so a retry never doubles it. */
export type SendMessagePayload = { channelId: number; content: string; type: MessageType; clientId?: string };
/** The acknowledgement of SEND_MESSAGE: the stored message's id, or why it was refused (in French). */
export type SendMessageAck = { ok: true; id: number } | { ok: false; message: string };

/** The Socket.IO room of a channel. */
export const channelRoom = (channelId: number) => `channel:${channelId}`;

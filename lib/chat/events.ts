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
} as const;

export type MessageType = "text" | "image";

export type ChatMessage = {
  id: number;
  channelId: number;
  userId: number;
  content: string;
  type: MessageType;
  /** ISO 8601. */
  createdAt: string;
  user: { id: number; username: string };
};

export type RecentMessagesPayload = { channelId: number; messages: ChatMessage[] };
/** `username` is added to spec §7's {channelId, userId} so that the typing line can name the typist. */
export type TypingPayload = { channelId: number; userId: number; username: string };
export type ChatErrorPayload = { message: string; event?: string; channelId?: number };

/** What the client sends. */
export type ChannelPayload = { channelId: number };
export type SendMessagePayload = { channelId: number; content: string; type: MessageType };

/** The Socket.IO room of a channel. */
export const channelRoom = (channelId: number) => `channel:${channelId}`;

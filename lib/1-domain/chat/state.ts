import type { DeliveryUpdate, OutgoingMessage } from "./delivery";
import type { ChatMessage, RecentMessagesPayload, TypingPayload } from "./events";

/*
 * The widget's chat state (spec §4): RECENT_MESSAGES replaces a channel's list, NEW_MESSAGE appends to it
 * (once: a message may arrive both ways around a join); TYPING adds a user to the channel's set, STOP_TYPING
 * removes them, and so does their message. The user's own messages wait in `outbox` until the service has
 * acknowledged them (« envoi… »), or stay there as failed with the reason; once acknowledged they leave it as
 * soon as the stored message is in the list. A channel counts as loaded once its RECENT_MESSAGES arrived; a
 * refused join (rate limit, busy service, error) leaves the reason in `joinProblem` until the channel loads
 *: an empty channel is never inferred from a join that did not happen.
 */
export type Typist = { userId: number; username: string };
export type OutboxEntry = OutgoingMessage & {
  status: "sending" | "sent" | "failed";
  /** The stored message's id, once acknowledged. */
  id?: number;
  error?: string;
  /** When « Envoyer » was pressed (ISO 8601): the time shown until the stored one replaces it. */
  createdAt: string;
  /** A negative id of its own, so that the list can key it before it has a stored one. */
  localId: number;
};
export type ChatState = {
  connected: boolean;
  messages: Record<number, ChatMessage[]>;
  typing: Record<number, Typist[]>;
  outbox: OutboxEntry[];
  /** Channels whose recent messages have arrived. */
  loaded: Record<number, true>;
  /** Why the last join of a channel did not bring its messages (French), until they arrive. */
  joinProblem: Record<number, string>;
};

export type ChatAction =
  | { type: "connection"; connected: boolean }
  | { type: "recent"; payload: RecentMessagesPayload }
  | { type: "message"; message: ChatMessage }
  | { type: "typing"; payload: TypingPayload }
  | { type: "stopTyping"; payload: TypingPayload }
  | { type: "delivery"; update: DeliveryUpdate; now?: Date }
  | { type: "joinRefused"; channelId: number; message: string };

export const initialChatState: ChatState = { connected: false, messages: {}, typing: {}, outbox: [], loaded: {}, joinProblem: {} };

/** The outbox without the entries this list now holds (same idempotency key, or the acknowledged id). */
function withoutDelivered(outbox: OutboxEntry[], list: ChatMessage[]): OutboxEntry[] {
  if (outbox.length === 0) return outbox;
  const ids = new Set(list.map((m) => m.id));
  const keys = new Set(list.flatMap((m) => (m.clientId ? [m.clientId] : [])));
  const left = outbox.filter((e) => !keys.has(e.clientId) && !(e.id !== undefined && ids.has(e.id)));
  return left.length === outbox.length ? outbox : left;
}

const withoutTypist = (list: Typist[] | undefined, userId: number) => (list ?? []).filter((t) => t.userId !== userId);

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "connection":
      // Typing hints do not survive a disconnect: nobody would send the matching stop.
      return action.connected === state.connected ? state : { ...state, connected: action.connected, typing: {} };
    case "recent": {
      const { channelId } = action.payload;
      const { [channelId]: _solved, ...joinProblem } = state.joinProblem;
      return {
        ...state,
        messages: { ...state.messages, [channelId]: action.payload.messages },
        outbox: withoutDelivered(state.outbox, action.payload.messages),
        loaded: { ...state.loaded, [channelId]: true },
        joinProblem,
      };
    }
    case "joinRefused":
      return { ...state, joinProblem: { ...state.joinProblem, [action.channelId]: action.message } };
    case "message": {
      const { channelId, id, userId } = action.message;
      const list = state.messages[channelId] ?? [];
      if (list.some((m) => m.id === id)) return state;
      return {
        ...state,
        messages: { ...state.messages, [channelId]: [...list, action.message] },
        typing: { ...state.typing, [channelId]: withoutTypist(state.typing[channelId], userId) },
        outbox: withoutDelivered(state.outbox, [action.message]),
      };
    }
    case "delivery": {
      const { update } = action;
      if (update.status === "sending") {
        const previous = state.outbox.find((e) => e.clientId === update.clientId);
        const entry: OutboxEntry = {
          ...update.message,
          status: "sending",
          createdAt: previous?.createdAt ?? (action.now ?? new Date()).toISOString(),
          localId: previous?.localId ?? Math.min(0, ...state.outbox.map((e) => e.localId)) - 1,
        };
        // A retry keeps its place and its key.
        const outbox = previous ? state.outbox.map((e) => (e === previous ? entry : e)) : [...state.outbox, entry];
        return { ...state, outbox };
      }
      const entry = state.outbox.find((e) => e.clientId === update.clientId);
      if (!entry) return state;
      const changed: OutboxEntry =
        update.status === "sent" ? { ...entry, status: "sent", id: update.id } : { ...entry, status: "failed", error: update.error };
      const outbox = state.outbox.map((e) => (e === entry ? changed : e));
      return { ...state, outbox: withoutDelivered(outbox, state.messages[entry.channelId] ?? []) };
    }
    case "typing": {
      const { channelId, userId, username } = action.payload;
      const others = withoutTypist(state.typing[channelId], userId);
      return { ...state, typing: { ...state.typing, [channelId]: [...others, { userId, username }] } };
    }
    case "stopTyping": {
      const { channelId, userId } = action.payload;
      return { ...state, typing: { ...state.typing, [channelId]: withoutTypist(state.typing[channelId], userId) } };
    }
  }
}

/** The typing line: hidden when nobody but the current user types. */
export function typingLine(
  typists: Typist[] | undefined,
  currentUserId: number | undefined,
  text: { one: (name: string) => string; many: (count: number) => string },
): string | null {
  const others = (typists ?? []).filter((t) => t.userId !== currentUserId);
  if (others.length === 0) return null;
  return others.length === 1 ? text.one(others[0]!.username) : text.many(others.length);
}

/** How a message of the list stands when it is one of the user's own not yet in the channel's list. */
export type Delivery = { status: "sending" | "failed"; error?: string; clientId: string; retry?: () => void };
export type DisplayedMessage = ChatMessage & { delivery?: Delivery };

/** The channel's list as shown: the stored messages, then the user's own still on their way (or failed). */
export function displayedMessages(state: ChatState, channelId: number, me: { id: number; username: string }): DisplayedMessage[] {
  const list = state.messages[channelId] ?? [];
  const outgoing = state.outbox.filter((e) => e.channelId === channelId);
  if (outgoing.length === 0) return list;
  return [
    ...list,
    ...outgoing.map((e) => ({
      id: e.localId,
      channelId,
      userId: me.id,
      content: e.content,
      type: e.type,
      createdAt: e.createdAt,
      user: { id: me.id, username: me.username },
      clientId: e.clientId,
      // Acknowledged but not yet listed: shown as sent.
      ...(e.status === "sent" ? {} : { delivery: { status: e.status, error: e.error, clientId: e.clientId } }),
    })),
  ];
}

/**
 * What the panel shows in place of the messages, in this order: no network; not connected yet; the
 * join refused (its reason, retried by itself); the messages not arrived yet; an empty channel — said only once
 * its recent messages have arrived and hold none; otherwise the messages.
 */
export type ChannelView =
  | { kind: "offline" }
  | { kind: "connecting" }
  | { kind: "refused"; message: string }
  | { kind: "loading" }
  | { kind: "empty" }
  | { kind: "messages" };

export function channelView(state: ChatState, channelId: number, online: boolean, shown: number): ChannelView {
  if (!state.connected) return online ? { kind: "connecting" } : { kind: "offline" };
  const problem = state.joinProblem[channelId];
  if (problem !== undefined && !state.loaded[channelId]) return { kind: "refused", message: problem };
  if (shown > 0) return { kind: "messages" };
  if (problem !== undefined) return { kind: "refused", message: problem };
  return state.loaded[channelId] ? { kind: "empty" } : { kind: "loading" };
}

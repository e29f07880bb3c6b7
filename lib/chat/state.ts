import type { ChatMessage, RecentMessagesPayload, TypingPayload } from "./events";

/*
 * The widget's chat state (spec §4): RECENT_MESSAGES replaces a channel's list, NEW_MESSAGE appends to it
 * (once: a message may arrive both ways around a join); TYPING adds a user to the channel's set, STOP_TYPING
 * removes them, and so does their message.
 */
export type Typist = { userId: number; username: string };
export type ChatState = {
  connected: boolean;
  messages: Record<number, ChatMessage[]>;
  typing: Record<number, Typist[]>;
};

export type ChatAction =
  | { type: "connection"; connected: boolean }
  | { type: "recent"; payload: RecentMessagesPayload }
  | { type: "message"; message: ChatMessage }
  | { type: "typing"; payload: TypingPayload }
  | { type: "stopTyping"; payload: TypingPayload };

export const initialChatState: ChatState = { connected: false, messages: {}, typing: {} };

const withoutTypist = (list: Typist[] | undefined, userId: number) => (list ?? []).filter((t) => t.userId !== userId);

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "connection":
      // Typing hints do not survive a disconnect: nobody would send the matching stop.
      return action.connected === state.connected ? state : { ...state, connected: action.connected, typing: {} };
    case "recent":
      return { ...state, messages: { ...state.messages, [action.payload.channelId]: action.payload.messages } };
    case "message": {
      const { channelId, id, userId } = action.message;
      const list = state.messages[channelId] ?? [];
      if (list.some((m) => m.id === id)) return state;
      return {
        ...state,
        messages: { ...state.messages, [channelId]: [...list, action.message] },
        typing: { ...state.typing, [channelId]: withoutTypist(state.typing[channelId], userId) },
      };
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

import { describe, expect, it } from "vitest";
import type { ChatMessage } from "./events";
import { CHAT_TEXT } from "./messages-fr";
import { chatReducer, initialChatState, typingLine } from "./state";

const msg = (id: number, userId = 1, channelId = 7): ChatMessage => ({
  id,
  channelId,
  userId,
  content: `m${id}`,
  type: "text",
  createdAt: new Date(2026, 0, 1, 10, id).toISOString(),
  user: { id: userId, username: `user${userId}` },
});

describe("chat state", () => {
  it("RECENT_MESSAGES replaces the list; NEW_MESSAGE appends once", () => {
    let s = chatReducer(initialChatState, { type: "message", message: msg(1) });
    s = chatReducer(s, { type: "recent", payload: { channelId: 7, messages: [msg(2), msg(3)] } });
    expect(s.messages[7]!.map((m) => m.id)).toEqual([2, 3]);
    s = chatReducer(s, { type: "message", message: msg(3) });
    s = chatReducer(s, { type: "message", message: msg(4) });
    expect(s.messages[7]!.map((m) => m.id)).toEqual([2, 3, 4]);
  });

  it("TYPING adds, STOP_TYPING and the typist's message remove; a disconnect clears", () => {
    let s = chatReducer(initialChatState, { type: "connection", connected: true });
    s = chatReducer(s, { type: "typing", payload: { channelId: 7, userId: 2, username: "bruno" } });
    s = chatReducer(s, { type: "typing", payload: { channelId: 7, userId: 2, username: "bruno" } });
    s = chatReducer(s, { type: "typing", payload: { channelId: 7, userId: 3, username: "chloe" } });
    expect(s.typing[7]).toHaveLength(2);
    s = chatReducer(s, { type: "stopTyping", payload: { channelId: 7, userId: 3, username: "chloe" } });
    expect(s.typing[7]).toEqual([{ userId: 2, username: "bruno" }]);
    s = chatReducer(s, { type: "message", message: msg(9, 2) });
    expect(s.typing[7]).toEqual([]);
    s = chatReducer(s, { type: "typing", payload: { channelId: 7, userId: 2, username: "bruno" } });
    s = chatReducer(s, { type: "connection", connected: false });
    expect(s.typing).toEqual({});
  });

  it("the typing line names one typist, counts several, and hides the current user", () => {
    const text = { one: CHAT_TEXT.typingOne, many: CHAT_TEXT.typingMany };
    expect(typingLine([{ userId: 2, username: "bruno" }], 1, text)).toBe("bruno est en train d'écrire...");
    expect(typingLine([{ userId: 2, username: "bruno" }, { userId: 3, username: "chloe" }], 1, text)).toBe(
      "2 personnes sont en train d'écrire...",
    );
    expect(typingLine([{ userId: 1, username: "moi" }], 1, text)).toBeNull();
    expect(typingLine(undefined, 1, text)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { ChatMessage } from "./events";
import { CHAT_ERRORS, CHAT_TEXT } from "./messages";
import { channelView, chatReducer, displayedMessages, initialChatState, typingLine } from "./state";

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

describe("own messages on their way", () => {
  const me = { id: 1, username: "moi" };
  const outgoing = (clientId: string, content = "salut") => ({ clientId, channelId: 7, content, type: "text" as const });

  it("shows a sent message as « sending » until acknowledged, then once, as the stored message", () => {
    let s = chatReducer(initialChatState, { type: "recent", payload: { channelId: 7, messages: [msg(1, 2)] } });
    s = chatReducer(s, { type: "delivery", update: { clientId: "k1", status: "sending", message: outgoing("k1") } });
    let shown = displayedMessages(s, 7, me);
    expect(shown.map((m) => [m.content, m.delivery?.status])).toEqual([
      ["m1", undefined],
      ["salut", "sending"],
    ]);
    expect(shown[1]!.id).toBeLessThan(0);
    s = chatReducer(s, { type: "delivery", update: { clientId: "k1", status: "sent", id: 5 } });
    shown = displayedMessages(s, 7, me);
    expect(shown[1]!.delivery).toBeUndefined();
    s = chatReducer(s, { type: "message", message: { ...msg(5, 1), content: "salut", clientId: "k1" } });
    expect(displayedMessages(s, 7, me).map((m) => m.id)).toEqual([1, 5]);
  });

  it("the stored message may come before the acknowledgement: still shown once", () => {
    let s = chatReducer(initialChatState, { type: "delivery", update: { clientId: "k2", status: "sending", message: outgoing("k2") } });
    s = chatReducer(s, { type: "message", message: { ...msg(8, 1), clientId: "k2" } });
    s = chatReducer(s, { type: "delivery", update: { clientId: "k2", status: "sent", id: 8 } });
    expect(displayedMessages(s, 7, me).map((m) => m.id)).toEqual([8]);
    expect(s.outbox).toEqual([]);
  });

  it("a failure stays beside the message with its reason; a retry keeps its place", () => {
    let s = chatReducer(initialChatState, { type: "delivery", update: { clientId: "a", status: "sending", message: outgoing("a", "un") } });
    s = chatReducer(s, { type: "delivery", update: { clientId: "b", status: "sending", message: outgoing("b", "deux") } });
    s = chatReducer(s, { type: "delivery", update: { clientId: "a", status: "failed", error: CHAT_TEXT.sendFailed } });
    const shown = displayedMessages(s, 7, me);
    expect(shown.map((m) => [m.content, m.delivery?.status, m.delivery?.error])).toEqual([
      ["un", "failed", CHAT_TEXT.sendFailed],
      ["deux", "sending", undefined],
    ]);
    s = chatReducer(s, { type: "delivery", update: { clientId: "a", status: "sending", message: outgoing("a", "un") } });
    const again = displayedMessages(s, 7, me);
    expect(again.map((m) => [m.content, m.delivery?.status, m.id])).toEqual([
      ["un", "sending", shown[0]!.id],
      ["deux", "sending", shown[1]!.id],
    ]);
  });

  it("RECENT_MESSAGES holding a message on its way takes it out of the outbox", () => {
    let s = chatReducer(initialChatState, { type: "delivery", update: { clientId: "r", status: "sending", message: outgoing("r") } });
    s = chatReducer(s, { type: "recent", payload: { channelId: 7, messages: [{ ...msg(3, 1), clientId: "r" }] } });
    expect(s.outbox).toEqual([]);
  });
});

describe("what stands in place of the messages", () => {
  const connected = chatReducer(initialChatState, { type: "connection", connected: true });
  const view = (s: typeof initialChatState, online = true) => channelView(s, 7, online, displayedMessages(s, 7, { id: 1, username: "u" }).length);

  it("says « loading », never « empty », until the channel's recent messages have arrived", () => {
    expect(view(connected)).toEqual({ kind: "loading" });
    const loaded = chatReducer(connected, { type: "recent", payload: { channelId: 7, messages: [] } });
    expect(view(loaded)).toEqual({ kind: "empty" });
    const withTwo = chatReducer(connected, { type: "recent", payload: { channelId: 7, messages: [msg(1), msg(2)] } });
    expect(view(withTwo)).toEqual({ kind: "messages" });
    // A message of another channel does not load this one.
    expect(view(chatReducer(connected, { type: "recent", payload: { channelId: 8, messages: [] } }))).toEqual({ kind: "loading" });
  });

  it("says why a join was refused until the messages come, then shows them", () => {
    const refused = chatReducer(connected, { type: "joinRefused", channelId: 7, message: CHAT_ERRORS.joinRateLimited });
    expect(view(refused)).toEqual({ kind: "refused", message: CHAT_ERRORS.joinRateLimited });
    // A message arriving in the room meanwhile does not make the list whole: the reason stays.
    expect(view(chatReducer(refused, { type: "message", message: msg(3) }))).toEqual({ kind: "refused", message: CHAT_ERRORS.joinRateLimited });
    const joined = chatReducer(refused, { type: "recent", payload: { channelId: 7, messages: [msg(1), msg(2)] } });
    expect(view(joined)).toEqual({ kind: "messages" });
    expect(joined.joinProblem[7]).toBeUndefined();
  });

  it("says offline or connecting before anything else", () => {
    expect(view(initialChatState, false)).toEqual({ kind: "offline" });
    expect(view(initialChatState, true)).toEqual({ kind: "connecting" });
  });
});

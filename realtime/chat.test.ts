import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { getDb } from "../db/client";
import { messages, rateLimits } from "../db/schema";
import { imageQuotaKeys } from "../lib/2-stores/chat/quota";
import { MAX_IMAGE_BYTES, MESSAGE_MAX_CHARS, RECENT_MESSAGES_LIMIT } from "../lib/1-domain/chat/constants";
import { DAILY_IMAGE_QUOTA, JOIN_RATE, MESSAGE_RATE, REALTIME_OPEN_SOCKETS_PER_SESSION, REALTIME_SOCKET_REFUSED_RETRY_MS, RECENT_MESSAGES_MAX_BYTES } from "../lib/1-domain/chat/limits";
import { sessionRoom } from "./auth";
import { ensureChannel } from "../lib/2-stores/chat/store";
import { createMessageWriter } from "../lib/3-features/chat/writer";
import { asDataUrl, bombPng, GPS_MARK, gpsJpeg, HTML_PAYLOAD, jpegHeaderThenHtml, polyglotJpeg, threeByteJpeg } from "../tests/support/images";
import { CHAT_EVENTS, type ChatErrorPayload, type ChatMessage, type RecentMessagesPayload, type TypingPayload } from "../lib/1-domain/chat/events";
import { CHAT_ERRORS } from "../lib/1-domain/chat/messages";
import { signRealtimeToken, REALTIME_TOKEN_TTL_MS } from "../lib/3-features/chat/socket-token";
import { env } from "../lib/0-base/env";
import { MAX_HTTP_BUFFER_SIZE, startRealtime } from "./server";
import {
  connectAs,
  connectRaw,
  createSession,
  createSpot,
  createUser,
  GIF_1PX,
  joinChannel,
  jpegDataUrl,
  nextEvent,
  PNG_1PX,
  sendWithAck,
  serviceUrl,
  silence,
  storedMessages,
  tokenFor,
} from "../tests/support/realtime";

let service: Awaited<ReturnType<typeof startRealtime>>;
/** The sockets a web session holds open, as the service counts them. */
const openOf = async (sessionId: number) => (await service.io.in(sessionRoom(sessionId)).fetchSockets()).length;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  service = await startRealtime(0, { liveWind: false });
  url = serviceUrl(service.port);
});

afterAll(async () => {
  for (const s of open) s.close();
  await service.close();
});

async function member(channelId?: number) {
  const user = await createUser();
  const socket = await connectAs(url, user);
  open.push(socket);
  if (channelId !== undefined) await joinChannel(socket, channelId);
  return { user, socket };
}

const errorOf = (socket: Socket) => nextEvent<ChatErrorPayload>(socket, CHAT_EVENTS.CHAT_ERROR);

describe("connection", () => {
  it("refuses a connection that only claims a userId", async () => {
    const user = await createUser();
    await expect(connectRaw(url, { userId: user.userId })).rejects.toThrow(CHAT_ERRORS.authRequired);
  });

  it("refuses a forged, tampered or expired token", async () => {
    const user = await createUser();
    const forged = signRealtimeToken(user, "un-autre-secret-de-plus-de-32-caracteres!").token;
    await expect(connectRaw(url, { token: forged })).rejects.toThrow(CHAT_ERRORS.authRequired);
    const [payload, signature] = tokenFor(user).split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const tampered = `${Buffer.from(JSON.stringify({ ...claims, sub: claims.sub + 1 })).toString("base64url")}.${signature}`;
    await expect(connectRaw(url, { token: tampered })).rejects.toThrow(CHAT_ERRORS.authRequired);
    const expired = signRealtimeToken(user, env().BETTER_AUTH_SECRET, Date.now() - REALTIME_TOKEN_TTL_MS - 1000).token;
    await expect(connectRaw(url, { token: expired, userId: user.userId })).rejects.toThrow(CHAT_ERRORS.authRequired);
  });

  it(`holds at most ${REALTIME_OPEN_SOCKETS_PER_SESSION} open sockets per web session, refuses more in French with a wait, and never counts those closed`, async () => {
    const user = await createUser();
    // Many page loads in a row: each opens a socket and closes it when the next page comes. None of them count.
    for (let i = 0; i < REALTIME_OPEN_SOCKETS_PER_SESSION + 5; i++) {
      const page = await connectAs(url, user);
      page.close();
      await expect.poll(() => openOf(user.sessionId)).toBe(0);
    }
    for (let i = 0; i < REALTIME_OPEN_SOCKETS_PER_SESSION; i++) open.push(await connectAs(url, user));
    const refused = await connectAs(url, user).then(
      () => null,
      (error: Error & { data?: { retryAfterMs?: number } }) => error,
    );
    expect(refused?.message).toBe(CHAT_ERRORS.tooManySockets);
    expect(refused?.data).toEqual({ retryAfterMs: REALTIME_SOCKET_REFUSED_RETRY_MS });
    // The same rider's other session (another device) has sockets of its own.
    open.push(await connectAs(url, { ...user, sessionId: await createSession(user.userId) }));
    // A tab closed: the next one gets in.
    open.shift()!.close();
    await expect.poll(() => openOf(user.sessionId)).toBe(REALTIME_OPEN_SOCKETS_PER_SESSION - 1);
    open.push(await connectAs(url, user));
  });

  it("accepts the app's origin and refuses others", async () => {
    const user = await createUser();
    const ok = await connectRaw(url, { token: tokenFor(user) }, { origin: new URL(env().APP_URL).origin });
    expect(ok.connected).toBe(true);
    ok.close();
    await expect(connectRaw(url, { token: tokenFor(user) }, { origin: "https://pirate.example" })).rejects.toThrow();
  });
});

describe("channels and messages", () => {
  it("sends RECENT_MESSAGES on join: the last 50, oldest first, with their authors", async () => {
    const spotId = await createSpot();
    const author = await createUser("auteur");
    const { socket } = await member();
    const first = nextEvent<RecentMessagesPayload>(socket, CHAT_EVENTS.RECENT_MESSAGES);
    socket.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId: spotId });
    expect(await first).toEqual({ channelId: spotId, messages: [] });

    const base = Date.now() - 60_000;
    await getDb()
      .insert(messages)
      .values(
        Array.from({ length: RECENT_MESSAGES_LIMIT + 5 }, (_, i) => ({
          channelId: spotId,
          userId: author.userId,
          content: `message ${i}`,
          createdAt: new Date(base + i * 1000),
        })),
      );
    const again = nextEvent<RecentMessagesPayload>(socket, CHAT_EVENTS.RECENT_MESSAGES);
    socket.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId: spotId });
    const { messages: list } = await again;
    expect(list).toHaveLength(RECENT_MESSAGES_LIMIT);
    expect(list[0]!.content).toBe("message 5");
    expect(list.at(-1)!.content).toBe(`message ${RECENT_MESSAGES_LIMIT + 4}`);
    expect(list.at(-1)!.user).toEqual({ id: author.userId, username: author.username });
  });

  it("stores a message, then broadcasts it to every member of the room (sender included) and no one else", async () => {
    const spotId = await createSpot();
    const otherSpot = await createSpot();
    const alice = await member(spotId);
    const bruno = await member(spotId);
    const outsider = await member(otherSpot);

    const atBruno = nextEvent<ChatMessage>(bruno.socket, CHAT_EVENTS.NEW_MESSAGE);
    const atAlice = nextEvent<ChatMessage>(alice.socket, CHAT_EVENTS.NEW_MESSAGE);
    const quiet = silence(outsider.socket, CHAT_EVENTS.NEW_MESSAGE, 500);
    alice.socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: "  Ça souffle à 25 nœuds !  ", type: "text" });

    const received = await atBruno;
    expect(received).toMatchObject({
      channelId: spotId,
      userId: alice.user.userId,
      content: "Ça souffle à 25 nœuds !",
      type: "text",
      user: { id: alice.user.userId, username: alice.user.username },
    });
    expect(new Date(received.createdAt).getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect((await atAlice).id).toBe(received.id);
    expect(await quiet).toBe(true);
    const stored = await storedMessages(spotId);
    expect(stored.map((m) => [m.id, m.content, m.userId])).toEqual([[received.id, "Ça souffle à 25 nœuds !", alice.user.userId]]);
  });

  it("creates the channel row on first join, named after the spot", async () => {
    const spotId = await createSpot("Spot de la Torche test");
    await member(spotId);
    const rows = await getDb().query.chatChannels.findMany({ where: (c, { eq }) => eq(c.id, spotId) });
    expect(rows).toMatchObject([{ id: spotId, spotId, name: "Spot de la Torche test" }]);
  });

  it("accepts a small PNG and broadcasts it as an image message, re-encoded as JPEG", async () => {
    const spotId = await createSpot();
    const { socket } = await member(spotId);
    const got = nextEvent<ChatMessage>(socket, CHAT_EVENTS.NEW_MESSAGE);
    socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: PNG_1PX, type: "image" });
    const message = await got;
    expect(message).toMatchObject({ type: "image", content: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//) });
    expect((await storedMessages(spotId)).map((m) => m.content)).toEqual([message.content]);
  });

  it("stops delivering after LEAVE_CHANNEL, and refuses sending to a channel left", async () => {
    const spotId = await createSpot();
    const alice = await member(spotId);
    const bruno = await member(spotId);
    bruno.socket.emit(CHAT_EVENTS.LEAVE_CHANNEL, { channelId: spotId });
    const quiet = silence(bruno.socket, CHAT_EVENTS.NEW_MESSAGE, 500);
    const delivered = nextEvent<ChatMessage>(alice.socket, CHAT_EVENTS.NEW_MESSAGE);
    // Bruno's leave was processed before Alice's send reaches the room: wait for Alice's own copy.
    await new Promise((r) => setTimeout(r, 100));
    alice.socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: "tu es là ?", type: "text" });
    await delivered;
    expect(await quiet).toBe(true);

    const error = errorOf(bruno.socket);
    bruno.socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: "plus membre", type: "text" });
    expect(await error).toMatchObject({ message: CHAT_ERRORS.notJoined, channelId: spotId });
    expect((await storedMessages(spotId)).map((m) => m.content)).toEqual(["tu es là ?"]);
  });

  it("relays TYPING and STOP_TYPING to the others only, and a stop when a typist disconnects", async () => {
    const spotId = await createSpot();
    const alice = await member(spotId);
    const bruno = await member(spotId);

    const typing = nextEvent<TypingPayload>(bruno.socket, CHAT_EVENTS.TYPING);
    const notToSelf = silence(alice.socket, CHAT_EVENTS.TYPING, 400);
    alice.socket.emit(CHAT_EVENTS.TYPING, { channelId: spotId });
    expect(await typing).toEqual({ channelId: spotId, userId: alice.user.userId, username: alice.user.username });
    expect(await notToSelf).toBe(true);

    const stop = nextEvent<TypingPayload>(bruno.socket, CHAT_EVENTS.STOP_TYPING);
    alice.socket.emit(CHAT_EVENTS.STOP_TYPING, { channelId: spotId });
    expect(await stop).toMatchObject({ channelId: spotId, userId: alice.user.userId });

    // Sending a message ends typing too.
    alice.socket.emit(CHAT_EVENTS.TYPING, { channelId: spotId });
    await nextEvent(bruno.socket, CHAT_EVENTS.TYPING);
    const stopOnSend = nextEvent<TypingPayload>(bruno.socket, CHAT_EVENTS.STOP_TYPING);
    alice.socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: "envoyé", type: "text" });
    expect(await stopOnSend).toMatchObject({ userId: alice.user.userId });

    alice.socket.emit(CHAT_EVENTS.TYPING, { channelId: spotId });
    await nextEvent(bruno.socket, CHAT_EVENTS.TYPING);
    const stopOnLeave = nextEvent<TypingPayload>(bruno.socket, CHAT_EVENTS.STOP_TYPING);
    alice.socket.close();
    expect(await stopOnLeave).toMatchObject({ channelId: spotId, userId: alice.user.userId });
  });
});

describe("refused payloads: a French CHAT_ERROR, nothing stored", () => {
  const cases: [string, (channelId: number) => unknown, string][] = [
    ["a blank text", (c) => ({ channelId: c, content: "   \n ", type: "text" }), CHAT_ERRORS.empty],
    ["a text over 2,000 characters", (c) => ({ channelId: c, content: "x".repeat(MESSAGE_MAX_CHARS + 1), type: "text" }), CHAT_ERRORS.tooLong],
    ["a wrong type", (c) => ({ channelId: c, content: "salut", type: "video" }), CHAT_ERRORS.badType],
    ["a missing type", (c) => ({ channelId: c, content: "salut" }), CHAT_ERRORS.badType],
    ["a content that is not a string", (c) => ({ channelId: c, content: { html: "<b>" }, type: "text" }), CHAT_ERRORS.empty],
    ["a GIF image", (c) => ({ channelId: c, content: GIF_1PX, type: "image" }), CHAT_ERRORS.badImage],
    ["an SVG image", (c) => ({ channelId: c, content: "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+", type: "image" }), CHAT_ERRORS.badImage],
    ["a non-image data URL", (c) => ({ channelId: c, content: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", type: "image" }), CHAT_ERRORS.badImage],
    ["an http URL as image", (c) => ({ channelId: c, content: "https://example.com/a.png", type: "image" }), CHAT_ERRORS.badImage],
    ["a PNG declared as JPEG (magic bytes)", (c) => ({ channelId: c, content: PNG_1PX.replace("image/png", "image/jpeg"), type: "image" }), CHAT_ERRORS.badImage],
    ["text declared as PNG", (c) => ({ channelId: c, content: `data:image/png;base64,${Buffer.from("bonjour tout le monde").toString("base64")}`, type: "image" }), CHAT_ERRORS.badImage],
    ["an image over 5 MB", (c) => ({ channelId: c, content: jpegDataUrl(MAX_IMAGE_BYTES + 1), type: "image" }), CHAT_ERRORS.imageTooLarge],
    ["a channel id that is not a number", () => ({ channelId: "1 or 1=1", content: "x", type: "text" }), CHAT_ERRORS.badChannel],
    ["a payload that is not an object", () => "SEND", CHAT_ERRORS.badPayload],
  ];

  it.each(cases)("%s", async (_label, payload, message) => {
    const spotId = await createSpot();
    const { socket } = await member(spotId);
    const error = errorOf(socket);
    socket.emit(CHAT_EVENTS.SEND_MESSAGE, payload(spotId));
    expect((await error).message).toBe(message);
    expect(await storedMessages(spotId)).toEqual([]);
  });

  it("a message to a channel not joined", async () => {
    const spotId = await createSpot();
    const { socket } = await member();
    const error = errorOf(socket);
    socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: "coucou", type: "text" });
    expect(await error).toMatchObject({ message: CHAT_ERRORS.notJoined, event: CHAT_EVENTS.SEND_MESSAGE });
    expect(await storedMessages(spotId)).toEqual([]);
  });

  it("joining an unknown spot: an error and no room", async () => {
    const { socket } = await member();
    const error = errorOf(socket);
    socket.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId: 987_654_321 });
    expect(await error).toMatchObject({ message: CHAT_ERRORS.unknownSpot, channelId: 987_654_321 });
    const notJoined = errorOf(socket);
    socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: 987_654_321, content: "x", type: "text" });
    expect((await notJoined).message).toBe(CHAT_ERRORS.notJoined);
    const rows = await getDb().query.chatChannels.findMany({ where: (c, { eq }) => eq(c.id, 987_654_321) });
    expect(rows).toEqual([]);
  });

  it("an oversize frame closes that socket only; the service keeps serving", async () => {
    const spotId = await createSpot();
    const big = await member(spotId);
    const other = await member(spotId);
    const dropped = nextEvent<string>(big.socket, "disconnect");
    big.socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: jpegDataUrl(MAX_HTTP_BUFFER_SIZE), type: "image" });
    expect(await dropped).toBe("transport close");
    const got = nextEvent<ChatMessage>(other.socket, CHAT_EVENTS.NEW_MESSAGE);
    other.socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: "toujours là", type: "text" });
    expect((await got).content).toBe("toujours là");
    expect((await storedMessages(spotId)).map((m) => m.content)).toEqual(["toujours là"]);
  });
});

describe("rate limit", () => {
  it(`accepts ${MESSAGE_RATE.limit} messages in the window, then refuses with a French message`, async () => {
    const spotId = await createSpot();
    const { socket } = await member(spotId);
    const received: ChatMessage[] = [];
    socket.on(CHAT_EVENTS.NEW_MESSAGE, (m: ChatMessage) => received.push(m));
    const error = errorOf(socket);
    for (let i = 0; i <= MESSAGE_RATE.limit; i++) {
      socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: `rafale ${i}`, type: "text" });
    }
    expect((await error).message).toBe(CHAT_ERRORS.rateLimited);
    const stored = await storedMessages(spotId);
    expect(stored).toHaveLength(MESSAGE_RATE.limit);
    // One socket's messages keep their order.
    expect(stored.map((m) => m.content)).toEqual(Array.from({ length: MESSAGE_RATE.limit }, (_, i) => `rafale ${i}`));
    await new Promise((r) => setTimeout(r, 200));
    expect(received.map((m) => m.content)).toEqual(stored.map((m) => m.content));
  });
});

describe("join limit", () => {
  it(`accepts ${JOIN_RATE.limit} joins in the window, then refuses with a French message and sends nothing more`, async () => {
    const spotId = await createSpot();
    const { socket } = await member();
    let recent = 0;
    socket.on(CHAT_EVENTS.RECENT_MESSAGES, () => recent++);
    const error = errorOf(socket);
    for (let i = 0; i <= JOIN_RATE.limit; i++) socket.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId: spotId });
    // The refusal names the channel and when a join will be accepted again: the widget says so and retries then.
    const refusal = await error;
    expect(refusal).toMatchObject({ message: CHAT_ERRORS.joinRateLimited, event: CHAT_EVENTS.JOIN_CHANNEL, channelId: spotId });
    expect(refusal.retryAfterMs).toBeGreaterThan(JOIN_RATE.windowMs - 5000);
    expect(refusal.retryAfterMs).toBeLessThanOrEqual(JOIN_RATE.windowMs);
    await new Promise((r) => setTimeout(r, 200));
    expect(recent).toBe(JOIN_RATE.limit);
  });
});

describe("SEND_MESSAGE is acknowledged, and a retry never doubles", () => {
  it("acknowledges a stored message with its id; a refusal with its French reason, also in CHAT_ERROR", async () => {
    const spotId = await createSpot();
    const { socket } = await member(spotId);
    const broadcast = nextEvent<ChatMessage>(socket, CHAT_EVENTS.NEW_MESSAGE);
    const ack = await sendWithAck(socket, { channelId: spotId, content: "reçu ?", type: "text", clientId: "cle-0000000001" });
    const message = await broadcast;
    expect(ack).toEqual({ ok: true, id: message.id });
    expect(message.clientId).toBe("cle-0000000001");
    expect((await storedMessages(spotId)).map((m) => m.id)).toEqual([message.id]);

    const error = errorOf(socket);
    expect(await sendWithAck(socket, { channelId: spotId, content: "  ", type: "text", clientId: "cle-0000000002" })).toEqual({
      ok: false,
      message: CHAT_ERRORS.empty,
    });
    expect(await error).toMatchObject({ message: CHAT_ERRORS.empty, clientId: "cle-0000000002" });
    const other = await createSpot();
    expect(await sendWithAck(socket, { channelId: other, content: "ailleurs", type: "text" })).toEqual({ ok: false, message: CHAT_ERRORS.notJoined });
  });

  it("the same idempotency key twice stores one message; both answers carry its id", async () => {
    const spotId = await createSpot();
    const { socket } = await member(spotId);
    const payload = { channelId: spotId, content: "une seule fois", type: "text", clientId: "double-envoi-01" };
    const [first, second] = await Promise.all([sendWithAck(socket, payload), sendWithAck(socket, payload)]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toEqual(first);
    expect((await storedMessages(spotId)).map((m) => m.content)).toEqual(["une seule fois"]);
  });

  it("a message stored just before the worker died is not stored again when the client retries", async () => {
    const spotId = await createSpot();
    const { user, socket } = await member(spotId);
    // The worker stored it, then died before broadcasting or acknowledging it.
    const stored = await createMessageWriter(getDb()).store({
      channelId: spotId,
      author: { id: user.userId, username: user.username },
      content: "avant la panne",
      type: "text",
      clientId: "panne-000000001",
    });
    const broadcast = nextEvent<ChatMessage>(socket, CHAT_EVENTS.NEW_MESSAGE);
    const ack = await sendWithAck(socket, { channelId: spotId, content: "avant la panne", type: "text", clientId: "panne-000000001" });
    expect(ack).toEqual({ ok: true, id: stored.id });
    // Delivered now, since nobody saw it before the crash.
    expect((await broadcast).id).toBe(stored.id);
    expect(await storedMessages(spotId)).toHaveLength(1);
  });

  it("keys are per user: another user's same key is another message", async () => {
    const spotId = await createSpot();
    const alice = await member(spotId);
    const bruno = await member(spotId);
    const a = await sendWithAck(alice.socket, { channelId: spotId, content: "alice", type: "text", clientId: "meme-cle-000001" });
    const b = await sendWithAck(bruno.socket, { channelId: spotId, content: "bruno", type: "text", clientId: "meme-cle-000001" });
    expect(a.ok && b.ok && a.id !== b.id).toBe(true);
    expect((await storedMessages(spotId)).map((m) => m.content)).toEqual(["alice", "bruno"]);
  });

  it("refuses a malformed idempotency key", async () => {
    const spotId = await createSpot();
    const { socket } = await member(spotId);
    expect(await sendWithAck(socket, { channelId: spotId, content: "x", type: "text", clientId: "<script>" })).toEqual({
      ok: false,
      message: CHAT_ERRORS.badClientId,
    });
    expect(await storedMessages(spotId)).toEqual([]);
  });
});

describe("images are decoded and re-encoded by the service", () => {
  it("strips a phone photo's GPS position: what is stored and broadcast carries none", async () => {
    const spotId = await createSpot();
    const alice = await member(spotId);
    const bruno = await member(spotId);
    const photo = await gpsJpeg();
    const atBruno = nextEvent<ChatMessage>(bruno.socket, CHAT_EVENTS.NEW_MESSAGE);
    const ack = await sendWithAck(alice.socket, { channelId: spotId, content: asDataUrl("image/jpeg", photo), type: "image" });
    expect(ack).toMatchObject({ ok: true });
    const received = await atBruno;
    const [stored] = await storedMessages(spotId);
    expect(received.content).toBe(stored!.content);
    const bytes = Buffer.from(stored!.content.split(",")[1]!, "base64");
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes.includes(GPS_MARK)).toBe(false);
    expect(bytes.includes("AlizePhone")).toBe(false);
  });

  it("a polyglot is stored without its HTML", async () => {
    const spotId = await createSpot();
    const { socket } = await member(spotId);
    expect(await sendWithAck(socket, { channelId: spotId, content: asDataUrl("image/jpeg", await polyglotJpeg()), type: "image" })).toMatchObject({
      ok: true,
    });
    const [stored] = await storedMessages(spotId);
    expect(Buffer.from(stored!.content.split(",")[1]!, "base64").includes(HTML_PAYLOAD)).toBe(false);
  });

  const refused: [string, () => string, string][] = [
    ["a 20000 × 20000 PNG", () => asDataUrl("image/png", bombPng()), CHAT_ERRORS.imageTooManyPixels],
    ["a JPEG header followed by HTML", () => asDataUrl("image/jpeg", jpegHeaderThenHtml()), CHAT_ERRORS.badImage],
    ["a 3-byte image", () => asDataUrl("image/jpeg", threeByteJpeg()), CHAT_ERRORS.badImage],
  ];
  it.each(refused)("refuses %s: a French error to the sender, nothing stored or delivered", async (_label, content, message) => {
    const spotId = await createSpot();
    const alice = await member(spotId);
    const bruno = await member(spotId);
    const quiet = silence(bruno.socket, CHAT_EVENTS.NEW_MESSAGE, 800);
    const error = errorOf(alice.socket);
    expect(await sendWithAck(alice.socket, { channelId: spotId, content: content(), type: "image" })).toEqual({ ok: false, message });
    expect((await error).message).toBe(message);
    expect(await quiet).toBe(true);
    expect(await storedMessages(spotId)).toEqual([]);
  });
});

describe("limits", () => {
  it("the daily image quota: once reached, an image is refused with a French message and nothing is stored", async () => {
    const spotId = await createSpot();
    const { user, socket } = await member(spotId);
    const keys = imageQuotaKeys(user.userId);
    await getDb()
      .insert(rateLimits)
      .values([
        { key: keys.images, count: DAILY_IMAGE_QUOTA.images - 1 },
        { key: keys.bytes, count: 1000 },
      ]);
    expect(await sendWithAck(socket, { channelId: spotId, content: PNG_1PX, type: "image" })).toMatchObject({ ok: true });
    expect(await sendWithAck(socket, { channelId: spotId, content: PNG_1PX, type: "image" })).toEqual({
      ok: false,
      message: CHAT_ERRORS.imageQuota,
    });
    expect(await storedMessages(spotId)).toHaveLength(1);
    // Text still goes through.
    expect(await sendWithAck(socket, { channelId: spotId, content: "du texte", type: "text" })).toMatchObject({ ok: true });
  });

  it("RECENT_MESSAGES keeps the last 50 messages but sends older images beyond its byte budget as placeholders", async () => {
    const spotId = await createSpot();
    const author = await createUser("photographe");
    await ensureChannel(getDb(), spotId);
    const image = (i: number) => `data:image/jpeg;base64,${String(i).padStart(4, "0")}${"A".repeat(400_000)}`;
    const base = Date.now() - 600_000;
    await getDb()
      .insert(messages)
      .values(
        Array.from({ length: RECENT_MESSAGES_LIMIT + 2 }, (_, i) => ({
          channelId: spotId,
          userId: author.userId,
          type: (i % 5 === 0 ? "text" : "image") as "text" | "image",
          content: i % 5 === 0 ? `texte ${i}` : image(i),
          createdAt: new Date(base + i * 1000),
        })),
      );
    const { socket } = await member();
    const recent = nextEvent<RecentMessagesPayload>(socket, CHAT_EVENTS.RECENT_MESSAGES);
    socket.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId: spotId });
    const list = (await recent).messages;
    expect(list).toHaveLength(RECENT_MESSAGES_LIMIT);
    const size = list.reduce((n, m) => n + m.content.length, 0);
    expect(size).toBeLessThanOrEqual(RECENT_MESSAGES_MAX_BYTES);
    const images = list.filter((m) => m.type === "image");
    const sent = images.filter((m) => !m.imageOmitted);
    // The newest images are whole, the older ones placeholders; every text is there.
    expect(sent.length).toBe(Math.floor(RECENT_MESSAGES_MAX_BYTES / image(0).length));
    expect(images.slice(-sent.length)).toEqual(sent);
    expect(images.slice(0, -sent.length).every((m) => m.imageOmitted && m.content === "")).toBe(true);
    expect(list.filter((m) => m.type === "text").every((m) => m.content.startsWith("texte"))).toBe(true);
    expect(list.at(-1)!.content).toBe(image(RECENT_MESSAGES_LIMIT + 1));
  });

  it("a join flood can no longer pull more than 10 MB per window", () => {
    expect(JOIN_RATE.limit * RECENT_MESSAGES_MAX_BYTES).toBeLessThanOrEqual(10_000_000);
  });
});

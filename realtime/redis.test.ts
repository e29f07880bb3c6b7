import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { closeDb, getDb } from "../db/client";
import { CHAT_EVENTS, type ChatMessage, type RecentMessagesPayload, type TypingPayload } from "../lib/1-domain/chat/events";
import { startRealtime } from "./server";
import { connectAs, createSpot, createUser, nextEvent, serviceUrl } from "../tests/support/realtime";

/*
 * Two instances of the service on one Redis (this machine's, or REDIS_URL's): a member connected to one gets
 * what is sent on the other. Nothing is skipped: without a reachable Redis this test fails and says why.
 */
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

type Service = Awaited<ReturnType<typeof startRealtime>>;
let one: Service;
let two: Service;
const sockets: Socket[] = [];

beforeAll(async () => {
  const probe = createClient({ url: REDIS_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  probe.on("error", () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    await probe.close();
  } catch (error) {
    throw new Error(
      `Redis est injoignable à ${REDIS_URL} (${error instanceof Error ? error.message : error}). ` +
        "Ce test a besoin d'un Redis : démarrez-en un ou indiquez son adresse dans REDIS_URL.",
    );
  }
  // Both share this worker's pool; each closes its own Redis connections.
  one = await startRealtime(0, { redisUrl: REDIS_URL, db: getDb(), liveWind: false });
  two = await startRealtime(0, { redisUrl: REDIS_URL, db: getDb(), liveWind: false });
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await one?.close();
  await two?.close();
  await closeDb();
});

async function joinOn(service: Service, channelId: number) {
  const user = await createUser();
  const socket = await connectAs(serviceUrl(service.port), user);
  sockets.push(socket);
  const recent = nextEvent<RecentMessagesPayload>(socket, CHAT_EVENTS.RECENT_MESSAGES);
  socket.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId });
  await recent;
  return { user, socket };
}

describe("two instances through Redis", () => {
  it("delivers a message sent on one instance to a member connected to the other, and typing too", async () => {
    const spotId = await createSpot();
    const alice = await joinOn(one, spotId);
    const bruno = await joinOn(two, spotId);
    // The streams adapter starts reading at "$": give both readers a moment to be in place.
    await new Promise((r) => setTimeout(r, 300));

    const atBruno = nextEvent<ChatMessage>(bruno.socket, CHAT_EVENTS.NEW_MESSAGE);
    const ownCopy = nextEvent<ChatMessage>(alice.socket, CHAT_EVENTS.NEW_MESSAGE);
    alice.socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: "via Redis", type: "text" });
    expect(await atBruno).toMatchObject({ content: "via Redis", user: { id: alice.user.userId, username: alice.user.username } });

    await ownCopy;
    const atAlice = nextEvent<ChatMessage>(alice.socket, CHAT_EVENTS.NEW_MESSAGE);
    bruno.socket.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: "bien reçu", type: "text" });
    expect((await atAlice).content).toBe("bien reçu");

    const typing = nextEvent<TypingPayload>(alice.socket, CHAT_EVENTS.TYPING);
    bruno.socket.emit(CHAT_EVENTS.TYPING, { channelId: spotId });
    expect(await typing).toMatchObject({ channelId: spotId, userId: bruno.user.userId });
  });
});

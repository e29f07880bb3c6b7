import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../db/client";
import { databaseUrl } from "../db/config";
import { JOIN_BUSY_MS } from "../lib/1-domain/chat/limits";
import { CHAT_ERRORS } from "../lib/1-domain/chat/messages";
import type { RecentMessagesPayload } from "../lib/1-domain/chat/events";
import { ChatClient } from "../lib/browser/chat/client";
import { RealtimeConnection } from "../lib/browser/realtime/connection";
import { createMessageWriter } from "../lib/3-features/chat/writer";
import { ensureChannel } from "../lib/2-stores/chat/store";
import { getDb } from "../db/client";
import { startRealtime } from "./server";
import { createSpot, createUser, serviceUrl, tokenFor } from "../tests/support/realtime";

/*
 * A join the service cannot answer in time: the widget's own client (lib/browser/chat/client.ts) hears
 * why, in French, instead of an empty channel, and gets the channel's messages once the database answers. The
 * service here reads a real database through a connection that holds every query on the messages table while
 * `slowMs` is set: a worker busy behind a refresh on the embedded database.
 */
let slowMs = 0;
const { db: slowDb, pool, close } = createDb(databaseUrl(), 4);
const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
(pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
  const first = args[0] as string | { text?: string };
  const text = typeof first === "string" ? first : (first?.text ?? "");
  if (slowMs > 0 && /from "messages"/.test(text)) await new Promise((r) => setTimeout(r, slowMs));
  return query(...args);
};

let service: Awaited<ReturnType<typeof startRealtime>>;
const clients: ChatClient[] = [];
beforeAll(async () => {
  service = await startRealtime(0, { liveWind: false, db: slowDb });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await service.close();
  await close();
});

describe("a join that the service cannot answer in time", () => {
  it("is reported as busy, in French, then the channel's messages arrive by themselves", async () => {
    const spotId = await createSpot();
    const author = await createUser();
    await ensureChannel(getDb(), spotId);
    const writer = createMessageWriter(getDb());
    for (const content of ["Ça rentre à Wissant", "18 nœuds, je monte"]) {
      await writer.store({ channelId: spotId, author: { id: author.userId, username: author.username }, content, type: "text" });
    }
    const reader = await createUser();
    const refusals: { at: number; message: string }[] = [];
    const recents: { at: number; payload: RecentMessagesPayload }[] = [];
    const started = Date.now();
    const client = new ChatClient(new RealtimeConnection(serviceUrl(service.port), async () => ({ token: tokenFor(reader) })), {
      joinRefused: ({ message }) => refusals.push({ at: Date.now() - started, message }),
      recent: (payload) => recents.push({ at: Date.now() - started, payload }),
    });
    clients.push(client);
    slowMs = JOIN_BUSY_MS + 2500;
    client.join(spotId);
    client.connect();

    await expect.poll(() => refusals.length, { timeout: JOIN_BUSY_MS + 2000 }).toBeGreaterThan(0);
    expect(refusals[0]!.message).toBe(CHAT_ERRORS.joinBusy);
    expect(recents).toEqual([]); // nothing said « empty » meanwhile: no messages list at all
    slowMs = 0;
    await expect.poll(() => recents.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(recents[0]!.payload.messages.map((m) => m.content)).toEqual(["Ça rentre à Wissant", "18 nœuds, je monte"]);
    expect(recents[0]!.at).toBeGreaterThan(refusals[0]!.at);
  });
});

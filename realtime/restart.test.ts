import { afterAll, describe, expect, it } from "vitest";
import { CHAT_EVENTS, type ChatMessage, type RecentMessagesPayload } from "../lib/chat/events";
import { ChatClient } from "../lib/chat/client";
import { startRealtime } from "./server";
import { createSpot, createUser, serviceUrl, tokenFor } from "./testing";

/*
 * Messages survive a restart of the service, and the widget's own client (lib/chat/client.ts, with the spec's
 * reconnection settings) comes back by itself: it reconnects with a fresh token, rejoins its channel and gets
 * the earlier messages again.
 */
type Service = Awaited<ReturnType<typeof startRealtime>>;
let service: Service | undefined;
const clients: ChatClient[] = [];

afterAll(async () => {
  for (const c of clients) c.close();
  await service?.close();
});

function until<T>(check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = check();
      if (value !== undefined) return resolve(value);
      if (Date.now() - started > timeoutMs) return reject(new Error("délai dépassé"));
      setTimeout(tick, 20);
    };
    tick();
  });
}

describe("restart", () => {
  it("keeps the messages and the client reconnects, rejoins and lists them again", async () => {
    service = await startRealtime(0);
    const port = service.port;
    const spotId = await createSpot();
    const user = await createUser();
    let tokensIssued = 0;
    const connections: boolean[] = [];
    const recents: RecentMessagesPayload[] = [];
    const received: ChatMessage[] = [];
    const client = new ChatClient(
      serviceUrl(port),
      async () => {
        tokensIssued++;
        return tokenFor(user);
      },
      {
        connection: (c) => connections.push(c),
        recent: (p) => recents.push(p),
        message: (m) => received.push(m),
      },
    );
    clients.push(client);
    // Joined before connecting: queued, then joined on connect.
    client.join(spotId);
    client.connect();
    await until(() => (recents.length === 1 ? true : undefined));
    client.send(spotId, "avant le redémarrage");
    await until(() => (received.length === 1 ? true : undefined));

    await service.close();
    await until(() => (connections.at(-1) === false ? true : undefined));
    expect(client.connected).toBe(false);

    service = await startRealtime(port);
    await until(() => (client.connected && recents.length === 2 ? true : undefined));
    expect(recents[1]!.messages.map((m) => m.content)).toEqual(["avant le redémarrage"]);
    expect(tokensIssued).toBeGreaterThanOrEqual(2);

    client.send(spotId, "après le redémarrage");
    const after = await until(() => received.find((m) => m.content === "après le redémarrage"));
    expect(after.user.username).toBe(user.username);
  });
});

void CHAT_EVENTS;

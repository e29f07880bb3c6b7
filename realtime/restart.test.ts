import { afterAll, describe, expect, it } from "vitest";
import { CHAT_EVENTS, type ChatMessage, type RecentMessagesPayload } from "../lib/1-domain/chat/events";
import { ChatClient, type DeliveryUpdate } from "../lib/browser/chat/client";
import { RealtimeConnection } from "../lib/browser/realtime/connection";
import { CHAT_ERRORS } from "../lib/1-domain/chat/messages";
import { startRealtime } from "./server";
import { createSpot, createUser, serviceUrl, storedMessages, tokenFor } from "../tests/support/realtime";

/*
 * Messages survive a restart of the service, and the widget's own client (lib/browser/chat/client.ts, with the spec's
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
    service = await startRealtime(0, { liveWind: false });
    const port = service.port;
    const spotId = await createSpot();
    const user = await createUser();
    const tokens: string[] = [];
    const connections: boolean[] = [];
    const recents: RecentMessagesPayload[] = [];
    const received: ChatMessage[] = [];
    const deliveries: DeliveryUpdate[] = [];
    const client = new ChatClient(
      new RealtimeConnection(serviceUrl(port), async () => {
        tokens.push(tokenFor(user));
        return { token: tokens.at(-1)! };
      }),
      {
        connection: (c) => connections.push(c),
        recent: (p) => recents.push(p),
        message: (m) => received.push(m),
        delivery: (d) => deliveries.push(d),
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

    // Sent while the service is down: kept as « sending », then sent on reconnection, stored once.
    const offline = client.send(spotId, "pendant la coupure");
    expect(deliveries.at(-1)).toMatchObject({ clientId: offline, status: "sending" });

    service = await startRealtime(port, { liveWind: false });
    await until(() => (client.connected && recents.length === 2 ? true : undefined));
    expect(recents[1]!.messages.map((m) => m.content)).toContain("avant le redémarrage");
    // Each connection attempt had a credential of its own (the service accepts each once).
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tokens).size).toBe(tokens.length);
    const sent = await until(() => deliveries.find((d) => d.clientId === offline && d.status === "sent"));
    // The acknowledgement and the room's broadcast travel apart: the message may show a moment after its ack.
    const echoed = await until(() => received.find((m) => m.clientId === offline));
    expect(echoed.id).toBe((sent as { id: number }).id);
    expect((await storedMessages(spotId)).map((m) => m.content)).toEqual(["avant le redémarrage", "pendant la coupure"]);

    // A refusal is final and says why, in French.
    const refused = client.send(spotId, "   ");
    expect(await until(() => deliveries.find((d) => d.clientId === refused && d.status === "failed"))).toEqual({
      clientId: refused,
      status: "failed",
      error: CHAT_ERRORS.empty,
    });

    client.send(spotId, "après le redémarrage");
    const after = await until(() => received.find((m) => m.content === "après le redémarrage"));
    expect(after.user.username).toBe(user.username);
  });
});

void CHAT_EVENTS;

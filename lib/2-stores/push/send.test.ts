import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";
import { registerUser } from "@/tests/support/api";
import { browserSubscription, startPushService, startTrap, verifyVapid, type PushService } from "@/tests/support/push-service";
import { guardedLookup, INTERNET, PUSH_GONE_LIMIT, PUSH_SENDS_PER_HOUR, PUSH_TTL_SECONDS, sendPushToUser, type PushNetwork, type PushPayload } from "./send";
import { saveSubscription } from "./subscriptions";
import { vapidDetails } from "./vapid";

const payload: PushPayload = {
  title: "Alizé : ça navigue à Wissant",
  body: "Samedi 14 h – 18 h, 18 nœuds de SO",
  url: "/spots/12/weather",
  tag: "alerte-7-fenêtre",
};

let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

const none = { subscriptions: 0, delivered: 0, gone: 0, refused: 0, limited: 0, failed: 0 };
const endpointsOf = async (userId: number) =>
  (await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.endpoint).sort();

async function riderWith(paths: string[]) {
  const { user } = await registerUser();
  const subscriptions = paths.map((path) => browserSubscription(`${service.origin}${path}`));
  for (const subscription of subscriptions) await saveSubscription(getDb(), user.id, subscription);
  return { userId: user.id, subscriptions };
}

const receivedAt = (endpoint: string) => service.received.filter((r) => `${service.origin}${r.path}` === endpoint);

describe("sendPushToUser", () => {
  it("delivers the payload, encrypted for each of the rider's browsers and signed with the app's VAPID key", async () => {
    const tag = crypto.randomUUID();
    const { userId, subscriptions } = await riderWith([`/fcm/send/phone-${tag}`, `/fcm/send/laptop-${tag}`]);

    expect(await sendPushToUser(getDb(), userId, payload, service.network)).toEqual({ ...none, subscriptions: 2, delivered: 2 });

    for (const subscription of subscriptions) {
      const [request] = receivedAt(subscription.endpoint);
      expect(request, subscription.endpoint).toBeDefined();
      // Only the browser's keys open it: the payload travels encrypted, not as JSON.
      expect(request!.body.toString("utf8")).not.toContain("Wissant");
      expect(JSON.parse(subscription.decrypt(request!.body))).toEqual(payload);
      expect(request!.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: String(PUSH_TTL_SECONDS), urgency: "normal" });
      const claims = verifyVapid(request!.headers.authorization, vapidDetails()!.publicKey);
      expect(claims.aud).toBe(service.origin);
      expect(claims.sub).toMatch(/^mailto:|^https:/);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    }
    const rows = await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    expect(rows.every((row) => row.lastSuccessAt !== null)).toBe(true);
  });

  it(`deletes a subscription after ${PUSH_GONE_LIMIT} answers 404 or 410 in a row, and keeps the one that failed (500)`, async () => {
    const tag = crypto.randomUUID();
    const paths = { ok: `/fcm/send/ok-${tag}`, expired: `/fcm/send/expired-${tag}`, unknown: `/fcm/send/unknown-${tag}`, down: `/fcm/send/down-${tag}` };
    service.answer(paths.expired, 410);
    service.answer(paths.unknown, 404);
    service.answer(paths.down, 500);
    const { userId } = await riderWith(Object.values(paths));
    const all = Object.values(paths).map((p) => `${service.origin}${p}`).sort();

    for (let i = 1; i < PUSH_GONE_LIMIT; i++) {
      expect(await sendPushToUser(getDb(), userId, payload, service.network)).toEqual({ ...none, subscriptions: 4, delivered: 1, gone: 2, failed: 1 });
      expect(await endpointsOf(userId)).toEqual(all);
    }
    expect(await sendPushToUser(getDb(), userId, payload, service.network)).toEqual({ ...none, subscriptions: 4, delivered: 1, gone: 2, failed: 1 });
    expect(await endpointsOf(userId)).toEqual([`${service.origin}${paths.down}`, `${service.origin}${paths.ok}`].sort());
    const rows = await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    expect(rows.find((row) => row.endpoint.endsWith(paths.down))?.lastSuccessAt).toBeNull();
  });

  it("counts a 404 followed by a delivery as nothing: only answers in a row delete", async () => {
    const path = `/fcm/send/flaky-${crypto.randomUUID()}`;
    const { userId } = await riderWith([path]);
    for (let i = 0; i < PUSH_GONE_LIMIT; i++) {
      service.answer(path, 404);
      await sendPushToUser(getDb(), userId, payload, service.network);
      service.answer(path, 201);
      expect(await sendPushToUser(getDb(), userId, payload, service.network)).toMatchObject({ delivered: 1 });
    }
    expect(await endpointsOf(userId)).toEqual([`${service.origin}${path}`]);
  });

  it(`sends at most ${PUSH_SENDS_PER_HOUR} requests an hour to one subscription`, async () => {
    const path = `/fcm/send/busy-${crypto.randomUUID()}`;
    const { userId, subscriptions } = await riderWith([path]);
    const outcomes = [];
    for (let i = 0; i < PUSH_SENDS_PER_HOUR + 3; i++) outcomes.push(await sendPushToUser(getDb(), userId, payload, service.network));
    expect(outcomes.filter((o) => o.delivered === 1)).toHaveLength(PUSH_SENDS_PER_HOUR);
    expect(outcomes.slice(-3)).toEqual(Array(3).fill({ ...none, subscriptions: 1, limited: 1 }));
    expect(receivedAt(subscriptions[0]!.endpoint)).toHaveLength(PUSH_SENDS_PER_HOUR);
  });

  it("counts an unreachable push service as failed without throwing, and still serves the others", async () => {
    const tag = crypto.randomUUID();
    const { user } = await registerUser();
    await saveSubscription(getDb(), user.id, browserSubscription(`https://updates.push.services.mozilla.com/wpush/v2/dead-${tag}`));
    await saveSubscription(getDb(), user.id, browserSubscription(`${service.origin}/fcm/send/alive-${tag}`));
    // Mozilla's name resolves to an address of this machine where nothing listens on the service's port.
    const network: PushNetwork = {
      ...service.network,
      resolve: async (host) => (host === "updates.push.services.mozilla.com" ? [{ address: "127.0.0.2", family: 4 }] : service.network.resolve(host)),
      allowAddress: (address) => address === "127.0.0.1" || address === "127.0.0.2",
    };
    expect(await sendPushToUser(getDb(), user.id, payload, network)).toMatchObject({ subscriptions: 2, delivered: 1, failed: 1 });
    expect(await endpointsOf(user.id)).toHaveLength(2);
  });

  it("sends nothing to a rider without browsers, and nothing to another rider's", async () => {
    const tag = crypto.randomUUID();
    const other = await riderWith([`/fcm/send/other-${tag}`]);
    const { user } = await registerUser();

    expect(await sendPushToUser(getDb(), user.id, payload, service.network)).toEqual(none);
    expect(receivedAt(other.subscriptions[0]!.endpoint)).toHaveLength(0);
  });
});

describe("the sender contacts public addresses of the browsers' push services only", () => {
  it("never connects when the push service's name resolves to 127.0.0.1, and deletes the subscription", async () => {
    const trap = await startTrap();
    try {
      const { user } = await registerUser();
      const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
      await saveSubscription(getDb(), user.id, browserSubscription(endpoint));
      // A resolver that says fcm.googleapis.com is this machine (a poisoned cache, a hosts file), the real
      // address check, and the trap as the push services' port: any connection attempt lands in the trap.
      const poisoned: PushNetwork = { ...INTERNET, resolve: async () => [{ address: "127.0.0.1", family: 4 }], port: trap.port };
      expect(await sendPushToUser(getDb(), user.id, payload, poisoned)).toEqual({ ...none, subscriptions: 1, refused: 1 });
      expect(trap.connections()).toBe(0);
      expect(await endpointsOf(user.id)).toEqual([]);

      // The same request with the address allowed does reach the trap: the test would see a connection.
      await saveSubscription(getDb(), user.id, browserSubscription(endpoint));
      await sendPushToUser(getDb(), user.id, payload, { ...poisoned, allowAddress: () => true });
      expect(trap.connections()).toBe(1);
    } finally {
      await trap.close();
    }
  });

  it("refuses a name with any non-public address among its answers (a round-robin hiding 10.0.0.1)", async () => {
    const lookup = guardedLookup({ ...INTERNET, resolve: async () => [{ address: "142.250.75.234", family: 4 }, { address: "10.0.0.1", family: 4 }] });
    const error = await new Promise<Error | null>((resolve) => lookup("fcm.googleapis.com", { all: true }, (e) => resolve(e)));
    expect(error?.message).toContain("10.0.0.1");
    const fine = guardedLookup({ ...INTERNET, resolve: async () => [{ address: "142.250.75.234", family: 4 }] });
    expect(await new Promise((resolve) => fine("fcm.googleapis.com", {}, (e, address) => resolve(e ?? address)))).toBe("142.250.75.234");
  });

  it("deletes without any request a stored endpoint that is no push service (stored before the allow-list)", async () => {
    const trap = await startTrap();
    try {
      const { user } = await registerUser();
      for (const endpoint of [`https://vm:${trap.port}/push-vm`, `https://127.0.0.1/x`, `https://fcm.googleapis.com.:443/x`]) {
        await getDb().insert(pushSubscriptions).values({ userId: user.id, endpoint, ...browserSubscription(endpoint).keys });
      }
      const everything: PushNetwork = { resolve: async () => [{ address: "127.0.0.1", family: 4 }], allowAddress: () => true, port: trap.port };
      expect(await sendPushToUser(getDb(), user.id, payload, everything)).toEqual({ ...none, subscriptions: 3, refused: 3 });
      expect(trap.connections()).toBe(0);
      expect(await endpointsOf(user.id)).toEqual([]);
    } finally {
      await trap.close();
    }
  });
});

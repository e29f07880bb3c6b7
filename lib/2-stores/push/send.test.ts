import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";
import { registerUser } from "@/tests/support/api";
import { browserSubscription, startPushService, verifyVapid, type PushService } from "@/tests/support/push-service";
import { PUSH_TTL_SECONDS, sendPushToUser, type PushPayload } from "./send";
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
    const { userId, subscriptions } = await riderWith([`/phone-${tag}`, `/laptop-${tag}`]);

    expect(await sendPushToUser(getDb(), userId, payload)).toEqual({ subscriptions: 2, delivered: 2, gone: 0, failed: 0 });

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

  it("deletes the subscriptions the push service says are gone (404, 410) and keeps the one that failed (500)", async () => {
    const tag = crypto.randomUUID();
    const paths = { ok: `/ok-${tag}`, expired: `/expired-${tag}`, unknown: `/unknown-${tag}`, down: `/down-${tag}` };
    service.answer(paths.expired, 410);
    service.answer(paths.unknown, 404);
    service.answer(paths.down, 500);
    const { userId } = await riderWith(Object.values(paths));

    expect(await sendPushToUser(getDb(), userId, payload)).toEqual({ subscriptions: 4, delivered: 1, gone: 2, failed: 1 });
    expect(await endpointsOf(userId)).toEqual([`${service.origin}${paths.down}`, `${service.origin}${paths.ok}`].sort());
    const rows = await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    expect(rows.find((row) => row.endpoint.endsWith(paths.down))?.lastSuccessAt).toBeNull();
  });

  it("counts an unreachable push service as failed without throwing, and still serves the others", async () => {
    const tag = crypto.randomUUID();
    const { user } = await registerUser();
    // Port 9 (discard) refuses at once on this machine.
    await saveSubscription(getDb(), user.id, browserSubscription(`http://127.0.0.1:9/dead-${tag}`));
    await saveSubscription(getDb(), user.id, browserSubscription(`${service.origin}/alive-${tag}`));

    expect(await sendPushToUser(getDb(), user.id, payload)).toEqual({ subscriptions: 2, delivered: 1, gone: 0, failed: 1 });
    expect(await endpointsOf(user.id)).toHaveLength(2);
  });

  it("sends nothing to a rider without browsers, and nothing to another rider's", async () => {
    const tag = crypto.randomUUID();
    const other = await riderWith([`/other-${tag}`]);
    const { user } = await registerUser();

    expect(await sendPushToUser(getDb(), user.id, payload)).toEqual({ subscriptions: 0, delivered: 0, gone: 0, failed: 0 });
    expect(receivedAt(other.subscriptions[0]!.endpoint)).toHaveLength(0);
  });
});

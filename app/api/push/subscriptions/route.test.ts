import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";
import { PUSH_MESSAGES } from "@/lib/1-domain/push/messages";
import { MAX_SUBSCRIPTIONS_PER_RIDER } from "@/lib/2-stores/push/subscriptions";
import { vapidDetails } from "@/lib/2-stores/push/vapid";
import { MAX_PUSH_ENDPOINT_LENGTH } from "@/lib/1-domain/validation/push";
import { isPushEndpoint, PUSH_SERVICES } from "@/lib/1-domain/push/services";
import { call, registerUser } from "@/tests/support/api";
import { browserSubscription } from "@/tests/support/push-service";
import { GET as getPublicKey } from "../public-key/route";
import { DELETE, POST } from "./route";

const endpoint = (name = "") => `https://fcm.googleapis.com/fcm/send/${name}${crypto.randomUUID()}`;
const subscribe = (cookie: string | undefined, body: unknown) => call(POST, { cookie, body });
const unsubscribe = (cookie: string | undefined, endpoint: string) => call(DELETE, { method: "DELETE", cookie, body: { endpoint } });
const stored = async (userId: number) =>
  (await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.endpoint);

describe("POST and DELETE /api/push/subscriptions", () => {
  it("stores the browser's subscription for the signed-in rider, and removes it", async () => {
    const { cookie, user } = await registerUser();
    const subscription = browserSubscription(endpoint());
    // What PushSubscription.toJSON() gives, expirationTime included.
    const res = await subscribe(cookie, { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys });
    expect(res.status).toBe(201);
    const [row] = await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(row).toMatchObject({ userId: user.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });

    // The browser renewed its keys: the same endpoint is updated, not doubled.
    const renewed = browserSubscription(subscription.endpoint);
    expect((await subscribe(cookie, renewed)).status).toBe(201);
    const rows = await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(rows.map((r) => r.p256dh)).toEqual([renewed.keys.p256dh]);

    expect((await unsubscribe(cookie, subscription.endpoint)).status).toBe(204);
    expect(await stored(user.id)).toEqual([]);
  });

  it("moves a browser to the rider who signs in on it, and never lets one rider remove another's", async () => {
    const first = await registerUser();
    const second = await registerUser();
    const subscription = browserSubscription(endpoint());
    await subscribe(first.cookie, subscription);
    expect(await stored(first.user.id)).toEqual([subscription.endpoint]);

    expect((await subscribe(second.cookie, subscription)).status).toBe(201);
    expect(await stored(first.user.id)).toEqual([]);
    expect(await stored(second.user.id)).toEqual([subscription.endpoint]);

    expect((await unsubscribe(first.cookie, subscription.endpoint)).status).toBe(204);
    expect(await stored(second.user.id)).toEqual([subscription.endpoint]);
  });

  it("never lets another account take a browser's endpoint without that browser's own keys", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const subscription = browserSubscription(endpoint());
    expect((await subscribe(owner.cookie, subscription)).status).toBe(201);

    // The stranger read the endpoint somewhere and posts it with keys of their own: refused, nothing moves.
    const forged = { endpoint: subscription.endpoint, keys: browserSubscription(subscription.endpoint).keys };
    const res = await subscribe(stranger.cookie, forged);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(PUSH_MESSAGES.taken);
    expect(await stored(owner.user.id)).toEqual([subscription.endpoint]);
    expect(await stored(stranger.user.id)).toEqual([]);
    const [row] = await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(row).toMatchObject({ userId: owner.user.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });
  });

  it(`keeps the rider's ${MAX_SUBSCRIPTIONS_PER_RIDER} most recent browsers`, async () => {
    const { cookie, user } = await registerUser();
    const endpoints = Array.from({ length: MAX_SUBSCRIPTIONS_PER_RIDER + 2 }, (_, i) => endpoint(`${i}-`));
    for (const e of endpoints) expect((await subscribe(cookie, browserSubscription(e))).status).toBe(201);
    expect((await stored(user.id)).sort()).toEqual(endpoints.slice(2).sort());
  });

  it("refuses what no browser would send, in French", async () => {
    const { cookie, user } = await registerUser();
    const good = browserSubscription(endpoint());
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: "ftp://fcm.googleapis.com/x" }, PUSH_MESSAGES.service],
      [{ ...good, endpoint: "https://user:pw@fcm.googleapis.com/x" }, PUSH_MESSAGES.service],
      [{ ...good, endpoint: `https://fcm.googleapis.com/${"a".repeat(MAX_PUSH_ENDPOINT_LENGTH)}` }, PUSH_MESSAGES.endpoint],
      [{ ...good, endpoint: "pas une adresse" }, PUSH_MESSAGES.endpoint],
      [{ endpoint: good.endpoint }, PUSH_MESSAGES.key],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, PUSH_MESSAGES.key],
      [{ ...good, keys: { ...good.keys, auth: crypto.randomBytes(32).toString("base64url") } }, PUSH_MESSAGES.key],
      [{ ...good, keys: { ...good.keys, auth: "pas du base64 !!!!!!!!" } }, PUSH_MESSAGES.key],
      [{ ...good, keys: { ...good.keys, p256dh: offCurve.toString("base64url") } }, PUSH_MESSAGES.key],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect(await stored(user.id)).toEqual([]);
  });

  it("answers 401 in French without a session", async () => {
    const res = await subscribe(undefined, browserSubscription(endpoint()));
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Vous devez être connecté.");
    expect((await unsubscribe(undefined, endpoint())).status).toBe(401);
  });
});

describe("POST /api/push/subscriptions: the browsers' push services only", () => {
  const accepted = [
    "https://fcm.googleapis.com/fcm/send/cR1xZ:APA91bH",
    "https://FCM.googleapis.com:443/fcm/send/abc", // the same URL: case and the default port do not matter
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
    "https://web.push.apple.com/QO2xGm-8uNlUgJ8Y",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD",
    "https://db5p.notify.windows.com/w/?token=AwYAAAB",
  ];
  const refused = [
    "https://vm:4950/push-vm", // the audit's hosts-file name for 127.0.0.1
    "https://vm/push-vm",
    "https://127.0.0.1/p",
    "https://[::1]/p",
    "https://[::ffff:127.0.0.1]/p",
    "https://169.254.169.254/latest/meta-data",
    "https://2130706433/p", // 127.0.0.1 as a number
    "https://localhost/p",
    "https://localhost./p",
    "https://metadata.google.internal./computeMetadata",
    "https://fcm.googleapis.com./fcm/send/abc", // trailing dot
    "https://fcm.googleapis.com:4950/fcm/send/abc", // another port
    "https://fcm.googleapis.com:8443/fcm/send/abc",
    "http://fcm.googleapis.com/fcm/send/abc", // not https
    "https://fcm.googleapis.com.evil.fr/fcm/send/abc", // another host that starts like one
    "https://evilfcm.googleapis.com/fcm/send/abc",
    "https://googleapis.com/fcm/send/abc",
    "https://push.example.fr/abc",
    "https://notify.windows.com/w/?token=x", // the suffix needs a label before it
    "https://.notify.windows.com/w/?token=x",
    "https://evil.fr/.notify.windows.com",
    "https://notify.windows.com.evil.fr/w",
    "https://apple.com/web.push.apple.com",
  ];

  it("accepts each push service of the list", async () => {
    const { cookie, user } = await registerUser();
    for (const url of accepted) {
      const res = await subscribe(cookie, browserSubscription(`${url}${crypto.randomUUID()}`));
      expect(res.status, url).toBe(201);
    }
    expect(await stored(user.id)).toHaveLength(accepted.length);
    // Every service of the list has a case above.
    for (const service of PUSH_SERVICES) {
      expect(accepted.some((url) => isPushEndpoint(url) && new URL(url).hostname.endsWith("host" in service ? service.host : service.suffix))).toBe(true);
    }
  });

  it("refuses an IP, a private or single-label name, a trailing dot, another port or another host, with a French 400", async () => {
    const { cookie, user } = await registerUser();
    for (const url of refused) {
      const res = await subscribe(cookie, browserSubscription(url));
      expect(res.status, url).toBe(400);
      expect((await res.json()).message, url).toBe(PUSH_MESSAGES.service);
    }
    expect(await stored(user.id)).toEqual([]);
  });
});

describe("GET /api/push/public-key", () => {
  it("gives a signed-in rider's browser the key the app signs its pushes with", async () => {
    const { cookie } = await registerUser();
    const res = await call(getPublicKey, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ publicKey: vapidDetails()!.publicKey });
    expect((await call(getPublicKey, {})).status).toBe(401);
  });
});

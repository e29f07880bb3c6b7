import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";
import { PUSH_MESSAGES } from "@/lib/1-domain/push/messages";
import { MAX_SUBSCRIPTIONS_PER_RIDER } from "@/lib/2-stores/push/subscriptions";
import { vapidDetails } from "@/lib/2-stores/push/vapid";
import { isPushEndpoint, MAX_PUSH_ENDPOINT_LENGTH } from "@/lib/1-domain/validation/push";
import { call, registerUser } from "@/tests/support/api";
import { browserSubscription } from "@/tests/support/push-service";
import { GET as getPublicKey } from "../public-key/route";
import { DELETE, POST } from "./route";

const endpoint = (name = "") => `https://push.example.fr/${name}${crypto.randomUUID()}`;
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
      [{ ...good, endpoint: "ftp://push.example.fr/x" }, PUSH_MESSAGES.endpoint],
      [{ ...good, endpoint: "https://user:pw@push.example.fr/x" }, PUSH_MESSAGES.endpoint],
      [{ ...good, endpoint: `https://push.example.fr/${"a".repeat(MAX_PUSH_ENDPOINT_LENGTH)}` }, PUSH_MESSAGES.endpoint],
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

describe("push endpoints accepted", () => {
  it("are https push services in production; this machine over http only outside it", () => {
    expect(isPushEndpoint("https://fcm.googleapis.com/fcm/send/abc", true)).toBe(true);
    expect(isPushEndpoint("https://web.push.apple.com/QO2x", true)).toBe(true);
    for (const local of ["http://127.0.0.1:4000/p", "https://127.0.0.1/p", "https://localhost/p", "https://[::1]/p", "https://box.local/p"]) {
      expect(isPushEndpoint(local, true), local).toBe(false);
    }
    expect(isPushEndpoint("http://127.0.0.1:4000/p", false)).toBe(true);
    expect(isPushEndpoint("http://localhost:4000/p", false)).toBe(true);
    expect(isPushEndpoint("http://push.example.fr/p", false)).toBe(false);
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

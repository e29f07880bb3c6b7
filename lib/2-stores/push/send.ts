import { lookup as dnsLookup } from "node:dns/promises";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { eq, inArray, sql } from "drizzle-orm";
import webPush from "web-push";
import type { Db } from "../../../db/client";
import { pushSubscriptions, type PushSubscriptionRow } from "../../../db/schema";
import { isPublicAddress } from "../../0-base/public-address";
import { pushServiceOf } from "../../1-domain/push/services";
import { take } from "../rate-limits/database";
import { vapidDetails, type VapidDetails } from "./vapid";

/*
 * Web Push to a rider's browsers, to the browsers' push services only. An endpoint comes
 * from a browser, so from anyone with an account: before every send the sender checks it against the
 * allow-list again, resolves its name itself and refuses it when any address is not public (this machine, a
 * private network, link-local, unique-local…), then connects to the very address it checked (no second
 * resolution a DNS answer could change in between). No redirect is followed; each subscription gets at most
 * PUSH_SENDS_PER_HOUR requests an hour; a subscription the push service says is gone (404/410) several times
 * in a row is deleted, one that is not a push service at once.
 */
export type PushPayload = { title: string; body: string; url: string; tag: string };
/**
 * delivered: accepted by the push service; gone: 404/410 (the subscription is deleted after PUSH_GONE_LIMIT in a
 * row); refused: not a push service or not a public address, deleted, never contacted; limited: over the hourly
 * cap, not sent; failed: other errors (retry later).
 */
export type PushOutcome = { subscriptions: number; delivered: number; gone: number; refused: number; limited: number; failed: number };

/** A window announced at 7:00 for the afternoon is worth little the next morning: the push service keeps it 4 h. */
export const PUSH_TTL_SECONDS = 4 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** Requests per subscription and hour: a rider's 20 alerts opening together still fit; a loop does not. */
export const PUSH_SENDS_PER_HOUR = 20;
/** 404/410 answers in a row before a subscription is deleted: one answer of a push service in trouble is not enough. */
export const PUSH_GONE_LIMIT = 3;

/**
 * How the sender reaches the push services: the system's resolver, public addresses only, port 443 and the
 * system's certificate authorities. Tests play a push service on this machine by giving their own.
 */
export type PushNetwork = {
  resolve: (hostname: string) => Promise<{ address: string; family: number }[]>;
  allowAddress: (address: string) => boolean;
  port?: number;
  ca?: string;
};
export const INTERNET: PushNetwork = {
  resolve: (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
  allowAddress: isPublicAddress,
};

/** The push service's name resolved to an address the network allows, or no connection at all. */
class PushAddressRefused extends Error {
  override readonly name = "PushAddressRefused";
}

/** A `lookup` for node:https that answers only addresses `network` allows (every one of them must be). */
export function guardedLookup(network: PushNetwork): LookupFunction {
  return (hostname, options, callback) => {
    network.resolve(hostname).then(
      (found) => {
        const refused = found.filter((a) => !network.allowAddress(a.address));
        if (found.length === 0 || refused.length > 0) {
          const listed = (refused.length ? refused : found).map((a) => a.address).join(", ") || "aucune adresse";
          return callback(new PushAddressRefused(`${hostname} résout vers une adresse non publique (${listed})`), "", 0);
        }
        if (options.all) return (callback as unknown as (e: null, all: typeof found) => void)(null, found);
        callback(null, found[0]!.address, found[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

type Result = "delivered" | "gone" | "refused" | "limited" | "failed";

/** POSTs the encrypted request and answers the push service's status; never follows a redirection. */
function post(request: webPush.RequestDetails, network: PushNetwork): Promise<number> {
  const url = new URL(request.endpoint);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        method: request.method,
        hostname: url.hostname,
        port: network.port ?? 443,
        path: `${url.pathname}${url.search}`,
        headers: { ...request.headers, "content-length": request.body ? request.body.length : 0 },
        lookup: guardedLookup(network),
        ca: network.ca,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        agent: false,
      },
      (res) => {
        res.resume(); // the body is not read: the status says it all
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end(request.body ?? undefined);
  });
}

async function deliver(db: Db, subscription: PushSubscriptionRow, body: string, vapid: VapidDetails, network: PushNetwork): Promise<Result> {
  const host = pushServiceOf(subscription.endpoint) ? new URL(subscription.endpoint).host : null;
  if (!host) {
    console.warn(`[push] abonnement ${subscription.id} : pas un service de notifications des navigateurs, supprimé`);
    return "refused";
  }
  const limit = { max: PUSH_SENDS_PER_HOUR, windowSeconds: 3600 };
  if (!(await take(db, [{ key: `push:subscription:${subscription.id}`, limit }]))) return "limited";
  try {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      body,
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: "normal", contentEncoding: "aes128gcm" },
    );
    const status = await post(request, network);
    if (status === 404 || status === 410) return "gone";
    if (status >= 200 && status < 300) return "delivered";
    console.warn(`[push] service ${host} : ${status}`);
    return "failed";
  } catch (error) {
    if (error instanceof PushAddressRefused) {
      console.warn(`[push] abonnement ${subscription.id} : ${error.message} ; supprimé sans connexion`);
      return "refused";
    }
    console.warn(`[push] envoi impossible (abonnement ${subscription.id}) :`, error instanceof Error ? error.message : error);
    return "failed";
  }
}

/**
 * Sends `payload` (as JSON) to every browser of the rider, all at once. One bad subscription never stops the
 * others, and nothing here throws for a push service's answer: the counts say what happened.
 */
export async function sendPushToUser(db: Db, userId: number, payload: PushPayload, network: PushNetwork = INTERNET): Promise<PushOutcome> {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const outcome: PushOutcome = { subscriptions: rows.length, delivered: 0, gone: 0, refused: 0, limited: 0, failed: 0 };
  if (rows.length === 0) return outcome;
  const vapid = vapidDetails();
  if (!vapid) {
    console.warn("[push] VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY manquent : notifications non envoyées.");
    return { ...outcome, failed: rows.length };
  }
  const body = JSON.stringify({ title: payload.title, body: payload.body, url: payload.url, tag: payload.tag });
  const results = await Promise.all(rows.map((row) => deliver(db, row, body, vapid, network)));
  const idsOf = (wanted: Result) => rows.filter((_, i) => results[i] === wanted).map((row) => row.id);
  const [delivered, gone, refused] = [idsOf("delivered"), idsOf("gone"), idsOf("refused")];
  if (refused.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, refused));
  if (gone.length) {
    await db
      .update(pushSubscriptions)
      .set({ goneCount: sql`${pushSubscriptions.goneCount} + 1` })
      .where(inArray(pushSubscriptions.id, gone));
    await db.delete(pushSubscriptions).where(sql`${inArray(pushSubscriptions.id, gone)} and ${pushSubscriptions.goneCount} >= ${PUSH_GONE_LIMIT}`);
  }
  if (delivered.length) {
    await db.update(pushSubscriptions).set({ lastSuccessAt: new Date(), goneCount: 0 }).where(inArray(pushSubscriptions.id, delivered));
  }
  const count = (wanted: Result) => results.filter((r) => r === wanted).length;
  return { ...outcome, delivered: delivered.length, gone: gone.length, refused: refused.length, limited: count("limited"), failed: count("failed") };
}

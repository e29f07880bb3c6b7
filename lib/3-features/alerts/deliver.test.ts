import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { alertDeliveries, rateLimits, type Spot } from "@/db/schema";
import { refreshForecast } from "@/lib/3-features/forecast-refresh/refresh";
import type { Mail, SendOptions } from "@/lib/2-stores/mail/send";
import type { PushOutcome, PushPayload } from "@/lib/2-stores/push/send";
import { isolatedDatabase } from "@/tests/support/forecast-spots";
import { alertSpot, blowingSource, deliveriesOf, riderWithAlert } from "@/tests/support/alerts";
import { CLAIM_TIMEOUT_MS, deliverDue, DELIVERY_RETRY_DELAYS_MS, type DeliverDeps } from "./deliver";
import { evaluateSpotAlerts } from "./evaluate";
import { ALERT_TEXTS } from "../../1-domain/alerts/messages";
import { purgeAlertHistory, WINDOW_HISTORY_MS } from "../../2-stores/alerts/purge";
import { DAILY_ALERT_EMAILS, emailSlotKey, takeEmailSlot } from "../../2-stores/alerts/quota";

/*
 * The outbox's own rules, with recording senders in place of Resend and the push service: push outcomes,
 * cancellations per channel, several instances delivering at once, a claim lost with its process.
 */
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let db: Db;
const NOW = new Date("2026-06-17T06:00:00Z");
const THURSDAY = "2026-06-18T08:00:00Z";
const later = (ms: number) => new Date(NOW.getTime() + ms);
beforeAll(async () => {
  isolated = await isolatedDatabase();
  db = isolated.db;
});
afterAll(() => isolated.stop());

async function announced(fields: Parameters<typeof riderWithAlert>[2], at = NOW): Promise<{ s: Spot; userId: number }> {
  const { spot } = await alertSpot(db);
  const { userId } = await riderWithAlert(db, spot.id, fields);
  await refreshForecast(db, spot, { source: blowingSource(at, [{ startIso: THURSDAY, hours: 4 }]), maxAgeMs: 0, now: () => at });
  await evaluateSpotAlerts(db, spot.id, at);
  return { s: spot, userId };
}

async function vanish(s: Spot, at: Date) {
  await refreshForecast(db, s, { source: blowingSource(at, []), maxAgeMs: 0, now: () => at });
  return evaluateSpotAlerts(db, s.id, at);
}

function recorder(push: (n: number) => PushOutcome = () => ({ subscriptions: 1, delivered: 1, gone: 0, refused: 0, limited: 0, failed: 0 })) {
  const mails: { mail: Mail; options: SendOptions }[] = [];
  const pushes: { userId: number; payload: PushPayload }[] = [];
  const deps: DeliverDeps = {
    sendMail: async (mail, options) => void mails.push({ mail, options }),
    sendPush: async (_db, userId, payload) => {
      pushes.push({ userId, payload });
      return push(pushes.length);
    },
  };
  return { mails, pushes, deps };
}

describe("push deliveries", () => {
  it("sends the notification to the rider's browsers, then its « annulé » under the same tag", async () => {
    const { s, userId } = await announced({ email: false, push: true });
    const r = recorder();
    expect(await deliverDue(db, NOW, r.deps)).toMatchObject({ sent: 1 });
    expect(r.pushes).toHaveLength(1);
    expect(r.pushes[0]).toMatchObject({ userId, payload: { title: ALERT_TEXTS.pushOpenTitle(s.name), url: `/spots/${s.id}/weather` } });
    // The kite that fits the default 75 kg rider in 20 kn, and one forecast near at hand: « moyenne ».
    expect(r.pushes[0]!.payload.body).toMatch(/^jeudi 10 h – 14 h · 20 nds, rafales 24 nds, O · aile 8 m · confiance moyenne$/);
    expect(r.mails).toEqual([]);

    expect(await vanish(s, later(3_600_000))).toMatchObject({ cancelled: 1, deliveries: 1 });
    expect(await deliverDue(db, later(3_600_000), r.deps)).toMatchObject({ sent: 1 });
    expect(r.pushes[1]!.payload).toMatchObject({ title: ALERT_TEXTS.pushCancelTitle(s.name), tag: r.pushes[0]!.payload.tag });
  });

  it("skips a rider without any browser, and retries when every push failed", async () => {
    const none = await announced({ email: false, push: true });
    expect(await deliverDue(db, NOW, recorder(() => ({ subscriptions: 0, delivered: 0, gone: 0, refused: 0, limited: 0, failed: 0 })).deps)).toMatchObject({ skipped: 1 });
    expect((await deliveriesOf(db, none.userId))[0]).toMatchObject({ status: "skipped" });

    const failing = await announced({ email: false, push: true });
    const r = recorder((n) => (n === 1 ? { subscriptions: 2, delivered: 0, gone: 1, refused: 0, limited: 0, failed: 1 } : { subscriptions: 1, delivered: 1, gone: 0, refused: 0, limited: 0, failed: 0 }));
    expect(await deliverDue(db, NOW, r.deps)).toMatchObject({ retried: 1 });
    expect(await deliverDue(db, later(DELIVERY_RETRY_DELAYS_MS[0]!), r.deps)).toMatchObject({ sent: 1 });
    expect((await deliveriesOf(db, failing.userId))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("cancels on the channels the announcement went out on only", async () => {
    const { s, userId } = await announced({ email: true, push: true });
    // The e-mail went out; the push found no browser.
    const r = recorder(() => ({ subscriptions: 0, delivered: 0, gone: 0, refused: 0, limited: 0, failed: 0 }));
    await deliverDue(db, NOW, r.deps);
    await vanish(s, later(60_000));
    await deliverDue(db, later(60_000), r.deps);
    expect(r.mails.map((m) => m.mail.subject)).toEqual([
      `Alizé : ça navigue à ${s.name} jeudi 10 h – 14 h`,
      `Alizé : annulé — ${s.name} jeudi 10 h – 14 h`,
    ]);
    const rows = (await deliveriesOf(db, userId)).map((d) => `${d.kind}/${d.channel}/${d.status}`).sort();
    expect(rows).toEqual(["cancel/email/sent", "open/email/sent", "open/push/skipped"]);
  });
});

describe("several instances", () => {
  it("deliver each message once when they run at the same time", async () => {
    const riders = await Promise.all(Array.from({ length: 4 }, () => announced({ email: true, push: false })));
    const r = recorder();
    const reports = await Promise.all([deliverDue(db, NOW, { ...r.deps, batchSize: 1 }), deliverDue(db, NOW, { ...r.deps, batchSize: 1 })]);
    const ours = r.mails.filter((m) => riders.some(({ s }) => m.mail.subject.includes(s.name)));
    expect(ours).toHaveLength(4);
    expect(new Set(ours.map((m) => m.options.idempotencyKey)).size).toBe(4);
    expect(reports[0]!.sent + reports[1]!.sent).toBeGreaterThanOrEqual(4);
  });

  it("a claim lost with its process comes back after the timeout, with the same idempotency key", async () => {
    const { userId } = await announced({ email: true, push: false });
    const [row] = await deliveriesOf(db, userId);
    // A process claimed it, then died before sending or marking it.
    await db
      .update(alertDeliveries)
      .set({ status: "sending", attempts: 1, nextAttemptAt: later(CLAIM_TIMEOUT_MS) })
      .where(eq(alertDeliveries.id, row!.id));
    const r = recorder();
    await deliverDue(db, later(CLAIM_TIMEOUT_MS - 1000), r.deps);
    expect(r.mails.filter((m) => m.options.idempotencyKey === `alert-delivery-${row!.id}`)).toHaveLength(0);
    await deliverDue(db, later(CLAIM_TIMEOUT_MS), r.deps);
    expect(r.mails.filter((m) => m.options.idempotencyKey === `alert-delivery-${row!.id}`)).toHaveLength(1);
    expect((await deliveriesOf(db, userId))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("history", () => {
  it("purges windows ended a week ago with their messages; the e-mail counters are the rate limiter's, one per rider and day", async () => {
    const { userId } = await announced({ email: true, push: false });
    for (let i = 0; i < DAILY_ALERT_EMAILS; i++) expect(await takeEmailSlot(db, userId, "2026-06-14")).toBe(true);
    expect(await takeEmailSlot(db, userId, "2026-06-14")).toBe(false);
    expect(await takeEmailSlot(db, userId, "2026-06-15")).toBe(true);
    const windowEnd = new Date("2026-06-18T12:00:00Z").getTime();
    expect(await purgeAlertHistory(db, new Date(windowEnd + WINDOW_HISTORY_MS - 60_000))).toEqual({ windows: 0 });
    expect(await deliveriesOf(db, userId)).toHaveLength(1);
    const later = await purgeAlertHistory(db, new Date(windowEnd + WINDOW_HISTORY_MS + 60_000));
    expect(later.windows).toBeGreaterThanOrEqual(1);
    expect(await deliveriesOf(db, userId)).toEqual([]);
    const [counter] = await db.select().from(rateLimits).where(eq(rateLimits.key, emailSlotKey(userId, "2026-06-14")));
    // Kept past the Paris day it counts, then purged with every other counter.
    expect(counter!.count).toBe(DAILY_ALERT_EMAILS);
    expect(counter!.expiresAt.getTime() - Date.now()).toBeGreaterThan(24 * 3_600_000);
  });
});

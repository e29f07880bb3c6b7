import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { alerts, type Spot } from "@/db/schema";
import { refreshForecast } from "@/lib/3-features/forecast-refresh/refresh";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend-server";
import { isolatedDatabase } from "@/tests/support/forecast-spots";
import { alertSpot, blowingSource, createAlert, deliveriesOf, riderWithAlert, windowsOf, type Blow } from "@/tests/support/alerts";
import { env } from "../../0-base/env";
import { deliverDue, DELIVERY_RETRY_DELAYS_MS, idempotencyKey, MAX_DELIVERY_ATTEMPTS } from "./deliver";
import { evaluateSpotAlerts } from "./evaluate";
import { ALERT_TEXTS } from "../../1-domain/alerts/messages";
import { DAILY_ALERT_EMAILS } from "../../2-stores/alerts/quota";
import { signUnsubscribeToken } from "../../1-domain/alerts/unsubscribe-token";

/*
 * The alerts end to end, as a rider notices them: a forecast refresh, the evaluation of the spot's alerts,
 * then the delivery through the real mail path to a local fake Resend. Each test has its own spot and rider.
 */
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let db: Db;
const NOW = new Date("2026-06-17T06:00:00Z"); // Wednesday 08:00 in Paris
const THURSDAY = "2026-06-18T08:00:00Z"; // 10:00 in Paris
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
let resend: FakeResend;

beforeAll(async () => {
  isolated = await isolatedDatabase();
  db = isolated.db;
  resend = await startFakeResend({ port: 0 });
  vi.stubEnv("RESEND_API_KEY", "re_test_alerts");
  vi.stubEnv("RESEND_BASE_URL", resend.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await resend.close();
  await isolated.stop();
});

async function spot(): Promise<Spot> {
  return (await alertSpot(db)).spot;
}

/** A new forecast for the spot, then what the job queue does after it: evaluate, deliver. */
async function refresh(s: Spot, blows: Blow[], at = NOW, offsetMin = 0) {
  expect(await refreshForecast(db, s, { source: blowingSource(at, blows, offsetMin), maxAgeMs: 0, now: () => at })).toBe("refreshed");
  const evaluation = await evaluateSpotAlerts(db, s.id, at);
  const delivery = await deliverDue(db, at);
  return { evaluation, delivery };
}

const mailsTo = (email: string) => resend.mails.filter((m) => m.to.includes(email.toLowerCase()));

describe("an alert's e-mails", () => {
  it("a refresh that opens a window sends exactly one e-mail, with the one-click unsubscribe headers and a text part", async () => {
    const s = await spot();
    const { email, alert } = await riderWithAlert(db, s.id);
    const { evaluation, delivery } = await refresh(s, [{ startIso: THURSDAY, hours: 4 }]);
    expect(evaluation).toMatchObject({ alerts: 1, opened: 1, deliveries: 1 });
    expect(delivery.sent).toBe(1);

    const sent = mailsTo(email);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.subject).toBe(`Alizé : ça navigue à ${s.name} jeudi 10 h – 14 h`);
    const unsubscribe = `http://localhost:3000/api/alerts/unsubscribe?token=${signUnsubscribeToken(alert.id, env().BETTER_AUTH_SECRET)}`;
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    const [delivered] = await deliveriesOf(db, alert.userId);
    expect(mail.idempotencyKey).toBe(idempotencyKey(delivered!.id));
    expect(mail.text).toContain("10 h : 20 nds, rafales 24 nds, O (270°)");
    expect(mail.text).toContain("13 h : 20 nds");
    expect(mail.text).not.toContain("14 h : ");
    expect(mail.text).toContain(`http://localhost:3000/spots/${s.id}/weather`);
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).toContain(`href="http://localhost:3000/spots/${s.id}/weather"`);
    expect(mail.html).toContain(ALERT_TEXTS.unsubscribe);
    expect(delivered).toMatchObject({ kind: "open", channel: "email", status: "sent", attempts: 1 });
  });

  it("with APP_URL unset, the links follow the origin the alert was created on, never localhost:3000", async () => {
    const s = await spot();
    const { email, alert } = await riderWithAlert(db, s.id, { linkOrigin: "http://127.0.0.1:3400" });
    vi.stubEnv("APP_URL", "");
    try {
      await refresh(s, [{ startIso: THURSDAY, hours: 4 }]);
    } finally {
      vi.stubEnv("APP_URL", "http://localhost:3000");
    }
    const [mail] = mailsTo(email);
    expect(mail!.text).toContain(`http://127.0.0.1:3400/spots/${s.id}/weather`);
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/127\.0\.0\.1:3400\/api\/alerts\/unsubscribe\?token=/);
    expect(`${mail!.text}${mail!.html}`).not.toContain("localhost:3000");
    expect(alert.linkOrigin).toBe("http://127.0.0.1:3400");
  });

  it("a second refresh with the same window sends none, nor one that moved by 30 minutes", async () => {
    const s = await spot();
    const { email, alert } = await riderWithAlert(db, s.id);
    await refresh(s, [{ startIso: THURSDAY, hours: 4 }]);
    const again = await refresh(s, [{ startIso: THURSDAY, hours: 4 }], minutes(60));
    expect(again.evaluation).toMatchObject({ opened: 0, kept: 1, cancelled: 0, deliveries: 0 });
    const moved = await refresh(s, [{ startIso: THURSDAY, hours: 4 }], minutes(120), 30);
    expect(moved.evaluation).toMatchObject({ opened: 0, kept: 1, cancelled: 0, deliveries: 0 });
    expect(mailsTo(email)).toHaveLength(1);
    const [window, ...others] = await windowsOf(db, alert.id);
    expect(others).toEqual([]);
    // The window follows the forecast: 10:30 – 14:30 now.
    expect(window!.startsAt.toISOString()).toBe("2026-06-18T08:30:00.000Z");
    expect(window!.endsAt.toISOString()).toBe("2026-06-18T12:30:00.000Z");
    expect(window!.cancelledAt).toBeNull();
  });

  it("a vanished window sends one « annulé »", async () => {
    const s = await spot();
    const { email } = await riderWithAlert(db, s.id);
    await refresh(s, [{ startIso: THURSDAY, hours: 4 }]);
    const gone = await refresh(s, [], minutes(60));
    expect(gone.evaluation).toMatchObject({ cancelled: 1, deliveries: 1 });
    expect(gone.delivery.sent).toBe(1);
    const sent = mailsTo(email);
    expect(sent.map((m) => m.subject)).toEqual([`Alizé : ça navigue à ${s.name} jeudi 10 h – 14 h`, `Alizé : annulé — ${s.name} jeudi 10 h – 14 h`]);
    expect(sent[1]!.text).toContain("n'est plus prévu");
    expect(sent[1]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Still gone an hour later: nothing more.
    await refresh(s, [], minutes(120));
    expect(mailsTo(email)).toHaveLength(2);
  });

  it("a vanished window whose e-mail was never sent sends nothing", async () => {
    const s = await spot();
    const { email, userId } = await riderWithAlert(db, s.id);
    await refreshForecast(db, s, { source: blowingSource(NOW, [{ startIso: THURSDAY, hours: 4 }]), maxAgeMs: 0, now: () => NOW });
    expect(await evaluateSpotAlerts(db, s.id, NOW)).toMatchObject({ opened: 1 }); // not delivered yet
    const gone = await refresh(s, [], minutes(5));
    expect(gone.evaluation).toMatchObject({ cancelled: 1, deliveries: 0 });
    expect(gone.delivery.sent).toBe(0);
    expect(mailsTo(email)).toHaveLength(0);
    expect((await deliveriesOf(db, userId)).map((d) => [d.kind, d.status])).toEqual([["open", "skipped"]]);
  });

  it(`holds the daily cap at ${DAILY_ALERT_EMAILS} e-mails per rider across spots and alerts`, async () => {
    const [a, b] = [await spot(), await spot()];
    const { email, userId } = await riderWithAlert(db, a.id);
    await createAlert(db, userId, b.id);
    await createAlert(db, userId, b.id, { minWindKn: 15, maxWindKn: 35 });
    const blows = [
      { startIso: THURSDAY, hours: 3 },
      { startIso: "2026-06-19T08:00:00Z", hours: 3 },
    ];
    await refresh(a, blows);
    await refresh(b, blows);
    expect(mailsTo(email)).toHaveLength(DAILY_ALERT_EMAILS); // 6 windows announced, 3 e-mails
    const statuses = (await deliveriesOf(db, userId)).map((d) => d.status).sort();
    expect(statuses).toEqual(["sent", "sent", "sent", "skipped", "skipped", "skipped"]);
    // The next Paris day has its own three.
    const tomorrow = new Date("2026-06-17T22:30:00Z");
    await refresh(a, [...blows, { startIso: "2026-06-19T14:00:00Z", hours: 3 }], tomorrow);
    expect(mailsTo(email)).toHaveLength(DAILY_ALERT_EMAILS + 1);
  });

  it("a paused alert sends nothing", async () => {
    const s = await spot();
    const { email, alert } = await riderWithAlert(db, s.id, { paused: true });
    const { evaluation } = await refresh(s, [{ startIso: THURSDAY, hours: 4 }]);
    expect(evaluation).toMatchObject({ alerts: 0, opened: 0 });
    expect(await windowsOf(db, alert.id)).toEqual([]);
    expect(mailsTo(email)).toHaveLength(0);
  });

  it("an alert paused after its window was announced sends nothing more (the unsubscribe link pauses it)", async () => {
    const s = await spot();
    const { email, alert, userId } = await riderWithAlert(db, s.id);
    await refreshForecast(db, s, { source: blowingSource(NOW, [{ startIso: THURSDAY, hours: 4 }]), maxAgeMs: 0, now: () => NOW });
    await evaluateSpotAlerts(db, s.id, NOW);
    await db.update(alerts).set({ paused: true }).where(eq(alerts.id, alert.id));
    expect(await deliverDue(db, NOW)).toMatchObject({ sent: 0, skipped: 1 });
    expect(mailsTo(email)).toHaveLength(0);
    expect((await deliveriesOf(db, userId))[0]).toMatchObject({ status: "skipped" });
  });

  it("retries through a Resend outage with back-off and ends with exactly one e-mail", async () => {
    const s = await spot();
    const { email, userId } = await riderWithAlert(db, s.id);
    try {
      resend.outage("down");
      const first = await refresh(s, [{ startIso: THURSDAY, hours: 4 }]);
      expect(first.delivery).toMatchObject({ sent: 0, retried: 1 });
      expect(await deliverDue(db, minutes(DELIVERY_RETRY_DELAYS_MS[0]! / 60_000 - 0.5))).toMatchObject({ retried: 0, sent: 0 }); // not due yet
      // The connection drops after Resend took the mail: the retry carries the same key and is not sent again.
      resend.outage("lose-answer");
      expect(await deliverDue(db, minutes(1))).toMatchObject({ retried: 1 });
      expect(mailsTo(email)).toHaveLength(1);
    } finally {
      resend.outage(null);
    }
    expect(await deliverDue(db, minutes(6))).toMatchObject({ sent: 1 });
    expect(mailsTo(email)).toHaveLength(1);
    expect((await deliveriesOf(db, userId))[0]).toMatchObject({ status: "sent", attempts: 3 });
    expect(await deliverDue(db, minutes(120))).toMatchObject({ sent: 0, retried: 0 });
  });

  it("a retry after Resend took the mail, with a newer forecast in between, sends nothing more and counts it sent", async () => {
    const s = await spot();
    const { email, userId } = await riderWithAlert(db, s.id);
    try {
      resend.outage("lose-answer");
      expect((await refresh(s, [{ startIso: THURSDAY, hours: 4 }])).delivery).toMatchObject({ retried: 1 });
    } finally {
      resend.outage(null);
    }
    // The same window with more wind: the e-mail the retry renders differs from the one Resend took.
    const again = await refresh(s, [{ startIso: THURSDAY, hours: 4, kn: 22 }], minutes(60));
    expect(again.evaluation).toMatchObject({ kept: 1, opened: 0 });
    expect(again.delivery).toMatchObject({ sent: 1 });
    expect(mailsTo(email)).toHaveLength(1);
    expect((await deliveriesOf(db, userId))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    const s = await spot();
    const { userId } = await riderWithAlert(db, s.id);
    try {
      resend.outage("down");
      await refresh(s, [{ startIso: THURSDAY, hours: 4 }]);
      let at = 0;
      for (const delay of DELIVERY_RETRY_DELAYS_MS) await deliverDue(db, minutes((at += delay / 60_000)));
    } finally {
      resend.outage(null);
    }
    expect((await deliveriesOf(db, userId))[0]).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });
    expect(await deliverDue(db, minutes(24 * 60))).toMatchObject({ sent: 0 });
  });
});

describe("which windows an alert announces", () => {
  const SATURDAY = "2026-06-20T08:00:00Z";

  it("weekend alerts announce Saturday's window, not Thursday's; weekday alerts the reverse", async () => {
    const s = await spot();
    const weekend = await riderWithAlert(db, s.id, { days: "weekend", leadDays: 4 });
    const weekdays = await riderWithAlert(db, s.id, { days: "weekdays", leadDays: 4 });
    await refresh(s, [
      { startIso: THURSDAY, hours: 4 },
      { startIso: SATURDAY, hours: 4 },
    ]);
    expect(mailsTo(weekend.email).map((m) => m.subject)).toEqual([`Alizé : ça navigue à ${s.name} samedi 10 h – 14 h`]);
    expect(mailsTo(weekdays.email).map((m) => m.subject)).toEqual([`Alizé : ça navigue à ${s.name} jeudi 10 h – 14 h`]);
  });

  it("announces a window only within the lead days, and once it comes within them", async () => {
    const s = await spot();
    const { email } = await riderWithAlert(db, s.id, { leadDays: 1 });
    await refresh(s, [{ startIso: SATURDAY, hours: 4 }]);
    expect(mailsTo(email)).toHaveLength(0);
    await refresh(s, [{ startIso: SATURDAY, hours: 4 }], new Date("2026-06-19T09:00:00Z"));
    expect(mailsTo(email).map((m) => m.subject)).toEqual([`Alizé : ça navigue à ${s.name} samedi 10 h – 14 h`]);
  });

  it("needs the alert's minimum of consecutive hours in its wind range", async () => {
    const s = await spot();
    const short = await riderWithAlert(db, s.id, { minHours: 5 });
    const strong = await riderWithAlert(db, s.id, { minWindKn: 25, maxWindKn: 40 });
    const fits = await riderWithAlert(db, s.id, { minHours: 4, minWindKn: 15, maxWindKn: 25 });
    await refresh(s, [{ startIso: THURSDAY, hours: 4 }]);
    expect(mailsTo(short.email)).toHaveLength(0);
    expect(mailsTo(strong.email)).toHaveLength(0);
    expect(mailsTo(fits.email)).toHaveLength(1);
  });
});

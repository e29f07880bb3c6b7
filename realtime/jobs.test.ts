import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb } from "../db/client";
import { getBoss } from "../lib/3-features/jobs/boss";
import { QUEUES } from "../lib/3-features/jobs/queues";
import { windowWhen } from "../lib/1-domain/alerts/messages";
import { parisDayStart } from "../lib/0-base/time";
import { refreshForecast } from "../lib/3-features/forecast-refresh/refresh";
import { openPollGate } from "../lib/2-stores/live-wind/poll-gate";
import { windStations } from "../db/schema";
import { startFakeOpenWindMap } from "../tests/fakes/openwindmap-server";
import { startFakeResend, type FakeResend } from "../tests/fakes/resend-server";
import { alertSpot, blowingSource, deliveriesOf, riderWithAlert } from "../tests/support/alerts";
import { isolatedDatabase } from "../tests/support/forecast-spots";
import { startRealtime } from "./server";

/*
 * The job queue for real, once: pg-boss in the database, the realtime service's workers polling it. A forecast
 * refresh enqueues the spot's evaluation, a worker evaluates it and asks for a delivery, another sends the
 * e-mail. Every other test runs the job functions directly (lib/alerts, lib/3-features/jobs/handlers) without a queue.
 */
const HOUR = 3_600_000;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let resend: FakeResend;
const sharedDatabaseUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  isolated = await isolatedDatabase();
  resend = await startFakeResend({ port: 0 });
  await closeDb();
  process.env.DATABASE_URL = isolated.url;
  // Before lib/0-base/env is first read in this file: the queue on, the mails to the fake Resend.
  vi.stubEnv("BACKGROUND_JOBS", "on");
  vi.stubEnv("RESEND_API_KEY", "re_test_jobs");
  vi.stubEnv("RESEND_BASE_URL", resend.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await closeDb();
  process.env.DATABASE_URL = sharedDatabaseUrl;
  await resend.close();
  await isolated.stop();
});

describe("the background job queue", () => {
  it("runs a spot's evaluation and delivery after its forecast refresh, end to end", { timeout: 60_000 }, async () => {
    const db = isolated.db;
    const { spot } = await alertSpot(db);
    const { email, userId } = await riderWithAlert(db, spot.id);
    const start = new Date(parisDayStart(new Date(Date.now() + 24 * HOUR)).getTime() + 10 * HOUR);

    // Before any worker runs: a spot's evaluation waits once, however many times it is asked for.
    const sender = await getBoss("send");
    expect(await sender.send(QUEUES.evaluate, { spotId: spot.id }, { singletonKey: String(spot.id) })).not.toBeNull();
    expect(await sender.send(QUEUES.evaluate, { spotId: spot.id }, { singletonKey: String(spot.id) })).toBeNull();
    expect(await sender.getQueueSize(QUEUES.evaluate)).toBe(1);

    const service = await startRealtime(0, { liveWind: false, redisUrl: null, db, jobs: { pollingIntervalSeconds: 0.5, schedules: false } });
    try {
      expect(await service.jobs!.started).toBe(true);
      // The refresh enqueues the evaluation itself (lib/3-features/forecast-refresh/refresh.ts → lib/3-features/jobs/enqueue.ts).
      const blow = { startIso: start.toISOString(), hours: 4 };
      expect(await refreshForecast(db, spot, { source: blowingSource(new Date(), [blow]), maxAgeMs: 0 })).toBe("refreshed");

      const mail = await resend.waitForMail(email, 30_000);
      expect(mail.subject).toBe(`Alizé : ça navigue à ${spot.name} ${windowWhen(start, new Date(start.getTime() + 4 * HOUR))}`);
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      // Marked sent just after Resend's answer.
      await vi.waitFor(async () => expect(await deliveriesOf(db, userId)).toMatchObject([{ kind: "open", channel: "email", status: "sent" }]), { timeout: 5_000 });
    } finally {
      await service.close();
    }
    expect(resend.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("polls the live wind when the live-wind-poll job comes, not on a timer of its own", { timeout: 60_000 }, async () => {
    const db = isolated.db;
    const owm = await startFakeOpenWindMap({
      stations: [{ id: 700_001, name: "Balise de la file", latitude: 47.5, longitude: -3.1, windAvgKmh: 20, measuredAt: new Date(Date.now() - 60_000) }],
    });
    await openPollGate(db);
    const service = await startRealtime(0, {
      redisUrl: null,
      db,
      // A timer of 500 ms asked for: with the queue on, the service must not tick by itself.
      liveWind: { tickMs: 500, poll: { baseUrl: owm.url } },
      jobs: { pollingIntervalSeconds: 0.5, schedules: false },
    });
    try {
      expect(await service.jobs!.started).toBe(true);
      // The poll at start, then nothing by itself: the gate is opened again, and no request comes.
      await vi.waitFor(() => expect(owm.liveCalls).toBe(1), { timeout: 10_000 });
      await openPollGate(db);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(owm.liveCalls).toBe(1);
      // The queue's job (every minute in production: SCHEDULES) polls, and stores the new reading.
      owm.updateStations([{ id: 700_001, windAvgKmh: 30, measuredAt: new Date() }]);
      await (await getBoss("send")).send(QUEUES.liveWind, {});
      await vi.waitFor(() => expect(owm.liveCalls).toBe(2), { timeout: 15_000 });
      await vi.waitFor(async () => {
        const [station] = await db.select().from(windStations).where(eq(windStations.id, 700_001));
        expect(station?.windAvgKmh).toBe(30);
      }, { timeout: 5_000 });
    } finally {
      await service.close();
      await owm.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import type { Mail } from "@/lib/2-stores/mail/send";
import { alertSpot, blowingSource, riderWithAlert } from "@/tests/support/alerts";
import { windowWhen } from "../../1-domain/alerts/messages";
import { parisDayStart } from "../../0-base/time";
import { spotWindStations, windStations } from "@/db/schema";
import { insertSpots, isolatedDatabase } from "@/tests/support/forecast-spots";
import { runCorrectionSweepJob, runCorrectionTrainJob, runDeliverJob, runEvaluateJob, runRefreshJob } from "./handlers";

/* The queues' job functions, called directly (the queue itself: realtime/jobs.test.ts). */
// The batch refresh reads the real clock: the forecast starts today, the wind blows tomorrow 10:00–14:00 (Paris).
const NOW = new Date();
const START = new Date(parisDayStart(new Date(NOW.getTime() + 86_400_000)).getTime() + 10 * 3_600_000);
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let db: Db;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  db = isolated.db;
});
afterAll(() => isolated.stop());

describe("job functions", () => {
  it("forecasts-refresh refreshes every stale forecast; alerts-evaluate then announces; alerts-deliver sends", async () => {
    const { spot } = await alertSpot(db);
    const source = blowingSource(NOW, [{ startIso: START.toISOString(), hours: 4 }]);
    expect(await runRefreshJob(db, { refresh: { source, tides: false } })).toMatchObject({ spots: 1, refreshed: 1 });
    await riderWithAlert(db, spot.id);

    // alerts-evaluate asks for a delivery sweep when it wrote messages, and only then.
    let requests = 0;
    const deps = { now: () => NOW, requestDelivery: async () => void requests++ };
    expect(await runEvaluateJob(db, { spotId: spot.id }, deps)).toMatchObject({ opened: 1, deliveries: 1 });
    expect(requests).toBe(1);
    expect(await runEvaluateJob(db, { spotId: spot.id }, deps)).toMatchObject({ opened: 0, kept: 1, deliveries: 0 });
    expect(requests).toBe(1);

    // alerts-deliver sends what is due.
    const mails: Mail[] = [];
    expect(await runDeliverJob(db, { now: () => NOW, deliver: { sendMail: async (mail) => void mails.push(mail) } })).toMatchObject({ sent: 1 });
    expect(mails.map((m) => m.subject)).toEqual([`Alizé : ça navigue à ${spot.name} ${windowWhen(START, new Date(START.getTime() + 4 * 3_600_000))}`]);
  });

  it("alerts-evaluate refuses a job without a spot id (pg-boss records the failure)", async () => {
    await expect(runEvaluateJob(db, { spotId: Number.NaN })).rejects.toThrow(/spotId/);
    await expect(runEvaluateJob(db, {} as { spotId: number })).rejects.toThrow(/spotId/);
  });

  it("correction-sweep asks for the training of each spot with a station and no fresh correction; correction-train refuses a job without a spot id", async () => {
    const { spots } = await insertSpots(db, [{ latitude: 46.1, longitude: -1.2 }]);
    await db.insert(windStations).values({ id: 8801, name: "Chef de Baie", latitude: 46.11, longitude: -1.2, measuredAt: NOW, windAvgKmh: 20 });
    await db.insert(spotWindStations).values({ spotId: spots[0]!.id, stationId: 8801, distanceKm: 1.1 });
    const asked: number[] = [];
    expect(await runCorrectionSweepJob(db, { now: () => NOW, requestCorrection: async (spotId) => void asked.push(spotId) })).toEqual({ due: 1 });
    expect(asked).toEqual([spots[0]!.id]);
    await expect(runCorrectionTrainJob(db, { spotId: Number.NaN })).rejects.toThrow(/spotId/);
    expect(await runCorrectionTrainJob(db, { spotId: 2_000_000_000 })).toEqual({ spotId: 2_000_000_000, status: "unknown-spot" });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { riderSessions, spotWindStations, users, windStationHours, windStations } from "@/db/schema";
import { parisInstant } from "@/lib/0-base/time";
import { KMH_PER_KNOT } from "@/lib/1-domain/live-wind/units";
import { CreateSessionSchema } from "@/lib/1-domain/validation/logbook";
import { insertSpots, isolatedDatabase } from "@/tests/support/forecast-spots";
import { daysAgo, sessionInput, storeForecast } from "@/tests/support/logbook";
import { listSessions, logSession, SETTLE_AFTER_MS, WINDS_RECHECK_MS } from "./sessions";

/*
 * The measured side of a session: the spot's station's hourly means over its hours. A database of its own: a spot's
 * station is written here by hand, and a poll in another test file would choose every spot's station again.
 */
let db: Db;
let stop: () => Promise<void>;
let spotId: number;
let userId: number;
const STATION = 90_001;

const kmh = (kn: number) => kn * KMH_PER_KNOT;

async function measure(day: string, hour: number, readingsKn: number[]) {
  await db.insert(windStationHours).values({
    stationId: STATION,
    hour: parisInstant(day, hour),
    readings: readingsKn.length,
    sumAvgKmh: readingsKn.reduce((sum, kn) => sum + kmh(kn), 0),
    maxKmh: kmh(Math.max(...readingsKn) + 5),
    sumHeadingSin: -readingsKn.length,
    sumHeadingCos: 0,
  });
}

beforeAll(async () => {
  ({ db, stop } = await isolatedDatabase());
  const { spots } = await insertSpots(db, [{ latitude: 47.1, longitude: -2.2 }]);
  spotId = spots[0]!.id;
  const [user] = await db.insert(users).values({ username: "logbookrider", email: "logbook@example.fr" }).returning({ id: users.id });
  userId = user!.id;
  await db.insert(windStations).values({ id: STATION, name: "Balise test", latitude: 47.11, longitude: -2.2, measuredAt: new Date(), windAvgKmh: 20 });
  await db.insert(spotWindStations).values({ spotId, stationId: STATION, distanceKm: 1.1 });
});
afterAll(() => stop());

const log = (overrides: Parameters<typeof sessionInput>[1]) => logSession(db, userId, CreateSessionSchema.parse(sessionInput(spotId, overrides)));

describe("a session's winds", () => {
  it("are the means over its hours of the forecast and of the spot's station", async () => {
    const day = daysAgo(2);
    await storeForecast(spotId, day, 14, 3, 16, db);
    await measure(day, 14, [15, 17]); // 16
    await measure(day, 15, [19]);
    await measure(day, 17, [30]); // after the session
    const session = await log({ date: day, startHour: 14, endHour: 17 });
    expect(session).toMatchObject({ forecastKn: 16, measuredKn: 17.5, ruleKiteM2: 9.4 }); // the rule reads the measure: 165 ÷ 17.5
  });

  it("are computed again while the hours' data may still come, then kept, even once their sources are purged", async () => {
    const day = daysAgo(3);
    const session = await log({ date: day, startHour: 10, endHour: 11 });
    expect(session).toMatchObject({ forecastKn: null, measuredKn: null });
    // As if logged as the session ended; its hour's forecast and measurement arrive after.
    const ended = parisInstant(day, 11);
    await db.update(riderSessions).set({ windsCheckedAt: ended }).where(eq(riderSessions.id, session.id));
    await storeForecast(spotId, day, 10, 1, 14, db);
    await measure(day, 10, [12]);
    const byId = async (now: Date) => (await listSessions(db, userId, now)).find((s) => s.id === session.id);
    // Asked again too soon: the same.
    expect(await byId(new Date(ended.getTime() + WINDS_RECHECK_MS / 2))).toMatchObject({ forecastKn: null, measuredKn: null });
    const settled = new Date(ended.getTime() + SETTLE_AFTER_MS + WINDS_RECHECK_MS);
    expect(await byId(settled)).toMatchObject({ forecastKn: 14, measuredKn: 12, ruleKiteM2: 13.8 });
    // Settled: the station's hours purged since leave the stored means as they were.
    await db.delete(windStationHours).where(eq(windStationHours.stationId, STATION));
    expect(await byId(new Date(settled.getTime() + 2 * WINDS_RECHECK_MS))).toMatchObject({ forecastKn: 14, measuredKn: 12 });
    const [row] = await db.select().from(riderSessions).where(eq(riderSessions.id, session.id));
    expect(row!.windsCheckedAt.getTime()).toBe(settled.getTime());
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spots, spotWindStations, windStationHours, windStations } from "@/db/schema";
import { parisDayStart } from "@/lib/0-base/time";
import { KMH_PER_KNOT } from "@/lib/1-domain/live-wind/units";
import { isolatedDatabase } from "@/tests/support/forecast-spots";
import { measuredToday } from "./measured";

/* In a database of its own: the OpenWindMap tests poll beside this file and choose every spot's station again. */
const HOUR = 3_600_000;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let spotId: number;
let lonelyId: number;
const NOW = new Date(parisDayStart(new Date()).getTime() + 15 * HOUR + 25 * 60_000); // today 15:25, Paris
const today = parisDayStart(NOW).getTime();

beforeAll(async () => {
  isolated = await isolatedDatabase();
  const { db } = isolated;
  const common = { description: "test", hydrographicZero: 0, hydrographicSource: "test" };
  [{ id: spotId }, { id: lonelyId }] = await db
    .insert(spots)
    .values([{ name: "Mesuré", latitude: 50.88, longitude: 1.66, ...common }, { name: "Loin", latitude: 45, longitude: 6, ...common }])
    .returning({ id: spots.id });
  await db.insert(windStations).values({ id: 77, name: "Balise", latitude: 50.89, longitude: 1.66, measuredAt: NOW, windAvgKmh: 20 });
  await db.insert(spotWindStations).values([{ spotId, stationId: 77, distanceKm: 1 }, { spotId: lonelyId, stationId: null, distanceKm: null }]);
  const row = (hour: number, kn: number[]) => ({
    stationId: 77, hour: new Date(hour), readings: kn.length, sumAvgKmh: kn.reduce((a, b) => a + b, 0) * KMH_PER_KNOT, maxKmh: 40, sumHeadingSin: 0, sumHeadingCos: 1,
  });
  await db.insert(windStationHours).values([
    row(today - HOUR, [30]), // yesterday 23:00
    row(today + 9 * HOUR, [12, 14]),
    row(today + 10 * HOUR, [15]),
    row(today + 15 * HOUR, [18, 20, 22]), // the hour in progress
  ]);
});
afterAll(() => isolated.stop());

describe("today's measured hours", () => {
  it("gives the station's hourly means since midnight (Paris), the hour in progress included, in knots", async () => {
    expect(await measuredToday(isolated.db, spotId, NOW)).toEqual({
      station: true,
      hours: [
        { hour: new Date(today + 9 * HOUR).toISOString(), windAvgKn: 13 },
        { hour: new Date(today + 10 * HOUR).toISOString(), windAvgKn: 15 },
        { hour: new Date(today + 15 * HOUR).toISOString(), windAvgKn: 20 },
      ],
    });
  });

  it("says so for a spot without a station", async () => {
    expect(await measuredToday(isolated.db, lonelyId, NOW)).toEqual({ station: false, hours: [] });
  });
});

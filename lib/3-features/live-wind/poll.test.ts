import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { spots as spotsTable, windStationHours } from "@/db/schema";
import { NotFound } from "@/lib/0-base/errors";
import { SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { startFakeOpenWindMap, type FakeOpenWindMap, type FakeStation } from "@/tests/fakes/openwindmap-server";
import { insertSpots, isolatedDatabase } from "@/tests/support/forecast-spots";
import { liveForSpot, liveForSpots, liveWindEvents, spotsForStations, STALE_AFTER_MS } from "./live";
import { LIVE_WIND_ATTRIBUTION } from "../../1-domain/live-wind/messages";
import { openPollGate, pollStatus } from "../../2-stores/live-wind/poll-gate";
import { pollForPush, pollStations, type PollResult } from "./poll";
import { LiveWindEventSchema } from "../../1-domain/live-wind/types";
import { backfillStationHours, measuredHoursForSpot, stationsNeedingHistory } from "./measured";
import { computeSkill, MIN_COMPARED_HOURS } from "../../1-domain/live-wind/skill";
import { measuredHours } from "../../2-stores/live-wind/store";
import { KMH_PER_KNOT } from "../../1-domain/live-wind/units";

/* Places as offsets from La Baule; the spot helper shifts each spot north by 0.0011° × its counter (< 1 km). */
const BASE = { latitude: 47.28, longitude: -2.39 };
const north = (km: number) => ({ latitude: BASE.latitude + km / 111.195, longitude: BASE.longitude });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

const READING = { windAvgKmh: 10 * KMH_PER_KNOT, windMaxKmh: 15.3 * KMH_PER_KNOT, windMinKmh: 20, headingDeg: 292.5 };
const NETWORK: FakeStation[] = [
  { id: 1, name: "Pioupiou d'Escoublac \"plage\"", ...north(3), ...READING, measuredAt: minutesAgo(2) },
  { id: 2, name: "Éteinte", ...north(1), state: "off" },
  { id: 3, name: "Sans position", ...north(1), located: false },
  { id: 4, name: "Muette", ...north(2), silentMs: 3 * 3_600_000 },
  { id: 5, name: "Lointaine", ...north(60) },
  { id: 6, name: "Pornichet", ...north(8), measuredAt: minutesAgo(3) },
];

let fake: FakeOpenWindMap;
let db: Db;
let stop: () => Promise<void>;
let spotId: number;
let loneSpotId: number;

const poll = (extra: Parameters<typeof pollStations>[1] = {}) => pollStations(db, { baseUrl: fake.url, ...extra });
async function pollNow(extra: Parameters<typeof pollStations>[1] = {}): Promise<PollResult> {
  await openPollGate(db);
  return poll(extra);
}

beforeAll(async () => {
  ({ db, stop } = await isolatedDatabase());
  fake = await startFakeOpenWindMap({ stations: NETWORK });
  const { spots } = await insertSpots(db, [BASE, { latitude: 45.78, longitude: 3.08 }]);
  [spotId, loneSpotId] = spots.map((s) => s.id);
});
afterAll(async () => {
  await fake.close();
  await stop();
});
beforeEach(() => fake.setMode("ok"));

describe("polling OpenWindMap", () => {
  it("keeps the usable stations, counts the others by reason, and gives each spot its nearest station", async () => {
    const result = await poll();
    expect(result).toMatchObject({
      status: "polled",
      stations: 3,
      ignored: { off: 1, noLocation: 1, silent: 1, malformed: 0, noMeasurement: 0 },
      spotsWithStation: 1,
    });
    expect(result.status === "polled" && result.changedStationIds.sort()).toEqual([1, 5, 6]);

    const live = await liveForSpot(db, spotId);
    expect(live).toEqual({
      station: { id: 1, name: "Pioupiou d'Escoublac \"plage\"", latitude: NETWORK[0].latitude, longitude: NETWORK[0].longitude, distanceKm: expect.any(Number) },
      measurement: { at: NETWORK[0].measuredAt!.toISOString(), windAvgKn: 10, windMaxKn: 15.3, windMinKn: 10.8, directionDeg: 293 },
      stale: false,
      attribution: LIVE_WIND_ATTRIBUTION,
    });
    expect(live.station?.distanceKm).toBeGreaterThan(2);
    expect(live.station?.distanceKm).toBeLessThan(3.1);
    expect(await liveForSpot(db, loneSpotId)).toEqual({ station: null });
  });

  it("asks the network at most once a minute, even when several instances poll together", async () => {
    fake.resetCalls();
    expect(await poll()).toEqual({ status: "skipped" });
    expect(fake.liveCalls).toBe(0);
    await openPollGate(db);
    const results = await Promise.all([poll(), poll(), poll(), poll()]);
    expect(results.filter((r) => r.status === "polled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "skipped")).toHaveLength(3);
    expect(fake.liveCalls).toBe(1);
  });

  it("reports only the stations with a new reading, and the spots they serve", async () => {
    const same = await pollNow();
    expect(same.status === "polled" && same.changedStationIds).toEqual([]);
    fake.updateStations([{ id: 1, measuredAt: minutesAgo(0), windAvgKmh: 40 }]);
    const next = await pollNow();
    expect(next.status === "polled" && next.changedStationIds).toEqual([1]);
    expect(await spotsForStations(db, [1, 6])).toEqual([{ spotId, stationId: 1 }]);
    const events = await liveWindEvents(db, [1]);
    expect(events).toHaveLength(1);
    expect(events[0].spotId).toBe(spotId);
    expect(events[0].live.station?.id).toBe(1);
    expect(events[0].live.station && events[0].live.measurement.windAvgKn).toBe(21.6);
    expect(await liveWindEvents(db, [])).toEqual([]);

    fake.updateStations([{ id: 1, measuredAt: minutesAgo(0), windAvgKmh: 20 }]);
    await openPollGate(db);
    const pushed = await pollForPush(db, { baseUrl: fake.url });
    expect(pushed.events).toEqual([{ spotId, live: expect.objectContaining({ stale: false }) }]);
    expect(LiveWindEventSchema.parse(pushed.events[0]).live.station?.id).toBe(1);
    expect(await pollForPush(db, { baseUrl: fake.url })).toEqual({ result: { status: "skipped" }, events: [] });
  });

  it("keeps serving the last reading through an outage, saying the stations cannot be reached since the last poll that did, stale after 30 minutes", async () => {
    const before = await liveForSpot(db, spotId);
    expect(before.network).toBeUndefined();
    const { lastSuccessAt } = await pollStatus(db);
    const down = { down: true, lastSuccessAt: lastSuccessAt!.toISOString() };
    for (const mode of ["down", "malformed", "wrong-shape"] as const) {
      fake.setMode(mode);
      const result = await pollNow();
      expect(result).toMatchObject({ status: "failed", reason: mode === "down" ? "http" : "malformed" });
      expect(await liveForSpot(db, spotId)).toEqual({ ...before, network: down });
    }
    fake.setMode("slow");
    expect(await pollNow({ timeoutMs: 200 })).toMatchObject({ status: "failed", reason: "timeout" });
    const at = Date.parse(before.station ? before.measurement.at : "");
    const later = await liveForSpot(db, spotId, new Date(at + STALE_AFTER_MS + 60_000));
    expect(later).toEqual({ ...before, stale: true, network: down });
    // Back: the stations answer again, and nothing more is said.
    fake.setMode("ok");
    await pollNow();
    expect((await liveForSpot(db, spotId)).network).toBeUndefined();
  });

  it("moves a spot to its next station when its own is switched off, and back when it returns", async () => {
    fake.updateStations([{ id: 1, state: "off" }]);
    await pollNow();
    expect((await liveForSpot(db, spotId)).station?.name).toBe("Pornichet");
    fake.updateStations([{ id: 1, state: "on" }]);
    await pollNow();
    expect((await liveForSpot(db, spotId)).station?.name).toBe("Pioupiou d'Escoublac \"plage\"");
  });

  it("gives the live wind of many spots at once, and a station to a spot created after the poll", async () => {
    const { spots } = await insertSpots(db, [north(7)]);
    const map = await liveForSpots(db, [spotId, loneSpotId, spots[0].id]);
    expect(map.get(spotId)?.station?.id).toBe(1);
    expect(map.get(loneSpotId)).toEqual({ station: null });
    expect(map.get(spots[0].id)).toEqual({ station: null }); // not matched yet: the list never waits
    expect((await liveForSpot(db, spots[0].id)).station?.name).toBe("Pornichet");
    expect((await liveForSpots(db, [spots[0].id])).get(spots[0].id)?.station?.name).toBe("Pornichet");
  });

  it("refuses an unknown spot with « Spot introuvable. »", async () => {
    await expect(liveForSpot(db, 999_999)).rejects.toEqual(new NotFound(SPOT_NOT_FOUND));
  });

  it("keeps hourly means for 14 days and purges older hours", async () => {
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const means = await measuredHours(db, 1, new Date(hour.getTime() - 3 * 3_600_000), new Date(hour.getTime() + 3_600_000));
    expect(means.length).toBeGreaterThanOrEqual(1);
    expect(means.every((m) => m.windAvgKn > 0 && m.readings >= 1)).toBe(true);
    await db.insert(windStationHours).values({
      stationId: 1, hour: new Date(Date.now() - 20 * 86_400_000), readings: 1, sumAvgKmh: 10, maxKmh: 10, sumHeadingSin: 0, sumHeadingCos: 1,
    });
    await pollNow();
    const [{ old }] = (await db.execute(sql`select count(*)::int as old from wind_station_hours where hour < now() - interval '15 days'`)).rows as { old: number }[];
    expect(old).toBe(0);
  });

  it("fills a newly chosen station's 14 days from its archive, once, and feeds the skill with them", async () => {
    // Station 6 serves the spot created in the test above.
    expect((await stationsNeedingHistory(db)).sort()).toEqual([1, 6]);
    fake.setMode("down");
    expect(await backfillStationHours(db, 1, { baseUrl: fake.url })).toBe(0);
    fake.setMode("ok");
    const added = await backfillStationHours(db, 1, { baseUrl: fake.url });
    expect(added).toBeGreaterThan(14 * 24 - 3);
    expect(await backfillStationHours(db, 1, { baseUrl: fake.url })).toBe(0);
    expect(await stationsNeedingHistory(db)).toEqual([6]);

    const now = new Date();
    const hours = await measuredHoursForSpot(db, spotId, new Date(now.getTime() - 14 * 86_400_000), now);
    expect(hours.length).toBeGreaterThan(14 * 24 - 3);
    expect(hours.every((h, i) => i === 0 || h.hour > hours[i - 1].hour)).toBe(true);
    expect(await measuredHoursForSpot(db, loneSpotId, new Date(0), now)).toEqual([]);
    // A model that says 2 kn more than the station every hour: its bias and error are 2 kn.
    const model = hours.map((h) => ({ model: "arome_france_hd", forecastDate: h.hour, windSpeedKn: h.windAvgKn + 2 }));
    const skill = computeSkill(model, hours, now);
    expect(skill.models[0]).toMatchObject({ model: "arome_france_hd", maeKn: 2, biasKn: 2 });
    expect(skill.models[0].comparedHours).toBeGreaterThanOrEqual(MIN_COMPARED_HOURS);
    expect(skill.best).toBe("arome_france_hd");
  });

  it("prefers a station along the shore to a nearer one inland, by the spot's orientation", async () => {
    const { spots } = await insertSpots(db, [BASE]);
    await db.update(spotsTable).set({ orientation: 180 }).where(eq(spotsTable.id, spots[0].id)); // the sea is south
    const east = { latitude: BASE.latitude, longitude: BASE.longitude + 6 / (111.195 * Math.cos((BASE.latitude * Math.PI) / 180)) };
    fake.setStations([...NETWORK, { id: 7, name: "Le Pouliguen", ...east, measuredAt: minutesAgo(1) }]);
    await pollNow();
    // ~6 km along the shore beats ~2.5 km inland behind the beach…
    expect((await liveForSpot(db, spots[0].id)).station?.name).toBe("Le Pouliguen");
    // …but for a beach facing north (the fixtures' default orientation, 0°) the same station is seaward and nearest.
    expect((await liveForSpot(db, spotId)).station?.id).toBe(1);
  });
});

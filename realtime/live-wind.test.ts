import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Socket } from "socket.io-client";
import { getDb } from "../db/client";
import { spots } from "../db/schema";
import { CHAT_EVENTS, type ChatErrorPayload } from "../lib/1-domain/chat/events";
import { LIVE_WIND_EVENT, UNWATCH_SPOT_EVENT, WATCH_SPOT_EVENT } from "../lib/1-domain/live-wind/events";
import { WATCH_ERRORS } from "../lib/1-domain/live-wind/messages";
import { openPollGate } from "../lib/2-stores/live-wind/poll-gate";
import { LiveWindEventSchema, type LiveWindEvent } from "../lib/1-domain/live-wind/types";
import { KMH_PER_KNOT } from "../lib/1-domain/live-wind/units";
import { startFakeOpenWindMap, type FakeOpenWindMap } from "../tests/fakes/openwindmap-server";
import { connectAs, createUser, nextEvent, serviceUrl, silence } from "../tests/support/realtime";
import { startRealtime, type RealtimeOptions } from "./server";
import type { WatchAck } from "./live-wind";

/* Two spots far apart, each with its own station 2 km away (Wissant and La Baule). */
const WISSANT = { latitude: 50.887, longitude: 1.659 };
const LA_BAULE = { latitude: 47.28, longitude: -2.39 };
const north = (p: { latitude: number; longitude: number }, km: number) => ({ latitude: p.latitude + km / 111.195, longitude: p.longitude });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

let fake: FakeOpenWindMap;
let service: Awaited<ReturnType<typeof startRealtime>>;
let url: string;
let wissant: number;
let laBaule: number;
const open: Socket[] = [];

async function insertSpot(name: string, at: { latitude: number; longitude: number }) {
  const [row] = await getDb()
    .insert(spots)
    .values({ name, description: "Spot de test", ...at, hydrographicZero: 0, hydrographicSource: "test" })
    .returning({ id: spots.id });
  return row!.id;
}

async function watcher(spotId: number) {
  const socket = await connectAs(url, await createUser("lecteur"));
  open.push(socket);
  const ack = (await socket.timeout(5000).emitWithAck(WATCH_SPOT_EVENT, { spotId })) as WatchAck;
  expect(ack).toEqual({ ok: true });
  return socket;
}

beforeAll(async () => {
  wissant = await insertSpot("Wissant (vent mesuré)", WISSANT);
  laBaule = await insertSpot("La Baule (vent mesuré)", LA_BAULE);
  fake = await startFakeOpenWindMap({
    stations: [
      { id: 71, name: "Wissant plage", ...north(WISSANT, 2), windAvgKmh: 20, measuredAt: minutesAgo(6) },
      { id: 72, name: "Escoublac", ...north(LA_BAULE, 2), windAvgKmh: 15, measuredAt: minutesAgo(6) },
    ],
  });
  const options: RealtimeOptions = { redisUrl: null, liveWind: { tickMs: 3_600_000, poll: { baseUrl: fake.url } } };
  service = await startRealtime(0, options);
  url = serviceUrl(service.port);
  // The poll at start: both spots get their station.
  await openPollGate(getDb());
  await service.pollLiveWind();
});

afterAll(async () => {
  for (const s of open) s.close();
  await service?.close();
  await fake?.close();
});

describe("LIVE_WIND", () => {
  it("pushes a new reading, after a poll, to the sockets watching that spot and to no other", async () => {
    const reader = await watcher(wissant);
    const elsewhere = await watcher(laBaule);
    const idle = await connectAs(url, await createUser("inactif"));
    open.push(idle);

    fake.updateStations([{ id: 71, windAvgKmh: 25 * KMH_PER_KNOT, windMaxKmh: 31.5 * KMH_PER_KNOT, headingDeg: 270, measuredAt: minutesAgo(1) }]);
    const received = nextEvent<LiveWindEvent>(reader, LIVE_WIND_EVENT);
    const quietElsewhere = silence(elsewhere, LIVE_WIND_EVENT, 800);
    const quietIdle = silence(idle, LIVE_WIND_EVENT, 800);
    await openPollGate(getDb());
    const emitted = await service.pollLiveWind();

    const event = await received;
    expect(LiveWindEventSchema.parse(event)).toEqual(event);
    expect(event.spotId).toBe(wissant);
    expect(event.live.station?.name).toBe("Wissant plage");
    expect(event.live.station && event.live.measurement).toMatchObject({ windAvgKn: 25, windMaxKn: 31.5, directionDeg: 270 });
    expect(JSON.stringify(event)).not.toMatch(/user|lecteur/i);
    expect(await quietElsewhere).toBe(true);
    expect(await quietIdle).toBe(true);
    // Other spots near Wissant (seeded ones) share the station; La Baule's did not change.
    expect(emitted.map((e) => e.spotId)).toContain(wissant);
    expect(emitted.map((e) => e.spotId)).not.toContain(laBaule);
  });

  it("pushes nothing when the gate is closed (another instance polled within the minute)", async () => {
    const reader = await watcher(wissant);
    fake.updateStations([{ id: 71, windAvgKmh: 10, measuredAt: minutesAgo(0) }]);
    const quiet = silence(reader, LIVE_WIND_EVENT, 800);
    expect(await service.pollLiveWind()).toEqual([]);
    expect(await quiet).toBe(true);
  });

  it("reaches, through Redis, a socket connected to another instance than the one that polled", async () => {
    const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
    const options: RealtimeOptions = { redisUrl, db: getDb(), liveWind: { tickMs: 3_600_000, poll: { baseUrl: fake.url } } };
    const polling = await startRealtime(0, options);
    const other = await startRealtime(0, options);
    try {
      // Their polls at start are over (skipped or not) before the one under test.
      await Promise.all([polling.pollLiveWind(), other.pollLiveWind()]);
      const socket = await connectAs(serviceUrl(other.port), await createUser("ailleurs"));
      open.push(socket);
      expect(await socket.timeout(5000).emitWithAck(WATCH_SPOT_EVENT, { spotId: laBaule })).toEqual({ ok: true });
      fake.updateStations([{ id: 72, windAvgKmh: 14 * KMH_PER_KNOT, headingDeg: 45, measuredAt: minutesAgo(0) }]);
      const received = nextEvent<LiveWindEvent>(socket, LIVE_WIND_EVENT);
      await openPollGate(getDb());
      await polling.pollLiveWind();
      const { live } = await received;
      expect(live.station && live.measurement).toMatchObject({ windAvgKn: 14, directionDeg: 45 });
    } finally {
      await polling.close();
      await other.close();
    }
  });

  it("refuses a malformed WATCH_SPOT in French, and joins nothing", async () => {
    const socket = await connectAs(url, await createUser("maladroit"));
    open.push(socket);
    const error = nextEvent<ChatErrorPayload>(socket, CHAT_EVENTS.CHAT_ERROR);
    const ack = (await socket.timeout(5000).emitWithAck(WATCH_SPOT_EVENT, { spotId: "1 OR 1=1" })) as WatchAck;
    expect(ack).toEqual({ ok: false, message: WATCH_ERRORS.badPayload });
    expect(await error).toMatchObject({ event: WATCH_SPOT_EVENT, message: WATCH_ERRORS.badPayload });
  });

  it("answers every hostile WATCH_SPOT / UNWATCH_SPOT with the French refusal, joins nothing and keeps serving", async () => {
    const socket = await connectAs(url, await createUser("fuzz"));
    open.push(socket);
    const hostile: unknown[] = [
      undefined, null, 0, -1, 1.5, "12", [], [12], {}, { spotId: null }, { spotId: -3 }, { spotId: 0 }, { spotId: 2 ** 31 },
      { spotId: Number.NaN }, { spotId: "12" }, { spotId: { $gt: 0 } }, { spotId: [1, 2] }, { spotId: 1e308 },
      { spotId: "x".repeat(100_000) }, { ["__proto__"]: { spotId: 1 } }, "<svg onload=alert(1)>",
    ];
    for (const payload of hostile) {
      const ack = (await socket.timeout(5000).emitWithAck(WATCH_SPOT_EVENT, payload)) as WatchAck;
      expect(ack, JSON.stringify(payload)?.slice(0, 80)).toEqual({ ok: false, message: WATCH_ERRORS.badPayload });
      socket.emit(UNWATCH_SPOT_EVENT, payload);
    }
    // A callback that is not a function, and an event without any: no crash, the same refusal as an event.
    const refusals: ChatErrorPayload[] = [];
    socket.on(CHAT_EVENTS.CHAT_ERROR, (e: ChatErrorPayload) => refusals.push(e));
    socket.emit(WATCH_SPOT_EVENT, { spotId: "?" }, "not a function");
    socket.emit(WATCH_SPOT_EVENT);
    await vi.waitFor(() => expect(refusals.filter((e) => e.event === WATCH_SPOT_EVENT).length).toBeGreaterThanOrEqual(2));
    // Still connected and served: a good request after all of it joins.
    expect(socket.connected).toBe(true);
    expect(await socket.timeout(5000).emitWithAck(WATCH_SPOT_EVENT, { spotId: wissant })).toEqual({ ok: true });
  });
});

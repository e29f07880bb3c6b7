import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { LIVE_WIND_ATTRIBUTION } from "@/lib/1-domain/live-wind/messages";
import { KMH_PER_KNOT } from "@/lib/1-domain/live-wind/units";
import { openPollGate } from "@/lib/2-stores/live-wind/poll-gate";
import { pollStations } from "@/lib/3-features/live-wind/poll";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { call } from "@/tests/support/api";
import { liveWindScene } from "@/tests/support/live-wind";
import { GET } from "./route";

// Far out in the Bay of Biscay: no seeded spot nor other test's station is near.
const PLACE = { latitude: 45.9, longitude: -4.6 };
const LONE = { latitude: 44.2, longitude: -5.9 };

const scene = liveWindScene(PLACE, LONE, {
  id: 900_001,
  name: "Bouée test",
  latitude: PLACE.latitude + 0.05,
  longitude: PLACE.longitude,
  measuredAt: new Date(Date.now() - 5 * 60_000),
  windAvgKmh: 25,
  windMaxKmh: 33.3,
  windMinKmh: 18.52,
  headingDeg: 247.5,
});

describe("GET /api/spots/{id}/live", () => {
  it("answers the spot's station with its distance and last reading in knots with one decimal", async () => {
    const res = await call(GET, { cookie: scene.cookie, params: { id: String(scene.ids.withStation) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body).toEqual({
      station: { id: 900_001, name: "Bouée test", latitude: PLACE.latitude + 0.05, longitude: PLACE.longitude, distanceKm: expect.any(Number) },
      measurement: { at: expect.any(String), windAvgKn: 13.5, windMaxKn: 18, windMinKn: 10, directionDeg: 248 },
      stale: false,
      attribution: LIVE_WIND_ATTRIBUTION,
    });
    expect(body.station.distanceKm).toBeCloseTo(5.6, 0);
    expect(25 / KMH_PER_KNOT).toBeCloseTo(13.5, 1);
  });

  it("answers `station: null` for a spot without a station within 20 km", async () => {
    const res = await call(GET, { cookie: scene.cookie, params: { id: String(scene.ids.lone) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ station: null });
  });

  it("keeps answering the last reading while the network is down, and says so", async () => {
    const before = await (await call(GET, { cookie: scene.cookie, params: { id: String(scene.ids.withStation) } })).json();
    scene.fake.setMode("down");
    await openPollGate(getDb());
    expect(await pollStations(getDb(), { baseUrl: scene.fake.url })).toMatchObject({ status: "failed", reason: "http" });
    const res = await call(GET, { cookie: scene.cookie, params: { id: String(scene.ids.withStation) } });
    expect(res.status).toBe(200);
    const { network, ...reading } = await res.json();
    expect(reading).toEqual(before);
    expect(network).toEqual({ down: true, lastSuccessAt: expect.any(String) });
  });

  it("refuses a bad id (400), an unknown spot (404) and a request without session (401)", async () => {
    const bad = await call(GET, { cookie: scene.cookie, params: { id: "abc" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(SPOT_ID_INVALID);
    const unknown = await call(GET, { cookie: scene.cookie, params: { id: "999999999" } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe(SPOT_NOT_FOUND);
    expect((await call(GET, { params: { id: String(scene.ids.withStation) } })).status).toBe(401);
  });
});

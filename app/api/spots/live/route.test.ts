import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { openPollGate } from "@/lib/2-stores/live-wind/poll-gate";
import { pollStations } from "@/lib/3-features/live-wind/poll";
import { KMH_PER_KNOT } from "@/lib/1-domain/live-wind/units";
import { startFakeOpenWindMap, type FakeOpenWindMap } from "@/tests/fakes/openwindmap-server";
import { call, registerUser } from "@/tests/support/api";
import { insertSpots } from "@/tests/support/forecast-spots";
import { GET } from "./route";

// Far out at sea, west of Brittany and of Gascony: no seeded spot nor other test's station is near.
const PLACE = { latitude: 46.4, longitude: -5.2 };
const LONE = { latitude: 43.9, longitude: -6.3 };

let cookie: string;
let fake: FakeOpenWindMap;
let ids: { withStation: number; lone: number };
let remove: () => Promise<unknown>;

beforeAll(async () => {
  ({ cookie } = await registerUser());
  const inserted = await insertSpots(getDb(), [PLACE, LONE]);
  ids = { withStation: inserted.spots[0].id, lone: inserted.spots[1].id };
  remove = inserted.remove;
  fake = await startFakeOpenWindMap({
    stations: [
      {
        id: 900_101,
        name: "Bouée liste",
        latitude: PLACE.latitude + 0.03,
        longitude: PLACE.longitude,
        measuredAt: new Date(Date.now() - 3 * 60_000),
        windAvgKmh: 22 * KMH_PER_KNOT,
        headingDeg: 202.5,
      },
    ],
  });
  await openPollGate(getDb());
  expect(await pollStations(getDb(), { baseUrl: fake.url })).toMatchObject({ status: "polled" });
});
afterAll(async () => {
  await fake.close();
  await remove();
});

describe("GET /api/spots/live", () => {
  it("answers the spot cards' mean wind and direction, for the spots with a station only", async () => {
    const res = await call(GET, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body[String(ids.withStation)]).toEqual({ windAvgKn: 22, directionDeg: 203, stale: false });
    expect(body).not.toHaveProperty(String(ids.lone));
  });

  it("answers 401 signed out", async () => {
    expect((await call(GET)).status).toBe(401);
  });
});

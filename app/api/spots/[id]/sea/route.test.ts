import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import type { SeaEntry } from "@/lib/1-domain/sea/types";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { fakeMarineValues, startFakeOpenMeteo, type FakeOpenMeteo } from "@/tests/fakes/open-meteo-server";
import { call, registerUser } from "@/tests/support/api";
import { insertSpots } from "@/tests/support/forecast-spots";
import { GET } from "./route";

let fake: FakeOpenMeteo;
let cookie: string;
let sea: Awaited<ReturnType<typeof insertSpots>>["spots"][number];
let lake: typeof sea;
let inland: typeof sea;
let remove: () => Promise<unknown>;

beforeAll(async () => {
  fake = await startFakeOpenMeteo({ port: 0 });
  process.env.OPEN_METEO_MARINE_BASE_URL = fake.url; // read by lib/0-base/env on first use, in this file's module graph
  ({ cookie } = await registerUser());
  const inserted = await insertSpots(getDb(), [
    { latitude: 50.87, longitude: 1.58 },
    { latitude: 48.58, longitude: 4.75, waterBody: "lac" },
    { latitude: 47.3, longitude: -2.1 },
  ]);
  [sea, lake, inland] = inserted.spots as [typeof sea, typeof sea, typeof sea];
  remove = inserted.remove;
  fake.setMarineState("land", inland);
});
afterAll(async () => {
  await remove();
  await fake.close();
});

describe("GET /api/spots/{id}/sea", () => {
  it("answers the sea state hour by hour, from the Marine API", async () => {
    const res = await call(GET, { cookie, params: { id: String(sea.id) } });
    expect(res.status).toBe(200);
    const hours = (await res.json()) as SeaEntry[];
    expect(hours.length).toBeGreaterThanOrEqual(6 * 24);
    const first = fakeMarineValues(sea.latitude, sea.longitude, 0);
    expect(hours[0]).toEqual({
      forecastDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/),
      waveHeightM: first.waveHeightM,
      wavePeriodS: first.wavePeriodS,
      waveDirection: first.waveDirection,
      swellHeightM: first.swellHeightM,
      swellPeriodS: first.swellPeriodS,
      seaTemperatureC: first.seaTemperatureC,
    });
    // Past the sea temperature's horizon: null, not 0.
    expect(hours.at(-1)!.seaTemperatureC).toBeNull();
  });

  it("answers [] for a lake, without asking, and for a point the wave model does not cover", async () => {
    const before = fake.marineCalls;
    const atLake = await call(GET, { cookie, params: { id: String(lake.id) } });
    expect(atLake.status).toBe(200);
    expect(await atLake.json()).toEqual([]);
    expect(fake.marineCalls).toBe(before);
    const atInland = await call(GET, { cookie, params: { id: String(inland.id) } });
    expect(await atInland.json()).toEqual([]);
    expect(fake.marineCalls).toBe(before + 1);
  });

  it("answers 404 for an unknown spot, 400 for an id that is not one, 401 without a session", async () => {
    const missing = await call(GET, { cookie, params: { id: "999999999" } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(SPOT_NOT_FOUND);
    const invalid = await call(GET, { cookie, params: { id: "abc" } });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toBe(SPOT_ID_INVALID);
    expect((await call(GET, { params: { id: String(sea.id) } })).status).toBe(401);
  });
});

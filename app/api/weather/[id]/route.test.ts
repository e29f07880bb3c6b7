import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import type { ForecastEntry } from "@/lib/1-domain/forecast/api-types";
import { insertSpots } from "@/tests/support/forecast-spots";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { FORECAST_DAYS } from "@/lib/2-stores/open-meteo/open-meteo";
import { FAKE_MODEL_HOURS, fakeBlendedValues, fakeHourlyValues, startFakeOpenMeteo, type FakeOpenMeteo } from "@/tests/fakes/open-meteo-server";
import { UNKNOWN_MODEL } from "@/lib/1-domain/models/messages";
import { call, registerUser } from "@/tests/support/api";
import { GET } from "./route";

let fake: FakeOpenMeteo;
let cookie: string;
let spot: Awaited<ReturnType<typeof insertSpots>>["spots"][number];
let remove: () => Promise<unknown>;

beforeAll(async () => {
  fake = await startFakeOpenMeteo({ port: 0 });
  process.env.OPEN_METEO_BASE_URL = fake.url; // read by lib/0-base/env on first use, in this file's module graph
  ({ cookie } = await registerUser());
  const inserted = await insertSpots(getDb(), [{ latitude: 43.4, longitude: 3.7 }]);
  [spot] = inserted.spots;
  remove = inserted.remove;
});
afterAll(async () => {
  await remove();
  await fake.close();
});

describe("GET /api/weather/{id}", () => {
  it("answers 7 days of hourly entries by time, in m/s, fetched once then served from the database", async () => {
    const res = await call(GET, { cookie, params: { id: String(spot.id) } });
    expect(res.status).toBe(200);
    const entries = (await res.json()) as ForecastEntry[];
    expect(entries).toHaveLength(FORECAST_DAYS * 24);
    expect(Object.keys(entries[0]).sort()).toEqual(
      ["description", "forecastDate", "humidity", "id", "lastUpdated", "spotId", "temperature", "windDirection", "windGust", "windSpeed"].sort(),
    );
    const times = entries.map((e) => Date.parse(e.forecastDate));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(entries[12].windSpeed).toBe(fakeBlendedValues(spot.latitude, spot.longitude, 12).windSpeed);

    const again = await call(GET, { cookie, params: { id: String(spot.id) } });
    expect(((await again.json()) as ForecastEntry[])[0].id).toBe(entries[0].id);
    expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1);
  });

  it("refuses a non-numeric id (400), an unknown spot (404) and a request without session (401)", async () => {
    const bad = await call(GET, { cookie, params: { id: "abc" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(SPOT_ID_INVALID);
    const missing = await call(GET, { cookie, params: { id: "999999999" } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(SPOT_NOT_FOUND);
    expect((await call(GET, { params: { id: String(spot.id) } })).status).toBe(401);
  });
});

describe("GET /api/weather/{id}?model=", () => {
  const get = (model: string) => call(GET, { cookie, path: `/api/weather/${spot.id}?model=${model}`, params: { id: String(spot.id) } });

  it("answers one model's hours in the same shape, up to its own horizon, from the spot's one request", async () => {
    const res = await get("icon_eu");
    expect(res.status).toBe(200);
    const entries = (await res.json()) as ForecastEntry[];
    expect(entries).toHaveLength(FAKE_MODEL_HOURS.icon_eu!);
    expect(Object.keys(entries[0]).sort()).toEqual(
      ["description", "forecastDate", "humidity", "id", "lastUpdated", "spotId", "temperature", "windDirection", "windGust", "windSpeed"].sort(),
    );
    expect(entries.map((e) => e.windSpeed).slice(0, 30)).toEqual(
      Array.from({ length: 30 }, (_, i) => fakeHourlyValues(spot.latitude, spot.longitude, i, "icon_eu").windSpeed),
    );
    const arome = (await (await get("meteofrance_arome_france_hd")).json()) as ForecastEntry[];
    expect(arome).toHaveLength(48);
    expect(arome[12].windSpeed).toBe(fakeHourlyValues(spot.latitude, spot.longitude, 12, "meteofrance_arome_france_hd").windSpeed);
    expect(arome[12].windSpeed).not.toBe(entries[12].windSpeed);
    expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1);
  });

  it("gives the default forecast for « blend », and refuses an unknown model with 400 in French", async () => {
    const blend = await get("blend");
    const plain = await call(GET, { cookie, params: { id: String(spot.id) } });
    expect(await blend.text()).toBe(await plain.text());
    for (const model of ["arome", "", "ICON_EU"]) {
      const bad = await get(model);
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toBe(UNKNOWN_MODEL);
    }
    expect(UNKNOWN_MODEL).toMatch(/^Modèle inconnu/);
  });
});

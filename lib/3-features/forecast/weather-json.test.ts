import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { weatherForecasts } from "@/db/schema";
import { forecastTestServices } from "@/tests/support/forecast-services";
import { ageForecast, insertSpots } from "../../../tests/support/forecast-spots";
import { FORECAST_MAX_AGE_MS, openMeteoSource } from "../forecast-refresh/refresh";
import { FORECAST_JSON_TTL_MS, forecastJson } from "./weather-json";

const services = forecastTestServices();
const { cleanups } = services;

async function newSpot() {
  const { spots, remove } = await insertSpots(services.db, [{ latitude: 46.1, longitude: -1.2 }]);
  cleanups.push(remove);
  return spots[0];
}

describe("forecastJson (GET /api/weather/{id}'s body)", () => {
  it("keeps a fresh forecast's body a few seconds, then reads the database again", async () => {
    const spot = await newSpot();
    const source = openMeteoSource(services.fake.url);
    const t0 = Date.now();
    const first = JSON.parse((await forecastJson(services.db, spot.id, { source, now: () => new Date(t0) })).toString());
    expect(first).toHaveLength(168);
    await services.db.delete(weatherForecasts).where(eq(weatherForecasts.spotId, spot.id));
    const cached = await forecastJson(services.db, spot.id, { source, now: () => new Date(t0 + FORECAST_JSON_TTL_MS - 1) });
    expect(JSON.parse(cached.toString())).toEqual(first);
    // Past the few seconds the database is read again (and, the rows being gone, the forecast fetched again).
    const later = JSON.parse((await forecastJson(services.db, spot.id, { source, now: () => new Date(t0 + FORECAST_JSON_TTL_MS + 1) })).toString());
    expect(later[0].id).not.toBe(first[0].id);
    expect(services.fake.callsFor(spot.latitude, spot.longitude)).toBe(2);
  });

  it("never keeps an old forecast, so the next request tries the provider again", async () => {
    const spot = await newSpot();
    const source = openMeteoSource(services.fake.url);
    await forecastJson(services.db, spot.id, { source });
    await ageForecast(services.db, spot.id, FORECAST_MAX_AGE_MS + 60_000);
    services.fake.setMode("down", spot);
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const now = () => new Date(Date.now() + FORECAST_JSON_TTL_MS + 1); // past the first body's few seconds
      expect(JSON.parse((await forecastJson(services.db, spot.id, { source, now })).toString())).toHaveLength(168);
      expect(JSON.parse((await forecastJson(services.db, spot.id, { source, now })).toString())).toHaveLength(168);
      expect(services.fake.callsFor(spot.latitude, spot.longitude)).toBe(3);
    } finally {
      console.warn = warn;
      services.fake.setMode("ok");
    }
  });
});

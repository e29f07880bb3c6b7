import { describe, expect, it, vi } from "vitest";
import * as live from "@/lib/3-features/live-wind/live";
import { openMeteoSource, refreshForecast } from "@/lib/3-features/forecast-refresh/refresh";
import { toForecastEntries } from "@/lib/2-stores/forecasts/weather";
import { readModelForecast } from "@/lib/2-stores/forecasts/models";
import { forecastTestServices } from "@/tests/support/forecast-services";
import { insertSpots } from "@/tests/support/forecast-spots";
import { loadForecastPage } from "./page-data";

/* What the forecast page renders, for the model in its URL (`?modele=`) or the default here. */
const services = forecastTestServices();
const { cleanups } = services;

async function storedSpot() {
  const { spots: [spot], remove } = await insertSpots(services.db, [{ latitude: 47.1, longitude: -2.3 }]);
  cleanups.push(remove);
  expect(await refreshForecast(services.db, spot!, { source: openMeteoSource(services.fake.url, 2_000) })).toBe("refreshed");
  return spot!;
}

describe("loadForecastPage", () => {
  it("opens on the default forecast, or on the model the rider asked for, its hours those of the API", async () => {
    const spot = await storedSpot();
    const page = await loadForecastPage(services.db, spot.id, null);
    expect(page.model).toBe("blend"); // a new spot has no history: no best model yet
    expect(page.requested).toBe(false);
    expect(page.weather?.length).toBeGreaterThanOrEqual(24 * 6);

    const icon = await loadForecastPage(services.db, spot.id, null, "icon_eu");
    expect(icon.model).toBe("icon_eu");
    expect(icon.requested).toBe(true);
    expect(icon.weather).toEqual(toForecastEntries(await readModelForecast(services.db, spot.id, "icon_eu")));
    expect(icon.weather?.map((h) => h.windSpeed)).not.toEqual(page.weather?.slice(0, icon.weather?.length).map((h) => h.windSpeed));

    const blend = await loadForecastPage(services.db, spot.id, null, "blend");
    expect(blend.model).toBe("blend");
    expect(blend.requested).toBe(true);
    expect(blend.weather).toEqual(page.weather);
  });

  it("loses only the live wind when the station's read fails: the models and the « Mesuré » row read it themselves", async () => {
    const spot = await storedSpot();
    const failing = vi.spyOn(live, "stationAndLive").mockRejectedValue(new Error("station indisponible"));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const page = await loadForecastPage(services.db, spot.id, null);
      expect(failing).toHaveBeenCalled();
      expect(page.live).toBeUndefined();
      expect(page.models?.models.length).toBeGreaterThan(1);
      expect(page.measured).toEqual({ station: false, hours: [] });
      expect(page.weather?.length).toBeGreaterThan(0);
    } finally {
      failing.mockRestore();
      quiet.mockRestore();
    }
  });
});

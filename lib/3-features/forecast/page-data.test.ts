import { describe, expect, it, vi } from "vitest";
import * as live from "@/lib/3-features/live-wind/live";
import { openMeteoSource, refreshForecast } from "@/lib/3-features/forecast-refresh/refresh";
import { toForecastEntries } from "@/lib/2-stores/forecasts/weather";
import { readModelForecast } from "@/lib/2-stores/forecasts/models";
import { forecastTestServices } from "@/tests/support/forecast-services";
import { insertSpots } from "@/tests/support/forecast-spots";
import { statementsOf } from "@/tests/support/sql-watch";
import { registerUser } from "@/tests/support/api";
import { westBeach } from "@/tests/support/verdict";
import { setKnowledge } from "@/tests/support/knowledge";
import { updatePreferences } from "@/lib/2-stores/users/preferences";
import { keptForecastPage, loadForecastPage } from "./page-data";

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

  it("shares a spot's data between riders for a few seconds, each with their own verdicts", async () => {
    const spot = await storedSpot();
    await setKnowledge(services.db, spot.id, westBeach);
    const [{ user: light }, { user: strong }] = await Promise.all([registerUser(), registerUser()]);
    await updatePreferences(services.db, light.id, { windMinKn: 8, windMaxKn: 30 });
    await updatePreferences(services.db, strong.id, { windMinKn: 29, windMaxKn: 30 });
    const first = await loadForecastPage(services.db, spot.id, light.id);
    const { result: second, sql } = await statementsOf(() => loadForecastPage(services.db, spot.id, strong.id));
    // The second rider's render reads neither the forecast, nor the tides, the station or the sea again.
    expect(sql.filter((q) => /from "(weather_forecasts|tide_times|spot_wind_stations|sea_hours)"/.test(q))).toEqual([]);
    expect(second.weather).toEqual(first.weather);
    expect(second.tideCurve).toEqual(first.tideCurve);
    // Their verdicts are their own: the fake's breeze is too light for a rider who wants 29 knots.
    expect(second.verdicts?.length).toBe(first.verdicts?.length);
    expect(second.verdicts?.some((v) => v.verdict === "go")).toBe(false);
    expect(first.verdicts?.map((v) => v.verdict)).not.toEqual(second.verdicts?.map((v) => v.verdict));
    // Asked for with keepMs 0, it is read again.
    const { sql: again } = await statementsOf(() => loadForecastPage(services.db, spot.id, strong.id, undefined, { keepMs: 0 }));
    expect(again.filter((q) => /from "weather_forecasts"/.test(q))).not.toEqual([]);
  });

  it("keeps nothing from a render that lost a part: the next one reads it all again", async () => {
    const spot = await storedSpot();
    const failing = vi.spyOn(live, "stationAndLive").mockRejectedValueOnce(new Error("station indisponible"));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect((await loadForecastPage(services.db, spot.id, null)).live).toBeUndefined();
      await loadForecastPage(services.db, spot.id, null);
      expect(failing).toHaveBeenCalledTimes(2);
    } finally {
      failing.mockRestore();
      quiet.mockRestore();
    }
  });

  it("draws another rider's page only from what is kept for the spot, never reading it anew (a shared document)", async () => {
    const spot = await storedSpot();
    await setKnowledge(services.db, spot.id, westBeach);
    const { getPageSpot } = await import("@/lib/2-stores/spots/spot");
    const row = await getPageSpot(services.db, spot.id);
    const [{ user: first }, { user: other }] = await Promise.all([registerUser(), registerUser()]);
    // Nothing kept yet (or kept for another model): null, and not a statement about the forecast.
    const { result: none, sql } = await statementsOf(() => keptForecastPage(services.db, row, other.id));
    expect(none).toBeNull();
    expect(sql.filter((q) => /from "(weather_forecasts|tide_times|sea_hours)"/.test(q))).toEqual([]);
    const page = await loadForecastPage(services.db, row, first.id);
    expect(await keptForecastPage(services.db, row, other.id, "icon_eu")).toBeNull();
    // Kept: the very objects of the first rider's page, with the other rider's verdicts.
    const theirs = await keptForecastPage(services.db, row, other.id);
    expect(theirs?.weather).toBe(page.weather);
    expect(theirs?.sea).toBe(page.sea);
    expect(theirs?.verdicts?.length).toBeGreaterThan(0);
    expect(theirs?.verdicts?.length).toBe(page.verdicts?.length);
  });
});

import { describe, expect, it, vi } from "vitest";
import * as skill from "@/lib/3-features/models/skill";
import { openMeteoSource, refreshForecast } from "@/lib/3-features/forecast-refresh/refresh";
import { toForecastEntries } from "@/lib/2-stores/forecasts/weather";
import { readModelForecast } from "@/lib/2-stores/forecasts/models";
import { getPageSpot } from "@/lib/2-stores/spots/spot";
import { DEFAULT_PREFERENCES } from "@/lib/1-domain/validation/preferences";
import { riderForecast } from "@/lib/1-domain/verdict/rider-week";
import { forecastTestServices } from "@/tests/support/forecast-services";
import { insertSpots } from "@/tests/support/forecast-spots";
import { westBeach } from "@/tests/support/verdict";
import { setKnowledge } from "@/tests/support/knowledge";
import { loadForecastPage } from "./page-data";

/* What the forecast page shows every rider of a spot, for the model its address names or the default here. */
const services = forecastTestServices();
const { cleanups } = services;

async function storedSpot() {
  const { spots: [spot], remove } = await insertSpots(services.db, [{ latitude: 47.1, longitude: -2.3 }]);
  cleanups.push(remove);
  expect(await refreshForecast(services.db, spot!, { source: openMeteoSource(services.fake.url, 2_000) })).toBe("refreshed");
  return getPageSpot(services.db, spot!.id);
}

describe("loadForecastPage", () => {
  it("opens on the default forecast, or on the model asked for, its hours those of the API", async () => {
    const spot = await storedSpot();
    const page = await loadForecastPage(services.db, spot);
    expect(page.model).toBe("blend"); // a new spot has no history: no best model yet
    expect(page.requested).toBe(false);
    expect(page.weather?.length).toBeGreaterThanOrEqual(24 * 6);
    expect(page.complete).toBe(true);

    const icon = await loadForecastPage(services.db, spot, "icon_eu");
    expect(icon.model).toBe("icon_eu");
    expect(icon.requested).toBe(true);
    expect(icon.weather).toEqual(toForecastEntries(await readModelForecast(services.db, spot.id, "icon_eu")));
    expect(icon.weather?.map((h) => h.windSpeed)).not.toEqual(page.weather?.slice(0, icon.weather?.length).map((h) => h.windSpeed));
  });

  it("holds nothing of a rider: the facts of each hour, from which two riders' verdicts differ in the browser", async () => {
    const spot = await storedSpot();
    await setKnowledge(services.db, spot.id, westBeach);
    const page = await loadForecastPage(services.db, await getPageSpot(services.db, spot.id));
    expect(page.verdict?.facts).toHaveLength(page.weather!.length);
    // Nothing about riders in it at all: no preferences, no kite sizes, no verdict.
    expect(JSON.stringify(page)).not.toMatch(/windMinKn|kiteSizeM2|"verdict":"(go|marginal|no)"|preferences/);
    const now = new Date(Date.parse(page.weather![0]!.forecastDate));
    const light = riderForecast(page.verdict!.facts, page.verdict!.spot.knowledge, { ...DEFAULT_PREFERENCES, windMinKn: 8, saved: true }, now);
    const strong = riderForecast(page.verdict!.facts, page.verdict!.spot.knowledge, { ...DEFAULT_PREFERENCES, windMinKn: 29, windMaxKn: 30, saved: true }, now);
    expect(strong.verdicts.some((v) => v.verdict === "go")).toBe(false); // the fake's breeze is too light for 29 knots
    expect(light.verdicts.map((v) => v.verdict)).not.toEqual(strong.verdicts.map((v) => v.verdict));
  });

  it("says it is not whole when a part could not be read (kept briefly, then read again)", async () => {
    const spot = await storedSpot();
    const failing = vi.spyOn(skill, "spotModels").mockRejectedValueOnce(new Error("modèles indisponibles"));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const page = await loadForecastPage(services.db, spot);
      expect(page.models).toBeUndefined();
      expect(page.weather?.length).toBeGreaterThan(0);
      expect(page.complete).toBe(false);
      expect((await loadForecastPage(services.db, spot)).complete).toBe(true);
    } finally {
      failing.mockRestore();
      quiet.mockRestore();
    }
  });
});

import { and, asc, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { weatherModelHours } from "@/db/schema";
import { refreshForecast } from "@/lib/3-features/forecast-refresh/refresh";
import { readForecast } from "@/lib/2-stores/forecasts/weather";
import { WeatherProviderError } from "@/lib/1-domain/weather/errors";
import { ALL_MODELS_REQUEST, BLEND, EXTRA_MODELS, MODEL_IDS, type ForecastAnswer, type ModelId } from "@/lib/2-stores/open-meteo/models";
import { OPEN_METEO_MODELS, type ForecastHour } from "@/lib/2-stores/open-meteo/open-meteo";
import { forecastTestServices } from "@/tests/support/forecast-services";
import { ageForecast, insertSpots } from "@/tests/support/forecast-spots";
import { RUN_DOMAINS, scheduledRunClock, type RunClock } from "@/lib/1-domain/weather/model-runs";
import { fetchedAtBySpot, MODEL_HOURS_KEEP_DAYS, readModelForecast, saveModelHours } from "./models";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const services = forecastTestServices();
const { cleanups } = services;
beforeEach(() => {
  services.fake.setMode("ok");
  for (const model of MODEL_IDS) services.fake.setModelState(model, "ok");
});
afterEach(() => vi.restoreAllMocks());

async function newSpot() {
  const { spots: [spot], remove } = await insertSpots(services.db, [{ latitude: 46.2, longitude: -1.5 }]);
  cleanups.push(remove);
  return spot;
}

/** `count` hours from `from`, the wind at `wind` m/s. */
const hoursFrom = (from: number, count: number, wind: number, model: string): ForecastHour[] =>
  Array.from({ length: count }, (_, i) => ({
    forecastDate: new Date(from + i * HOUR),
    temperature: 12,
    windSpeed: wind,
    windDirection: 270,
    windGust: null,
    humidity: 70,
    weatherCode: 3,
    description: "Couvert",
    model,
  }));

const answerOf = (models: Partial<Record<ModelId, ForecastHour[] | "broken">>, blend?: ForecastHour[]): ForecastAnswer => ({
  blend: blend ? { hours: blend } : { error: new WeatherProviderError("incomplete", "no blend in this test") },
  models: Object.fromEntries(
    Object.entries(models).map(([m, h]) => [m, h === "broken" ? { error: new WeatherProviderError("malformed", `wind_speed_10m_${m}`) } : { hours: h }]),
  ),
});

const rowsOf = (spotId: number, model: string) =>
  services.db
    .select()
    .from(weatherModelHours)
    .where(and(eq(weatherModelHours.spotId, spotId), eq(weatherModelHours.model, model)))
    .orderBy(asc(weatherModelHours.forecastDate));

describe("storing each model's hours", () => {
  it("keeps past hours as last forecast before them, and replaces the hours still to come", async () => {
    const spot = await newSpot();
    const t0 = Math.floor(Date.now() / HOUR) * HOUR - 10 * HOUR;
    await saveModelHours(services.db, spot.id, answerOf({ icon_eu: hoursFrom(t0, 48, 5, "icon_eu") }), new Date(t0 - 30 * 60_000));
    // Five hours later, a new run says 8 m/s for every hour, the five past ones included.
    const later = new Date(t0 + 5 * HOUR + 10 * 60_000);
    await saveModelHours(services.db, spot.id, answerOf({ icon_eu: hoursFrom(t0, 48, 8, "icon_eu") }), later);
    const rows = await rowsOf(spot.id, "icon_eu");
    expect(rows).toHaveLength(48);
    expect(rows.slice(0, 6).map((r) => r.windSpeed)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(rows.slice(6).every((r) => r.windSpeed === 8 && r.lastUpdated.getTime() === later.getTime())).toBe(true);
  });

  it("a model broken in a later answer keeps its rows; the other models and the blend are stored apart", async () => {
    const spot = await newSpot();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const t0 = Math.floor(Date.now() / HOUR) * HOUR;
    const first = new Date(t0 - HOUR);
    await saveModelHours(services.db, spot.id, answerOf({ icon_eu: hoursFrom(t0, 120, 6, "icon_eu"), gfs_seamless: hoursFrom(t0, 168, 7, "gfs_seamless") }, hoursFrom(t0, 168, 4, "x")), first);
    await saveModelHours(services.db, spot.id, answerOf({ icon_eu: "broken", gfs_seamless: hoursFrom(t0, 168, 9, "gfs_seamless") }), new Date(t0 - 30 * 60_000));
    expect((await rowsOf(spot.id, "icon_eu")).every((r) => r.windSpeed === 6 && r.lastUpdated.getTime() === first.getTime())).toBe(true);
    expect((await rowsOf(spot.id, "icon_eu"))).toHaveLength(120);
    expect((await rowsOf(spot.id, "gfs_seamless")).every((r) => r.windSpeed === 9)).toBe(true);
    expect((await rowsOf(spot.id, BLEND)).every((r) => r.windSpeed === 4)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`spot ${spot.id} : modèle icon_eu inutilisable, ses heures précédentes sont conservées \\(malformed`)));
  });

  it("drops a model's future hours past its new horizon, and purges hours older than the history kept", async () => {
    const spot = await newSpot();
    const now = Math.floor(Date.now() / HOUR) * HOUR;
    const old = now - (MODEL_HOURS_KEEP_DAYS * DAY + 6 * HOUR);
    await saveModelHours(services.db, spot.id, answerOf({ meteofrance_arpege_europe: hoursFrom(old, 4, 3, "a") }), new Date(old - HOUR));
    await saveModelHours(services.db, spot.id, answerOf({ meteofrance_arpege_europe: hoursFrom(now - 14 * DAY, 2, 3, "a") }), new Date(now - 14 * DAY - HOUR));
    await saveModelHours(services.db, spot.id, answerOf({ meteofrance_arpege_europe: hoursFrom(now, 102, 3, "a") }), new Date(now - HOUR));
    await saveModelHours(services.db, spot.id, answerOf({ meteofrance_arpege_europe: hoursFrom(now, 90, 3, "a") }), new Date(now - 30 * 60_000));
    const rows = await rowsOf(spot.id, "meteofrance_arpege_europe");
    // The 15-day-old hours are gone, the 14-day-old ones stay, and the future stops at the new horizon.
    expect(rows[0].forecastDate.getTime()).toBe(now - 14 * DAY);
    expect(rows).toHaveLength(2 + 90);
    expect(rows.at(-1)!.forecastDate.getTime()).toBe(now + 89 * HOUR);
  });

  it("reads one model from today on, every row with the model's latest fetch", async () => {
    const spot = await newSpot();
    const now = Date.now();
    const start = Math.floor(now / HOUR) * HOUR - 3 * DAY;
    await saveModelHours(services.db, spot.id, answerOf({ ecmwf_ifs025: hoursFrom(start, 10 * 24, 5, "e") }), new Date(start - HOUR));
    const fetched = new Date(Math.floor(now / HOUR) * HOUR);
    await saveModelHours(services.db, spot.id, answerOf({ ecmwf_ifs025: hoursFrom(start, 10 * 24, 6, "e") }), fetched);
    const rows = await readModelForecast(services.db, spot.id, "ecmwf_ifs025", new Date(now));
    const todayStart = (await import("@/lib/0-base/time")).parisDayStart(new Date(now)).getTime();
    expect(rows[0].forecastDate.getTime()).toBe(todayStart);
    expect(rows.every((r) => r.lastUpdated.getTime() === fetched.getTime())).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(await readModelForecast(services.db, spot.id, "icon_eu", new Date(now))).toEqual([]);
  });
});

describe("the refresh with models", () => {
  it("asks for every model the first time, then a model again only once it has a new run", async () => {
    const spot = await newSpot();
    const place = { latitude: spot.latitude, longitude: spot.longitude };
    const source = (await import("@/lib/3-features/forecast-refresh/refresh")).openMeteoSource(services.fake.url, 2_000);
    const before = new Date(Date.now() - HOUR);
    const runs = { ...scheduledRunClock(new Date()), ...Object.fromEntries(RUN_DOMAINS.map((d) => [d, before])) } as RunClock;
    const options = { source, runs: async () => runs };
    services.fake.resetCalls();
    expect(await refreshForecast(services.db, spot, options)).toBe("refreshed");
    expect(services.fake.callsFor(place.latitude, place.longitude)).toBe(1);
    expect(services.fake.lastQuery?.get("models")).toBe(ALL_MODELS_REQUEST.join(","));
    for (const model of [BLEND, ...MODEL_IDS]) expect((await rowsOf(spot.id, model)).length).toBeGreaterThanOrEqual(48);
    expect(await readForecast(services.db, spot.id)).toHaveLength(168);
    const fetched = (await fetchedAtBySpot(services.db, new Date(), [spot.id])).get(spot.id)!;
    expect(Object.keys(fetched).sort()).toEqual([BLEND, ...MODEL_IDS].sort());
    expect(fetched.icon_eu!.getTime()).toBeGreaterThan(before.getTime());
    // The blend is old, but no model has a new run: the blend's request alone.
    await ageForecast(services.db, spot.id, 4 * HOUR);
    expect(await refreshForecast(services.db, spot, options)).toBe("refreshed");
    expect(services.fake.lastQuery?.get("models")).toBe(OPEN_METEO_MODELS.join(","));
    // ICON-EU and GFS have new runs: they ride along with the next blend, the others are not asked again.
    runs.dwd_icon_eu = runs.ncep_gfs013 = new Date();
    await ageForecast(services.db, spot.id, 4 * HOUR);
    expect(await refreshForecast(services.db, spot, { ...options, now: () => new Date(Date.now() + 1_000) })).toBe("refreshed");
    expect(services.fake.lastQuery?.get("models")).toBe([...OPEN_METEO_MODELS, "icon_eu", "gfs_seamless"].join(","));
    expect(services.fake.weight).toBeCloseTo(3.6 + 1.2 + 2.4);
  });

  it("one model broken upstream: its previous hours stay, every other model and the blend are refreshed", async () => {
    const spot = await newSpot();
    const place = { latitude: spot.latitude, longitude: spot.longitude };
    const openMeteo = (await import("@/lib/3-features/forecast-refresh/refresh")).openMeteoSource(services.fake.url, 2_000);
    const runs = Object.fromEntries(RUN_DOMAINS.map((d) => [d, new Date(Date.now() - HOUR)])) as RunClock;
    const source = Object.assign(openMeteo, { runs: async () => runs });
    expect(await refreshForecast(services.db, spot, { source })).toBe("refreshed");
    const before = await rowsOf(spot.id, "meteofrance_arome_france_hd");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    services.fake.setModelState("meteofrance_arome_france_hd", "malformed", place);
    await ageForecast(services.db, spot.id, 4 * HOUR);
    await services.db.execute(sql`update weather_model_hours set last_updated = last_updated - interval '4 hours' where spot_id = ${spot.id}`);
    expect(await refreshForecast(services.db, spot, { source })).toBe("refreshed");
    expect(services.fake.lastQuery?.get("models")).toBe(ALL_MODELS_REQUEST.join(","));
    const after = await rowsOf(spot.id, "meteofrance_arome_france_hd");
    expect(after.map((r) => [r.forecastDate.getTime(), r.windSpeed, r.lastUpdated.getTime()])).toEqual(
      before.map((r) => [r.forecastDate.getTime(), r.windSpeed, r.lastUpdated.getTime() - 4 * HOUR]),
    );
    const fresh = Date.now() - 60_000;
    for (const model of [BLEND, ...EXTRA_MODELS.filter((m) => m !== "meteofrance_arome_france_hd")]) {
      expect((await rowsOf(spot.id, model)).some((r) => r.lastUpdated.getTime() > fresh)).toBe(true);
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("modèle meteofrance_arome_france_hd inutilisable"));
  });

  it("a reader wanting a model fetches them for a fresh forecast that has none yet", async () => {
    const spot = await newSpot();
    const source = (await import("@/lib/3-features/forecast-refresh/refresh")).openMeteoSource(services.fake.url, 2_000);
    // A forecast stored before the models existed: fresh, without any model.
    expect(await refreshForecast(services.db, spot, { source })).toBe("refreshed");
    await services.db.delete(weatherModelHours).where(eq(weatherModelHours.spotId, spot.id));
    expect(await refreshForecast(services.db, spot, { source })).toBe("fresh");
    expect(await refreshForecast(services.db, spot, { source, wantModels: true })).toBe("refreshed");
    expect((await rowsOf(spot.id, "icon_eu")).length).toBe(120);
    expect(await refreshForecast(services.db, spot, { source, wantModels: true })).toBe("fresh");
  });
});

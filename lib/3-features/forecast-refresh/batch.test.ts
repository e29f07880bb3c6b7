import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeHourlyValues, fakeMarineValues, startFakeOpenMeteo, type FakeOpenMeteo } from "@/tests/fakes/open-meteo-server";
import { callBudget } from "../../0-base/pacing";
import { RUN_DOMAINS, type RunClock } from "../../1-domain/weather/model-runs";
import { ALL_MODELS_REQUEST, locationWeight } from "../../2-stores/open-meteo/models";
import { LOCATIONS_PER_REQUEST, OPEN_METEO_MODELS } from "../../2-stores/open-meteo/open-meteo";
import { readModelForecast } from "../../2-stores/forecasts/models";
import { refreshAllForecasts, type BatchOptions } from "./batch";
import { insertSpots, isolatedDatabase } from "../../../tests/support/forecast-spots";
import { readForecast } from "../../2-stores/forecasts/weather";
import { openMeteoSource, type ForecastSource } from "./refresh";
import { marineManySource } from "../sea/refresh";
import { readSea } from "../../2-stores/sea/sea";

let fake: FakeOpenMeteo;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;

beforeAll(async () => {
  fake = await startFakeOpenMeteo({ port: 0 });
  isolated = await isolatedDatabase(); // the batch touches every spot: a database of its own
});
afterAll(async () => {
  await isolated.stop();
  await fake.close();
});

describe("refreshAllForecasts", () => {
  it("refreshes every spot, never more than `concurrency` at once, and one failure stops nobody", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { spots, remove } = await insertSpots(
      isolated.db,
      Array.from({ length: 10 }, (_, i) => ({ latitude: 44 + i * 0.3, longitude: -1.3 })),
    );
    try {
      fake.setMode("down", spots[3]);
      fake.setDelay(50);
      let running = 0;
      let most = 0;
      const upstream = openMeteoSource(fake.url, 2_000);
      const source: ForecastSource = async (spot) => {
        most = Math.max(most, ++running);
        try {
          return await upstream(spot);
        } finally {
          running--;
        }
      };
      const report = await refreshAllForecasts(isolated.db, { source, concurrency: 3, tides: false });
      expect(report).toMatchObject({ spots: 10, refreshed: 9, failed: 1, fresh: 0, busy: 0 });
      expect(most).toBeLessThanOrEqual(3);
      // On PostgreSQL the spots' transactions run side by side; the embedded database runs one at a time.
      if (process.env.TEST_DATABASE_URL) expect(most).toBeGreaterThan(1);
      expect(await readForecast(isolated.db, spots[3].id)).toEqual([]);
      expect(await readForecast(isolated.db, spots[4].id)).toHaveLength(168);
    } finally {
      fake.setMode("ok");
      fake.setDelay(0);
      await remove();
    }
  });

  it("asks for many spots per request and stores each answer at its own spot; asks no model again before its next run", async () => {
    const count = LOCATIONS_PER_REQUEST + 5;
    const { spots, remove } = await insertSpots(
      isolated.db,
      Array.from({ length: count }, (_, i) => ({ latitude: 43 + i * 0.17, longitude: -1.5 + (i % 7) * 0.9 })),
    );
    try {
      fake.resetCalls();
      const runs = Object.fromEntries(RUN_DOMAINS.map((d) => [d, new Date(Date.now() - 3_600_000)])) as RunClock;
      const seaSource = marineManySource(fake.url, 2_000);
      const options: BatchOptions = { baseUrl: fake.url, seaSource, runs, budget: null, tides: false, onRefreshed: async () => undefined };
      const first = await refreshAllForecasts(isolated.db, options);
      expect(first).toMatchObject({ spots: count, refreshed: count, failed: 0, requests: 2, sea: count });
      expect(fake.calls).toBe(2);
      // The sea too, as many spots a request: two requests to the Marine API, each spot stored at its own place.
      expect(fake.marineCalls).toBe(2);
      for (const spot of [spots[0]!, spots.at(-1)!]) {
        expect((await readSea(isolated.db, spot.id))[0]).toMatchObject({ waveHeightM: fakeMarineValues(spot.latitude, spot.longitude, 0).waveHeightM });
      }
      expect(fake.lastQuery?.get("models")).toBe(ALL_MODELS_REQUEST.join(","));
      expect(first.calls).toBeCloseTo(count * locationWeight(ALL_MODELS_REQUEST));
      expect(fake.weight).toBeCloseTo(first.calls);
      for (const spot of spots) {
        const rows = await readForecast(isolated.db, spot.id);
        expect(rows).toHaveLength(168);
        expect(rows[12].windSpeed).toBe(fakeHourlyValues(spot.latitude, spot.longitude, 12, "meteofrance_seamless").windSpeed);
        const icon = await readModelForecast(isolated.db, spot.id, "icon_eu");
        expect(icon[12].windSpeed).toBe(fakeHourlyValues(spot.latitude, spot.longitude, 12, "icon_eu").windSpeed);
      }

      // No new run: nobody is asked again, however often the batch runs.
      expect(await refreshAllForecasts(isolated.db, options)).toMatchObject({ refreshed: 0, fresh: count, requests: 0, sea: 0 });
      expect(fake.calls).toBe(2);
      expect(fake.marineCalls).toBe(2);

      // A new AROME run and a new ICON-EU run: the blend, AROME and ICON-EU, never ARPEGE nor GFS.
      const later = { ...runs, meteofrance_arome_france_hd: new Date(), dwd_icon_eu: new Date() };
      const third = await refreshAllForecasts(isolated.db, { ...options, runs: later });
      expect(third).toMatchObject({ refreshed: count, requests: 2 });
      expect(fake.lastQuery?.get("models")).toBe([...OPEN_METEO_MODELS, "meteofrance_arome_france_hd", "icon_eu"].join(","));
      expect(third.calls).toBeCloseTo(count * 2.4);
    } finally {
      await remove();
    }
  }, 120_000);

  it("stays within the call budget: what does not fit is left for the next run, its forecast kept", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { spots, remove } = await insertSpots(isolated.db, Array.from({ length: 6 }, (_, i) => ({ latitude: 45 + i * 0.2, longitude: 2 })));
    try {
      fake.resetCalls();
      const perSpot = locationWeight(ALL_MODELS_REQUEST);
      // A day's budget for 4 spots (at the batch's 80 %), requests of 2 spots.
      const budget = callBudget({ perMinute: 1_000, perHour: 1_000, perDay: (4 * perSpot) / 0.8 });
      const report = await refreshAllForecasts(isolated.db, { baseUrl: fake.url, seaSource: marineManySource(fake.url, 2_000), budget, locationsPerRequest: 2, concurrency: 1, tides: false, onRefreshed: async () => undefined });
      // The sea's calls come out of the same budget: none left for them, the Marine API is not asked this run.
      expect(report).toMatchObject({ refreshed: 4, failed: 2, requests: 2, sea: 0 });
      expect(fake.marineCalls).toBe(0);
      expect(budget.used().perDay).toBeCloseTo(4 * perSpot);
      expect(fake.calls).toBe(2);
      expect(await readForecast(isolated.db, spots[5].id)).toEqual([]);
    } finally {
      await remove();
    }
  });
});

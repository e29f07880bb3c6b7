import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "@/db/client";
import { weatherForecasts } from "@/db/schema";
import { FORECAST_DAYS } from "@/lib/2-stores/open-meteo/open-meteo";
import { fakeBlendedValues, type FakeOpenMeteo } from "@/tests/fakes/open-meteo-server";
import { forecastTestServices } from "@/tests/support/forecast-services";
import { NotFound } from "@/lib/0-base/errors";
import { ageForecast, insertSpots } from "../../../tests/support/forecast-spots";
import { readForecast } from "../../2-stores/forecasts/weather";
import { FORECAST_MAX_AGE_MS, openMeteoSource, refreshForecast, type ForecastSource } from "../forecast-refresh/refresh";
import { loadForecast } from "./load-forecast";

const HOURS = FORECAST_DAYS * 24;
const HOUR = 3_600_000;

const services = forecastTestServices();
const { db, cleanups } = services;
let fake: FakeOpenMeteo;
let source: ForecastSource;
beforeAll(() => void ({ fake, source } = services));

async function newSpot(latitude = 47.27, longitude = -2.34) {
  const { spots, remove } = await insertSpots(db, [{ latitude, longitude }]);
  cleanups.push(remove);
  return spots[0];
}

const storedRows = (spotId: number) => db.select().from(weatherForecasts).where(eq(weatherForecasts.spotId, spotId));
const quiet = () => vi.spyOn(console, "warn").mockImplementation(() => undefined);

describe("loadForecast (refresh on read) against the fake Open-Meteo", () => {
  it("fetches a spot's first forecast, stores 7 days in m/s and answers them by time", async () => {
    const spot = await newSpot();
    const before = Date.now();
    const rows = (await loadForecast(db, spot.id, { source }))!;
    expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1);
    expect(rows).toHaveLength(HOURS);
    expect(await storedRows(spot.id)).toHaveLength(HOURS);
    rows.forEach((row, i) => {
      const expected = fakeBlendedValues(spot.latitude, spot.longitude, i);
      expect(row).toMatchObject({ spotId: spot.id, windSpeed: expected.windSpeed, windGust: expected.windGust, windDirection: expected.windDirection });
      if (i) expect(row.forecastDate.getTime() - rows[i - 1].forecastDate.getTime()).toBe(HOUR);
    });
    expect(new Set(rows.map((r) => r.lastUpdated.getTime())).size).toBe(1);
    expect(rows[0].lastUpdated.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("answers from the database while the forecast is younger than its maximum age", async () => {
    const spot = await newSpot();
    const first = (await loadForecast(db, spot.id, { source }))!;
    await ageForecast(db, spot.id, FORECAST_MAX_AGE_MS - 60_000);
    const second = (await loadForecast(db, spot.id, { source }))!;
    expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1);
    expect(second.map((r) => r.id)).toEqual(first.map((r) => r.id));
  });

  it("refreshes a forecast older than its maximum age, replacing the rows with a new lastUpdated", async () => {
    const spot = await newSpot();
    const first = (await loadForecast(db, spot.id, { source }))!;
    await ageForecast(db, spot.id, FORECAST_MAX_AGE_MS + 60_000);
    const second = (await loadForecast(db, spot.id, { source }))!;
    expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(2);
    expect(second).toHaveLength(HOURS);
    expect(second[0].id).not.toBe(first[0].id);
    expect(Date.now() - second[0].lastUpdated.getTime()).toBeLessThan(60_000);
    expect(await storedRows(spot.id)).toHaveLength(HOURS); // replaced, not added
  });

  it.each(["down", "malformed", "incomplete"] as const)(
    "serves the last stored forecast with its own lastUpdated when the provider is %s, and loses nothing",
    async (mode) => {
      const warn = quiet();
      const spot = await newSpot();
      await loadForecast(db, spot.id, { source });
      await ageForecast(db, spot.id, 2 * FORECAST_MAX_AGE_MS);
      const [{ lastUpdated: old }] = await storedRows(spot.id);
      fake.setMode(mode);
      const rows = (await loadForecast(db, spot.id, { source }))!;
      expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(2);
      expect(rows).toHaveLength(HOURS);
      expect(rows.every((r) => r.lastUpdated.getTime() === old.getTime())).toBe(true);
      expect(await storedRows(spot.id)).toHaveLength(HOURS);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`spot ${spot.id}`));
    },
  );

  it("serves the stored forecast when the provider is too slow (timeout), and nothing is lost", async () => {
    quiet();
    const spot = await newSpot();
    await loadForecast(db, spot.id, { source });
    await ageForecast(db, spot.id, 2 * FORECAST_MAX_AGE_MS);
    fake.setMode("slow");
    const started = Date.now();
    const rows = (await loadForecast(db, spot.id, { source: openMeteoSource(fake.url, 300), maxWaitMs: 5_000 }))!;
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(rows).toHaveLength(HOURS);
    expect(Date.now() - rows[0].lastUpdated.getTime()).toBeGreaterThan(HOUR);
  });

  it("answers the stored forecast after maxWaitMs and lets the slow refresh finish in the background", async () => {
    const spot = await newSpot();
    await loadForecast(db, spot.id, { source });
    await ageForecast(db, spot.id, 2 * FORECAST_MAX_AGE_MS);
    fake.setDelay(800);
    const started = Date.now();
    const rows = (await loadForecast(db, spot.id, { source, maxWaitMs: 100 }))!;
    expect(Date.now() - rows[0].lastUpdated.getTime()).toBeGreaterThan(HOUR); // the old one, at once
    expect(Date.now() - started).toBeLessThan(700);
    await vi.waitFor(
      async () => expect(Date.now() - (await storedRows(spot.id))[0].lastUpdated.getTime()).toBeLessThan(60_000),
      { timeout: 5_000, interval: 100 },
    );
    expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(2);
  });

  it("answers nothing (not an error) when the first fetch fails, then fetches again on the next read", async () => {
    quiet();
    const spot = await newSpot();
    fake.setMode("down");
    expect(await loadForecast(db, spot.id, { source })).toEqual([]);
    fake.setMode("ok");
    expect(await loadForecast(db, spot.id, { source })).toHaveLength(HOURS);
  });

  it("makes one upstream call for many concurrent requests of one spot", async () => {
    const spot = await newSpot();
    fake.setDelay(300);
    const answers = await Promise.all(Array.from({ length: 8 }, () => loadForecast(db, spot.id, { source })));
    expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1);
    for (const rows of answers) expect(rows).toHaveLength(HOURS);
  });

  it("makes one upstream call when two instances (two connection pools) refresh one spot at once", async () => {
    const spot = await newSpot();
    const { db: other, close: closeOther } = createDb(process.env.DATABASE_URL!, 4);
    try {
      fake.setDelay(400);
      const [a, b] = await Promise.all([
        loadForecast(db, spot.id, { source }),
        loadForecast(other, spot.id, { source }),
      ]);
      expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1);
      expect(a).toHaveLength(HOURS);
      expect(b).toHaveLength(HOURS);
    } finally {
      await closeOther();
    }
  });

  it("leaves the rows alone when another instance holds the spot's lease (refreshForecast answers busy)", async () => {
    const spot = await newSpot();
    await loadForecast(db, spot.id, { source });
    await ageForecast(db, spot.id, 2 * FORECAST_MAX_AGE_MS);
    fake.setDelay(500);
    const holder = refreshForecast(db, spot, { source });
    await vi.waitFor(() => expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(2), { timeout: 5_000, interval: 10 });
    const { db: other, close: closeOther } = createDb(process.env.DATABASE_URL!, 2);
    try {
      const started = Date.now();
      expect(await refreshForecast(other, spot, { source })).toBe("busy");
      expect(Date.now() - started).toBeLessThan(400); // at once, not after the holder
      expect(await holder).toBe("refreshed");
      expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(2);
    } finally {
      await closeOther();
    }
  });

  it("keeps the database free for other queries while a slow provider answers", async () => {
    const SLOW_MS = 2_000;
    const [slow, other] = [await newSpot(), await newSpot()];
    await loadForecast(db, other.id, { source });
    fake.setDelay(SLOW_MS, slow);
    // One connection, as a busy instance's last free one: a refresh must not pin it while it waits on HTTP.
    const { db: narrow, close: closeNarrow } = createDb(process.env.DATABASE_URL!, 1);
    try {
      const refresh = loadForecast(narrow, slow.id, { source: openMeteoSource(fake.url, 2 * SLOW_MS) });
      await vi.waitFor(() => expect(fake.callsFor(slow.latitude, slow.longitude)).toBe(1), { timeout: 5_000, interval: 10 });
      const timed = async <T>(query: Promise<T>) => {
        const started = performance.now();
        return { result: await query, ms: performance.now() - started };
      };
      const app = await timed(db.execute(sql`select 1 as one`)); // the app's pool (embedded: its one session)
      const sameInstance = await timed(readForecast(narrow, other.id)); // the refreshing pool's only connection
      expect(app.ms).toBeLessThan(SLOW_MS / 4);
      expect(sameInstance.ms).toBeLessThan(SLOW_MS / 4);
      expect(sameInstance.result).toHaveLength(HOURS);
      expect(fake.callsFor(slow.latitude, slow.longitude)).toBe(1); // still in flight
      expect(await refresh).toHaveLength(HOURS);
    } finally {
      await closeNarrow();
    }
  });

  it("throws NotFound for an unknown spot", async () => {
    await expect(loadForecast(db, 999_999_999, { source })).rejects.toBeInstanceOf(NotFound);
  });
});

import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, type Db } from "@/db/client";
import { spots, weatherForecasts } from "@/db/schema";
import { FORECAST_DAYS } from "@/lib/2-stores/open-meteo/open-meteo";
import type { FakeOpenMeteo } from "@/tests/fakes/open-meteo-server";
import { forecastTestServices } from "@/tests/support/forecast-services";
import { WEATHER_LEASE_MS } from "../../2-stores/forecasts/lease";
import { FORECAST_MAX_AGE_MS, refreshForecast, type ForecastSource } from "./refresh";
import { ageForecast, insertSpots } from "../../../tests/support/forecast-spots";
import { loadForecast } from "../forecast/load-forecast";

const HOURS = FORECAST_DAYS * 24;

const services = forecastTestServices();
const { db, cleanups } = services;
let fake: FakeOpenMeteo;
let source: ForecastSource;
beforeAll(() => void ({ fake, source } = services));

async function newSpot() {
  const { spots: [spot], remove } = await insertSpots(db, [{ latitude: 47.27, longitude: -2.34 }]);
  cleanups.push(remove);
  return spot;
}

/** Writes a lease as another instance would: running out `inMs` from now (in the past when negative). */
const setLease = (spotId: number, inMs: number) =>
  db
    .update(spots)
    .set({ weatherRefreshingUntil: sql`now() + make_interval(secs => ${inMs / 1000}::double precision)` })
    .where(eq(spots.id, spotId));
const leaseOf = async (spotId: number) =>
  (await db.select({ until: spots.weatherRefreshingUntil }).from(spots).where(eq(spots.id, spotId)))[0].until;
const storedRows = (spotId: number) => db.select().from(weatherForecasts).where(eq(weatherForecasts.spotId, spotId));
const quiet = () => vi.spyOn(console, "warn").mockImplementation(() => undefined);

/** A second instance of the application: its own connection pool. */
async function withOtherInstance<T>(run: (other: Db) => Promise<T>): Promise<T> {
  const { db, close } = createDb(process.env.DATABASE_URL!, 2);
  try {
    return await run(db);
  } finally {
    await close();
  }
}

describe("the forecast refresh lease", () => {
  it("is taken for the fetch and cleared afterwards, after a success as after a failure", async () => {
    const spot = await newSpot();
    fake.setDelay(300);
    const refresh = refreshForecast(db, spot, { source });
    await vi.waitFor(() => expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1), { timeout: 5_000, interval: 10 });
    const until = (await leaseOf(spot.id))!;
    expect(until.getTime() - Date.now()).toBeGreaterThan(WEATHER_LEASE_MS - 5_000);
    expect(await refresh).toBe("refreshed");
    expect(await leaseOf(spot.id)).toBeNull();

    quiet();
    await ageForecast(db, spot.id, 2 * FORECAST_MAX_AGE_MS);
    fake.setMode("down");
    expect(await refreshForecast(db, spot, { source })).toBe("failed");
    expect(await leaseOf(spot.id)).toBeNull();
    expect(await storedRows(spot.id)).toHaveLength(HOURS);
  });

  it("logs what the rider gets when the provider fails: the kept forecast, or that there is none", async () => {
    const spot = await newSpot();
    const warn = quiet();
    fake.setMode("down");
    expect(await refreshForecast(db, spot, { source })).toBe("failed");
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("aucune prévision enregistrée à servir"));
    fake.setMode("ok");
    expect(await refreshForecast(db, spot, { source })).toBe("refreshed");
    await ageForecast(db, spot.id, 2 * FORECAST_MAX_AGE_MS);
    fake.setMode("down");
    expect(await refreshForecast(db, spot, { source })).toBe("failed");
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("prévision précédente conservée"));
  });

  it("is taken over when its holder died (the lease ran out without being cleared)", async () => {
    const spot = await newSpot();
    await setLease(spot.id, -1_000);
    const rows = await loadForecast(db, spot.id, { source });
    expect(rows).toHaveLength(HOURS);
    expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1);
    expect(await leaseOf(spot.id)).toBeNull();
  });

  it("held by another instance: a reader with a stored forecast gets it at once, and the provider is not called", async () => {
    const spot = await newSpot();
    await loadForecast(db, spot.id, { source });
    await ageForecast(db, spot.id, 2 * FORECAST_MAX_AGE_MS);
    const [{ lastUpdated: old }] = await storedRows(spot.id);
    fake.resetCalls();
    await setLease(spot.id, WEATHER_LEASE_MS);
    const started = Date.now();
    const rows = (await withOtherInstance((other) => loadForecast(other, spot.id, { source })))!;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(rows).toHaveLength(HOURS);
    expect(rows[0].lastUpdated.getTime()).toBe(old.getTime());
    expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(0);
  });

  it("held by another instance: a reader with nothing stored waits for the holder's rows and never calls the provider", async () => {
    const spot = await newSpot();
    fake.setDelay(600);
    const holder = refreshForecast(db, spot, { source });
    await vi.waitFor(() => expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1), { timeout: 5_000, interval: 10 });
    const rows = await withOtherInstance((other) => loadForecast(other, spot.id, { source }));
    expect(await holder).toBe("refreshed");
    expect(rows).toHaveLength(HOURS);
    expect(rows![0].lastUpdated.getTime()).toBe((await storedRows(spot.id))[0].lastUpdated.getTime());
    expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1); // the holder's call only
  });

  it("one upstream call when the first fetch of one instance fails: the other serves nothing and does not try again", async () => {
    quiet();
    const spot = await newSpot();
    fake.setMode("down");
    fake.setDelay(400);
    const [a, b] = await withOtherInstance((other) =>
      Promise.all([loadForecast(db, spot.id, { source }), loadForecast(other, spot.id, { source })]),
    );
    expect(a).toEqual([]);
    expect(b).toEqual([]);
    expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1);
    expect(await leaseOf(spot.id)).toBeNull();
  });

  it("lost while the provider answered (another instance took it over): the answer is dropped, the rows kept", async () => {
    const warn = quiet();
    const spot = await newSpot();
    await loadForecast(db, spot.id, { source });
    await ageForecast(db, spot.id, 2 * FORECAST_MAX_AGE_MS);
    const before = (await storedRows(spot.id)).map((r) => r.id).sort();
    fake.setDelay(400);
    const refresh = refreshForecast(db, spot, { source });
    await vi.waitFor(() => expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(2), { timeout: 5_000, interval: 10 });
    await setLease(spot.id, WEATHER_LEASE_MS); // someone else's lease now
    expect(await refresh).toBe("busy");
    expect((await storedRows(spot.id)).map((r) => r.id).sort()).toEqual(before);
    expect(await leaseOf(spot.id)).not.toBeNull(); // the successor's lease is left alone
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`spot ${spot.id}`));
  });
});

describe("the spot's shared pages after a refresh", () => {
  it("are renewed at once when they showed no forecast, and stale while the next is made when they showed an older one", async () => {
    const { onSharedPagesChanged } = await import("../shared-pages/changed");
    const told: { ids: number[]; atOnce: boolean }[] = [];
    onSharedPagesChanged(async (ids, change) => void told.push({ ids: [...ids], atOnce: change?.atOnce === true }));
    try {
      const spot = await newSpot();
      expect(await refreshForecast(db, spot, { source })).toBe("refreshed");
      await ageForecast(db, spot.id, 2 * FORECAST_MAX_AGE_MS);
      expect(await refreshForecast(db, spot, { source })).toBe("refreshed");
      expect(told).toEqual([
        { ids: [spot.id], atOnce: true },
        { ids: [spot.id], atOnce: false },
      ]);
    } finally {
      onSharedPagesChanged(async () => undefined); // as tests/setup.ts leaves it
    }
  });
});

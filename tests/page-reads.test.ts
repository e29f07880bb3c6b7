import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { registerUser } from "@/tests/support/api";
import { ageForecast } from "@/tests/support/forecast-spots";
import { forecastSpotScene, spotRowReads, statementsOf } from "@/tests/support/sql-watch";

/*
 * One forecast render reads its spot's row once and its forecast rows once (issues 26 and 27). The page's
 * loaders (lib/4-edge/pages.ts) are called as the layout, the title and the body call them in one request, with
 * React's cache() memoising per request as it does on the server (here: one Map for the test's request). Every
 * SQL statement is watched at the driver (pg's Client.query, which the pool and transactions use).
 */
let request = new Map<unknown, Map<string, unknown>>();
vi.mock("react", async (original) => ({
  ...(await original<typeof import("react")>()),
  cache: <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A): R => {
    const memo = request.get(fn) ?? new Map<string, unknown>();
    request.set(fn, memo);
    const key = JSON.stringify(args);
    if (!memo.has(key)) memo.set(key, fn(...args));
    return memo.get(key) as R;
  },
}));

const READS_FORECAST_ROWS = /\bfrom "weather_forecasts" where \("weather_forecasts"\."spot_id" = \$1/;

const db = getDb();
let spotId: number;
let end: () => Promise<void>;

beforeAll(async () => {
  ({ spotId, end } = await forecastSpotScene(db));
});
afterAll(() => end());

describe("a forecast render reads its spot and its forecast once", () => {
  it.each([
    ["a first render (tides predicted, facts computed)", false],
    ["a render with the forecast over an hour old (refreshed from the spot's place)", true],
    ["a render on warm caches", false],
  ] as const)("%s", { timeout: 120_000 }, async (_, stale) => {
    const pages = await import("@/lib/4-edge/pages");
    const { user } = await registerUser();
    if (stale) await ageForecast(db, spotId, 2 * 3_600_000);
    request = new Map();
    let page: Awaited<ReturnType<typeof pages.forecastPageData>> = {};
    const { sql } = await statementsOf(async () => {
      expect(await pages.spotExists(spotId)).toBe(true); // the layout
      expect(await pages.spotName(spotId)).toBeTruthy(); // the title
      expect(await pages.forecastSpotData(spotId)).toMatchObject({ id: spotId }); // the header
      page = await pages.forecastPageData(spotId, user.id); // the body
    });
    // What the rider sees is all there: the hours, their verdicts, the tides.
    expect(page.weather?.length).toBeGreaterThan(0);
    expect(page.verdicts?.length).toBe(page.weather?.length);
    expect(page.tides?.length).toBeGreaterThan(0);
    expect(page.spot).not.toHaveProperty("tidesComputedAt"); // the readers' state stays on the server
    const spotReads = spotRowReads(sql);
    expect(spotReads, spotReads.join("\n")).toHaveLength(1);
    const forecastReads = sql.filter((s) => READS_FORECAST_ROWS.test(s));
    // A refresh (when a model has a new run since: lib/3-features/forecast-refresh/run-clock.ts) reads the rows it has
    // just written: the stored ones first, then the new ones.
    expect(forecastReads.length, forecastReads.join("\n")).toBeGreaterThanOrEqual(1);
    expect(forecastReads.length, forecastReads.join("\n")).toBeLessThanOrEqual(stale ? 2 : 1);
  });

  it("sees a second read when there is one (the watch can fail)", async () => {
    const pages = await import("@/lib/4-edge/pages");
    const { loadForecastPage } = await import("@/lib/3-features/forecast/page-data");
    request = new Map();
    const { sql } = await statementsOf(async () => {
      await pages.spotExists(spotId);
      await loadForecastPage(db, spotId, null); // by id: it reads the spot itself
    });
    expect(spotRowReads(sql)).toHaveLength(2);
  });
});

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { weatherForecasts } from "@/db/schema";
import { registerUser } from "@/tests/support/api";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/tests/fakes/open-meteo-server";
import { ageForecast, insertSpots } from "@/tests/support/forecast-spots";
import { setKnowledge } from "@/tests/support/knowledge";
import { forecastRows, westBeach } from "@/tests/support/verdict";

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

/** A statement that reads one spot's row by its id, alone or joined to its other rows. */
const READS_SPOT_ROW = /\bfrom "spots" (?:(?:left |inner )?join .* )?where "spots"\."id" = \$1\b/;
/** The double checks under a lock (tides, sea): the guard reads only the time another request may have just written. */
const LOCKED_RECHECK = /^select "(tides_computed_at|sea_checked_at)" from "spots"/;
const READS_FORECAST_ROWS = /\bfrom "weather_forecasts" where \("weather_forecasts"\."spot_id" = \$1/;

async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string };
    sql.push(typeof q === "string" ? q : (q.text ?? ""));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    await run();
    return sql;
  } finally {
    spy.mockRestore();
  }
}

const db = getDb();
let fake: FakeOpenMeteo;
let spotId: number;
let remove: () => Promise<unknown>;

beforeAll(async () => {
  fake = await startFakeOpenMeteo({ port: 0 });
  process.env.OPEN_METEO_BASE_URL = fake.url;
  process.env.OPEN_METEO_MARINE_BASE_URL = fake.url;
  const inserted = await insertSpots(db, [{ latitude: 48.39, longitude: -4.49 }]);
  spotId = inserted.spots[0]!.id;
  remove = inserted.remove;
  await setKnowledge(db, spotId, westBeach);
  const thisHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
  await db.insert(weatherForecasts).values(forecastRows(spotId, thisHour, 48, 20, 260));
});
afterAll(async () => {
  await remove();
  await fake.close();
});

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
    const sql = await statementsOf(async () => {
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
    const spotReads = sql.filter((s) => READS_SPOT_ROW.test(s) && !LOCKED_RECHECK.test(s));
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
    const sql = await statementsOf(async () => {
      await pages.spotExists(spotId);
      await loadForecastPage(db, spotId, null); // by id: it reads the spot itself
    });
    expect(sql.filter((s) => READS_SPOT_ROW.test(s) && !LOCKED_RECHECK.test(s))).toHaveLength(2);
  });
});

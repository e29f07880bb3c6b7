import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { registerUser } from "@/tests/support/api";
import { ageForecast } from "@/tests/support/forecast-spots";
import { forecastSpotScene, spotRowReads, statementsOf, type Statement } from "@/tests/support/sql-watch";
import { weatherModelHours } from "@/db/schema";
import { MODEL_IDS, type ModelId } from "@/lib/1-domain/weather/model-ids";
import { forecastRows } from "@/tests/support/verdict";
import { PAGE_DATA_TTL_MS } from "@/lib/3-features/forecast/page-data";

/*
 * One forecast render reads its spot's row once, its station's link once, and its forecast rows and each model's
 * hours once (issues 26 and 27). The page's
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
/** The spot's live station (spot_wind_stations): the live wind, the « Mesuré » row and the models' skill all need it. */
const READS_STATION = /^select .* from "spot_wind_stations"/;
/** A read of individual models' hours: which models, from its parameters. */
const READS_MODEL_HOURS = /^select (?!max\().* from "weather_model_hours"/;
const modelsRead = (statements: readonly Statement[]): ModelId[][] =>
  statements.filter((s) => READS_MODEL_HOURS.test(s.text)).map((s) => MODEL_IDS.filter((m) => s.values.includes(m)));
const SHOWN: ModelId = "icon_eu";

const db = getDb();
let spotId: number;
let end: () => Promise<void>;

beforeAll(async () => {
  ({ spotId, end } = await forecastSpotScene(db));
});
afterAll(() => end());

/** Two days of these models' hours from this hour, fetched now (fresh). */
async function storeModels(...models: ModelId[]) {
  const thisHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
  await db.delete(weatherModelHours).where(eq(weatherModelHours.spotId, spotId));
  await db.insert(weatherModelHours).values(
    models.flatMap((model, i) => forecastRows(spotId, thisHour, 48, 18 + i, 250).map((r) => ({ ...r, model, lastUpdated: new Date() }))),
  );
}

// The clock moves on as it does, and leaps past the time the riders of a spot share its page data when a case
// needs it read (lib/3-features/forecast/page-data.ts).
beforeAll(() => void vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true }));
afterAll(() => void vi.useRealTimers());
const pastSharedPage = () => vi.setSystemTime(Date.now() + PAGE_DATA_TTL_MS + 1);

describe("a forecast render reads its spot and its forecast once", () => {
  it.each([
    ["a first render (tides predicted, facts computed)", false, undefined],
    ["a render with the forecast over an hour old (refreshed from the spot's place)", true, undefined],
    ["a render on warm caches (another rider read the spot's page a moment ago)", false, undefined],
    ["a first render of one model (?modele=), the others stored too", false, SHOWN],
  ] as const)("%s", { timeout: 120_000 }, async (name, stale, model) => {
    const warm = name.startsWith("a render on warm caches");
    const pages = await import("@/lib/4-edge/pages");
    const { user } = await registerUser();
    if (stale) await ageForecast(db, spotId, 2 * 3_600_000);
    if (!warm) pastSharedPage();
    if (model) await storeModels(model, "gfs_seamless");
    request = new Map();
    let page: Awaited<ReturnType<typeof pages.forecastPageData>> = {};
    const { sql, statements } = await statementsOf(async () => {
      expect(await pages.spotExists(spotId)).toBe(true); // the layout
      expect(await pages.spotName(spotId)).toBeTruthy(); // the title
      expect(await pages.forecastSpotData(spotId)).toMatchObject({ id: spotId }); // the header
      page = await pages.forecastPageData(spotId, user.id, model); // the body
    });
    // What the rider sees is all there: the hours, their verdicts, the tides.
    expect(page.weather?.length).toBeGreaterThan(0);
    expect(page.verdicts?.length).toBe(page.weather?.length);
    expect(page.tides?.length).toBeGreaterThan(0);
    expect(page.model).toBe(model ?? "blend");
    expect(page.spot).not.toHaveProperty("tidesComputedAt"); // the readers' state stays on the server
    const spotReads = spotRowReads(sql);
    expect(spotReads, spotReads.join("\n")).toHaveLength(1);
    const forecastReads = sql.filter((s) => READS_FORECAST_ROWS.test(s));
    const stationReads = sql.filter((s) => READS_STATION.test(s));
    if (warm) {
      // The spot's page data, read by another rider a moment ago, is shared: only the spot and this rider are read.
      expect([...forecastReads, ...stationReads]).toEqual([]);
      return;
    }
    // A refresh (when a model has a new run since: lib/3-features/forecast-refresh/run-clock.ts) reads the rows it has
    // just written: the stored ones first, then the new ones.
    expect(forecastReads.length, forecastReads.join("\n")).toBeGreaterThanOrEqual(1);
    expect(forecastReads.length, forecastReads.join("\n")).toBeLessThanOrEqual(stale ? 2 : 1);
    expect(stationReads, stationReads.join("\n")).toHaveLength(1);
    // Each model's hours are read once: the shown model's, then the others' for the verdict's confidence.
    const reads = modelsRead(statements).flat();
    expect(reads.length, `${reads.join(", ")}`).toBe(new Set(reads).size);
    if (model) expect(reads).toContain(model);
  });

  it("sees a model's hours read twice when they are (the watch can fail)", async () => {
    const { readModelForecast, readModelSpread } = await import("@/lib/2-stores/forecasts/models");
    await storeModels(SHOWN);
    const { statements } = await statementsOf(async () => {
      await readModelForecast(db, spotId, SHOWN);
      await readModelSpread(db, spotId);
    });
    expect(modelsRead(statements).flat().filter((m) => m === SHOWN)).toHaveLength(2);
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

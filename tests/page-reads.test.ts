import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { ageForecast } from "@/tests/support/forecast-spots";
import { forecastSpotScene, spotRowReads, statementsOf, type Statement } from "@/tests/support/sql-watch";
import { weatherModelHours } from "@/db/schema";
import { MODEL_IDS, type ModelId } from "@/lib/1-domain/weather/model-ids";
import { forecastRows } from "@/tests/support/verdict";
import { loadForecastPage } from "@/lib/3-features/forecast/page-data";
import { getPageSpot } from "@/lib/2-stores/spots/spot";

/*
 * One forecast page reads its spot's row once, its station's link at most once, and its forecast rows and each
 * model's hours once: the page's shared data (lib/3-features/forecast/page-data.ts, which lib/4-edge/pages.ts keeps for
 * every rider) is read from the spot row the page read. Every SQL statement is watched at the driver (pg's
 * Client.query, which the pool and transactions use).
 */
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

describe("a forecast page reads its spot and its forecast once", () => {
  it.each([
    ["a first page (tides predicted, facts computed)", false, undefined],
    ["a page with the forecast over an hour old (refreshed from the spot's place)", true, undefined],
    ["a first page of one model (?modele=), the others stored too", false, SHOWN],
  ] as const)("%s", { timeout: 120_000 }, async (_name, stale, model) => {
    if (stale) await ageForecast(db, spotId, 2 * 3_600_000);
    if (model) await storeModels(model, "gfs_seamless");
    const { result: page, sql, statements } = await statementsOf(async () => loadForecastPage(db, await getPageSpot(db, spotId), model));
    // What every rider sees is all there: the hours, what their verdicts are judged from, the tides.
    expect(page.weather?.length).toBeGreaterThan(0);
    expect(page.verdict?.facts.length).toBe(page.weather?.length);
    expect(page.tides?.length).toBeGreaterThan(0);
    expect(page.model).toBe(model ?? "blend");
    expect(page.complete).toBe(true);
    expect(page.spot).not.toHaveProperty("tidesComputedAt"); // the readers' state stays on the server
    const spotReads = spotRowReads(sql);
    expect(spotReads, spotReads.join("\n")).toHaveLength(1);
    const forecastReads = sql.filter((s) => READS_FORECAST_ROWS.test(s));
    const stationReads = sql.filter((s) => READS_STATION.test(s));
    // A refresh (when a model has a new run since: lib/3-features/forecast-refresh/run-clock.ts) reads the rows it has
    // just written: the stored ones first, then the new ones.
    expect(forecastReads.length, forecastReads.join("\n")).toBeGreaterThanOrEqual(1);
    expect(forecastReads.length, forecastReads.join("\n")).toBeLessThanOrEqual(stale ? 2 : 1);
    expect(stationReads.length, stationReads.join("\n")).toBeLessThanOrEqual(1);
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
    const { sql } = await statementsOf(async () => {
      await getPageSpot(db, spotId);
      await loadForecastPage(db, await getPageSpot(db, spotId));
    });
    expect(spotRowReads(sql)).toHaveLength(2);
  });
});

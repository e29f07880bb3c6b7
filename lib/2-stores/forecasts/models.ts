import { and, asc, eq, gte, inArray, max, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { weatherModelHours } from "../../../db/schema";
import { parisDayStart } from "../../0-base/time";
import type { Tx } from "../db-locks";
import type { ForecastRow } from "./weather";
import { HISTORY_KEEP_DAYS } from "../live-wind/store";
import { BLEND, EXTRA_MODELS, MODEL_IDS, type ForecastAnswer, type ForecastModel, type ModelResult } from "../open-meteo/models";
import type { ForecastHour } from "../open-meteo/open-meteo";

/*
 * Each model's hours, apart (db/schema.ts weatherModelHours). A fetch upserts the hours still to come and
 * leaves past ones as they were last forecast: they are what the skill compares with the station.
 */

/** Past hours kept: the skill's 14 days, and a day's margin (as the station's measured hours). */
export const MODEL_HOURS_KEEP_DAYS = HISTORY_KEEP_DAYS;
/**
 * The individual models are asked again once their last fetch is this old: their runs come every 3 to 6 hours,
 * and a request with every model weighs three times the blend's (lib/2-stores/open-meteo/models.ts). Ten minutes short of
 * 3 h, so that an hourly batch (refreshing what is older than 50 min) asks for them every third run.
 */
export const MODELS_MAX_AGE_MS = 3 * 3_600_000 - 10 * 60_000;

/** Says which model was not stored and what the rider gets instead (its previous hours, if any). */
function logModelFailure(spotId: number, model: string, result: Extract<ModelResult, { error: unknown }>): void {
  console.warn(
    `[prévisions] spot ${spotId} : modèle ${model} inutilisable, ses heures précédentes sont conservées (${result.error.reason}: ${result.error.message})`,
  );
}

const asRow = (model: ForecastModel, h: ForecastHour) => ({
  model,
  forecast_date: h.forecastDate.toISOString(),
  temperature: h.temperature,
  wind_speed: h.windSpeed,
  wind_direction: h.windDirection,
  wind_gust: h.windGust,
  humidity: h.humidity,
  description: h.description,
});

/**
 * Stores every usable model of an answer (the blend as "blend"): hours still to come are inserted or replaced,
 * past hours only inserted; a model's future hours beyond its new last hour are dropped (its horizon moved
 * back). An unusable model keeps its rows and is logged. Hours older than MODEL_HOURS_KEEP_DAYS are purged.
 */
export async function saveModelHours(tx: Tx | Db, spotId: number, answer: ForecastAnswer, fetchedAt: Date): Promise<void> {
  const usable: [ForecastModel, ForecastHour[]][] = [];
  for (const [model, result] of [[BLEND, answer.blend], ...Object.entries(answer.models)] as [ForecastModel, ModelResult][]) {
    if ("hours" in result) usable.push([model, result.hours]);
    else if (model !== BLEND) logModelFailure(spotId, model, result); // the blend's failure is logged by the refresh
  }
  const at = fetchedAt.toISOString();
  if (usable.length) {
    // One statement and one JSON parameter for ~1,000 rows (as lib/2-stores/live-wind/store.ts does for stations).
    const rows = JSON.stringify(usable.flatMap(([model, hours]) => hours.map((h) => asRow(model, h))));
    await tx.execute(sql`
      insert into weather_model_hours (spot_id, model, forecast_date, last_updated, temperature, wind_speed, wind_direction, wind_gust, humidity, description)
      select ${spotId}, r.model, r.forecast_date, ${at}::timestamptz, r.temperature, r.wind_speed, r.wind_direction, r.wind_gust, r.humidity, r.description
      from jsonb_to_recordset(${rows}::jsonb)
        as r(model text, forecast_date timestamptz, temperature float8, wind_speed float8, wind_direction float8, wind_gust float8, humidity int, description text)
      on conflict (spot_id, model, forecast_date) do update set
        last_updated = excluded.last_updated, temperature = excluded.temperature, wind_speed = excluded.wind_speed,
        wind_direction = excluded.wind_direction, wind_gust = excluded.wind_gust, humidity = excluded.humidity,
        description = excluded.description
      where weather_model_hours.forecast_date > ${at}::timestamptz`);
    const lasts = JSON.stringify(usable.map(([model, hours]) => ({ model, last: hours.at(-1)!.forecastDate.toISOString() })));
    await tx.execute(sql`
      delete from weather_model_hours w
      using jsonb_to_recordset(${lasts}::jsonb) as l(model text, last timestamptz)
      where w.spot_id = ${spotId} and w.model = l.model and w.forecast_date > l.last`);
  }
  await tx.execute(sql`
    delete from weather_model_hours
    where spot_id = ${spotId} and forecast_date < ${at}::timestamptz - make_interval(days => ${MODEL_HOURS_KEEP_DAYS})`);
}

/** When the spot's individual models were last stored (any of them); null if never. */
export async function modelsFetchedAt(db: Db, spotId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(weatherModelHours.lastUpdated) })
    .from(weatherModelHours)
    .where(and(eq(weatherModelHours.spotId, spotId), inArray(weatherModelHours.model, [...EXTRA_MODELS])));
  return row?.at ?? null;
}

/** Whether the next fetch of this spot should ask for every model (see MODELS_MAX_AGE_MS). */
export async function modelsDue(db: Db, spotId: number, now: Date): Promise<boolean> {
  const at = await modelsFetchedAt(db, spotId);
  return at === null || now.getTime() - at.getTime() >= MODELS_MAX_AGE_MS;
}

/**
 * One model's stored hours from today (Paris) on, by time, in the shape of the default forecast's rows. Every
 * row carries the model's latest fetch as lastUpdated (the page's « Mis à jour » reads the first row's), not
 * the time its own values were frozen.
 */
export async function readModelForecast(db: Db, spotId: number, model: ForecastModel, now = new Date()): Promise<ForecastRow[]> {
  return db
    .select({
      id: weatherModelHours.id,
      spotId: weatherModelHours.spotId,
      forecastDate: weatherModelHours.forecastDate,
      lastUpdated: sql<Date>`max(${weatherModelHours.lastUpdated}) over ()`.mapWith(weatherModelHours.lastUpdated),
      temperature: weatherModelHours.temperature,
      windSpeed: weatherModelHours.windSpeed,
      windDirection: weatherModelHours.windDirection,
      windGust: weatherModelHours.windGust,
      humidity: weatherModelHours.humidity,
      description: weatherModelHours.description,
    })
    .from(weatherModelHours)
    .where(
      and(
        eq(weatherModelHours.spotId, spotId),
        eq(weatherModelHours.model, model),
        gte(weatherModelHours.forecastDate, parisDayStart(now)),
      ),
    )
    .orderBy(asc(weatherModelHours.forecastDate));
}

/**
 * Every individual model's mean wind and direction (m/s, degrees) at the spot from today (Paris) on, the blend
 * left out: the spread the verdict's confidence is read from (docs/decisions/0020-safe-verdict.md).
 */
export async function readModelSpread(
  db: Db,
  spotId: number,
  now = new Date(),
): Promise<{ model: string; forecastDate: Date; windSpeed: number; windDirection: number }[]> {
  return db
    .select({
      model: weatherModelHours.model,
      forecastDate: weatherModelHours.forecastDate,
      windSpeed: weatherModelHours.windSpeed,
      windDirection: weatherModelHours.windDirection,
    })
    .from(weatherModelHours)
    .where(
      and(
        eq(weatherModelHours.spotId, spotId),
        inArray(weatherModelHours.model, [...MODEL_IDS]),
        gte(weatherModelHours.forecastDate, parisDayStart(now)),
      ),
    );
}

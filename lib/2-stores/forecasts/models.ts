import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { weatherModelHours } from "../../../db/schema";
import { parisDayStart } from "../../0-base/time";
import type { Tx } from "../db-locks";
import { numberArray } from "../pg-arrays";
import type { ForecastRow } from "./weather";
import { HISTORY_KEEP_DAYS } from "../live-wind/store";
import { BLEND, isForecastModel, MODEL_IDS, type ForecastAnswer, type ForecastModel, type ModelId, type ModelResult } from "../open-meteo/models";
import type { FetchedAt } from "../../1-domain/weather/model-runs";
import type { ForecastHour } from "../open-meteo/open-meteo";

/*
 * Each model's hours, apart (db/schema.ts weatherModelHours). A fetch upserts the hours still to come and
 * leaves past ones as they were last forecast: they are what the skill compares with the station.
 */

/** Past hours kept: the skill's 14 days, and a day's margin (as the station's measured hours). */
export const MODEL_HOURS_KEEP_DAYS = HISTORY_KEEP_DAYS;
/**
 * An individual model older than this (and an hour more) is fetched by a reader who asks for it: the batch
 * brings each new run within 3 hours of its availability, and the slowest models run every 6 hours
 * (docs/decisions/0022-refresh-budget.md), so only a batch that stopped leaves one this old.
 */
export const MODELS_MAX_AGE_MS = 6 * 3_600_000;

/** Says which model was not stored and what the rider gets instead (its previous hours, if any). */
function logModelFailure(spotId: number, model: string, result: Extract<ModelResult, { error: unknown }>): void {
  console.warn(
    `[prévisions] spot ${spotId} : modèle ${model} inutilisable, ses heures précédentes sont conservées (${result.error.reason}: ${result.error.message})`,
  );
}

/**
 * Hours as one array per column, sent as typed arrays and read back with unnest(): Postgres parses them about
 * three times faster than the same rows as JSON (jsonb_to_recordset), which was most of a batch's database time.
 * Instants go as epoch seconds (to_timestamp), cheaper to parse than ISO text.
 */
export function hourColumns() {
  const columns = {
    spotIds: [] as number[],
    models: [] as string[],
    epochs: [] as number[],
    temperatures: [] as number[],
    windSpeeds: [] as number[],
    windDirections: [] as number[],
    windGusts: [] as (number | null)[],
    humidities: [] as number[],
    descriptions: [] as string[],
  };
  const add = (spotId: number, model: string, h: ForecastHour) => {
    columns.spotIds.push(spotId);
    columns.models.push(model);
    columns.epochs.push(h.forecastDate.getTime() / 1000);
    columns.temperatures.push(h.temperature);
    columns.windSpeeds.push(h.windSpeed);
    columns.windDirections.push(h.windDirection);
    columns.windGusts.push(h.windGust);
    columns.humidities.push(h.humidity);
    columns.descriptions.push(h.description);
  };
  return { columns, add };
}

/** The unnest() of hourColumns, as r(spot_id, model, forecast_date, temperature, …). */
export function unnestHours(c: ReturnType<typeof hourColumns>["columns"]) {
  return sql`(
    select r.spot_id, r.model, to_timestamp(r.epoch) as forecast_date, r.temperature, r.wind_speed, r.wind_direction, r.wind_gust, r.humidity, r.description
    from unnest(${numberArray(c.spotIds)}::int[], ${sql.param(c.models)}::text[], ${numberArray(c.epochs)}::float8[],
      ${numberArray(c.temperatures)}::float8[], ${numberArray(c.windSpeeds)}::float8[], ${numberArray(c.windDirections)}::float8[],
      ${numberArray(c.windGusts)}::float8[], ${numberArray(c.humidities)}::int[], ${sql.param(c.descriptions)}::text[])
      as r(spot_id, model, epoch, temperature, wind_speed, wind_direction, wind_gust, humidity, description)
  )`;
}

/**
 * Stores every usable model of an answer (the blend as "blend"): hours still to come are inserted or replaced,
 * past hours only inserted; a model's future hours beyond its new last hour are dropped (its horizon moved
 * back). An unusable model keeps its rows and is logged. Hours older than MODEL_HOURS_KEEP_DAYS are purged.
 */
export async function saveModelHours(tx: Tx | Db, spotId: number, answer: ForecastAnswer, fetchedAt: Date): Promise<void> {
  await saveModelHoursOf(tx, [{ spotId, answer }], fetchedAt);
}

/** saveModelHours for several spots fetched together: three statements whatever their number. */
export async function saveModelHoursOf(tx: Tx | Db, answers: readonly { spotId: number; answer: ForecastAnswer }[], fetchedAt: Date): Promise<void> {
  if (!answers.length) return;
  const { columns, add } = hourColumns();
  const lasts: { spot_id: number; model: ForecastModel; last: string }[] = [];
  for (const { spotId, answer } of answers) {
    for (const [model, result] of [[BLEND, answer.blend], ...Object.entries(answer.models)] as [ForecastModel, ModelResult][]) {
      if ("hours" in result) {
        for (const h of result.hours) add(spotId, model, h);
        lasts.push({ spot_id: spotId, model, last: result.hours.at(-1)!.forecastDate.toISOString() });
      } else if (model !== BLEND) logModelFailure(spotId, model, result); // the blend's failure is logged by the refresh
    }
  }
  const at = fetchedAt.toISOString();
  if (columns.spotIds.length) {
    // One statement for every row of every spot, its columns as arrays.
    await tx.execute(sql`
      insert into weather_model_hours (spot_id, model, forecast_date, last_updated, temperature, wind_speed, wind_direction, wind_gust, humidity, description)
      select r.spot_id, r.model, r.forecast_date, ${at}::timestamptz, r.temperature, r.wind_speed, r.wind_direction, r.wind_gust, r.humidity, r.description
      from ${unnestHours(columns)} as r
      on conflict (spot_id, model, forecast_date) do update set
        last_updated = excluded.last_updated, temperature = excluded.temperature, wind_speed = excluded.wind_speed,
        wind_direction = excluded.wind_direction, wind_gust = excluded.wind_gust, humidity = excluded.humidity,
        description = excluded.description
      where weather_model_hours.forecast_date > ${at}::timestamptz`);
    await tx.execute(sql`
      delete from weather_model_hours w
      using jsonb_to_recordset(${JSON.stringify(lasts)}::jsonb) as l(spot_id int, model text, last timestamptz)
      where w.spot_id = l.spot_id and w.model = l.model and w.forecast_date > l.last`);
  }
  const ids = `{${answers.map((a) => a.spotId).join(",")}}`;
  await tx.execute(sql`
    delete from weather_model_hours
    where spot_id = any(${ids}::int[]) and forecast_date < ${at}::timestamptz - make_interval(days => ${MODEL_HOURS_KEEP_DAYS})`);
}

/**
 * When each model (and the blend) of each spot was last stored, for the spots given (all without a list). Every
 * fetch upserts every hour still to come, so the row of the next whole hour carries the model's latest fetch:
 * one index lookup per spot and model instead of a scan of its hours.
 */
export async function fetchedAtBySpot(db: Db, now: Date, spotIds?: readonly number[]): Promise<Map<number, FetchedAt>> {
  const nextHour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
  const bySpot = spotIds ? sql`and spot_id = any(${`{${spotIds.join(",")}}`}::int[])` : sql``;
  const result = await db.execute<{ spot_id: number; model: string; last_updated: string | Date }>(sql`
    select spot_id, model, last_updated from weather_model_hours
    where forecast_date = ${nextHour.toISOString()}::timestamptz ${bySpot}`);
  const out = new Map<number, FetchedAt>();
  for (const row of result.rows) {
    if (!isForecastModel(row.model)) continue;
    const fetched = out.get(row.spot_id) ?? {};
    fetched[row.model] = new Date(row.last_updated);
    out.set(row.spot_id, fetched);
  }
  return out;
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

/** Every model's (the blend's too) stored mean wind (m/s) at the spot for the hours in [from, to): what the skill compares. */
export async function modelWindsBetween(db: Db, spotId: number, from: Date, to: Date) {
  return db
    .select({ model: weatherModelHours.model, forecastDate: weatherModelHours.forecastDate, windSpeed: weatherModelHours.windSpeed })
    .from(weatherModelHours)
    .where(and(eq(weatherModelHours.spotId, spotId), gte(weatherModelHours.forecastDate, from), lt(weatherModelHours.forecastDate, to)));
}

/**
 * Every individual model's mean wind and direction (m/s, degrees) at the spot from today (Paris) on, the blend
 * left out: the spread the verdict's confidence is read from (docs/decisions/0020-safe-verdict.md). `except`:
 * a model whose hours the caller has already read (a page's shown model), not read again.
 */
export async function readModelSpread(
  db: Db,
  spotId: number,
  now = new Date(),
  except?: ModelId,
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
        inArray(weatherModelHours.model, except ? MODEL_IDS.filter((m) => m !== except) : [...MODEL_IDS]),
        gte(weatherModelHours.forecastDate, parisDayStart(now)),
      ),
    );
}

/** Every model's (the blend's too) stored wind at the spot for the hours in [from, to), m/s and degrees: what the station correction keeps learning from. */
export async function modelWindHoursBetween(db: Db, spotId: number, from: Date, to: Date) {
  return db
    .select({
      model: weatherModelHours.model,
      forecastDate: weatherModelHours.forecastDate,
      windSpeed: weatherModelHours.windSpeed,
      windGust: weatherModelHours.windGust,
      windDirection: weatherModelHours.windDirection,
    })
    .from(weatherModelHours)
    .where(and(eq(weatherModelHours.spotId, spotId), gte(weatherModelHours.forecastDate, from), lt(weatherModelHours.forecastDate, to)));
}

/**
 * The default forecast's mean wind (m/s) at the spot for the hours in [from, to), as the blend's hours keep it: a
 * past hour holds the last forecast made before it (what Alizé had forecast for a session then).
 */
export async function blendWindsBetween(db: Db, spotId: number, from: Date, to: Date) {
  return db
    .select({ forecastDate: weatherModelHours.forecastDate, windSpeed: weatherModelHours.windSpeed })
    .from(weatherModelHours)
    .where(
      and(
        eq(weatherModelHours.spotId, spotId),
        eq(weatherModelHours.model, BLEND),
        gte(weatherModelHours.forecastDate, from),
        lt(weatherModelHours.forecastDate, to),
      ),
    );
}

/** Every spot's individual models (the blend left out) in [from, until): the spread of every spot's confidence at once. */
export async function everySpotModelSpread(db: Db, from: Date, until: Date) {
  return db
    .select({
      spotId: weatherModelHours.spotId,
      model: weatherModelHours.model,
      forecastDate: weatherModelHours.forecastDate,
      windSpeed: weatherModelHours.windSpeed,
      windDirection: weatherModelHours.windDirection,
    })
    .from(weatherModelHours)
    .where(and(inArray(weatherModelHours.model, [...MODEL_IDS]), gte(weatherModelHours.forecastDate, from), lt(weatherModelHours.forecastDate, until)));
}

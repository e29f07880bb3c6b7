import { and, asc, count, eq, gte, lt, max } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { weatherForecasts } from "../../../db/schema";
import { parisDayStart } from "../../0-base/time";
import type { ForecastEntry } from "../../1-domain/forecast/api-types";

export type ForecastRow = typeof weatherForecasts.$inferSelect;

/**
 * The spot's stored forecast from today (Paris) on, by time. Days already past are left out; when nothing
 * else is stored they are all there is, and they are served rather than nothing.
 */
export async function readForecast(db: Db, spotId: number, now = new Date()): Promise<ForecastRow[]> {
  const bySpot = eq(weatherForecasts.spotId, spotId);
  const current = await db
    .select()
    .from(weatherForecasts)
    .where(and(bySpot, gte(weatherForecasts.forecastDate, parisDayStart(now))))
    .orderBy(asc(weatherForecasts.forecastDate));
  if (current.length) return current;
  return db.select().from(weatherForecasts).where(bySpot).orderBy(asc(weatherForecasts.forecastDate));
}

/** When the spot's stored forecast was fetched (the latest of its rows); null when none is stored. */
export async function forecastLastUpdated(db: Db, spotId: number): Promise<Date | null> {
  const [row] = await db
    .select({ lastUpdated: max(weatherForecasts.lastUpdated) })
    .from(weatherForecasts)
    .where(eq(weatherForecasts.spotId, spotId));
  return row?.lastUpdated ?? null;
}

/**
 * What identifies the stored forecasts as a whole: the latest fetch and the number of hours. It changes when any
 * spot's forecast is stored again, so what was computed from every spot's forecast can be kept until it does.
 */
export async function forecastsVersion(db: Db): Promise<string> {
  const [row] = await db.select({ at: max(weatherForecasts.lastUpdated), hours: count() }).from(weatherForecasts);
  return `${row?.at?.getTime() ?? 0}:${row?.hours ?? 0}`;
}

/** The wind of the spot's stored hours in [from, until), by time: what an alert's evaluation judges. */
export async function spotWindHours(db: Db, spotId: number, from: Date, until: Date) {
  return db
    .select({
      forecastDate: weatherForecasts.forecastDate,
      windSpeed: weatherForecasts.windSpeed,
      windGust: weatherForecasts.windGust,
      windDirection: weatherForecasts.windDirection,
    })
    .from(weatherForecasts)
    .where(and(eq(weatherForecasts.spotId, spotId), gte(weatherForecasts.forecastDate, from), lt(weatherForecasts.forecastDate, until)))
    .orderBy(asc(weatherForecasts.forecastDate));
}

/** The wind of every spot's stored hours in [from, until), by spot then time: the map's verdicts of the day. */
export async function everySpotWindHours(db: Db, from: Date, until: Date) {
  return db
    .select({
      spotId: weatherForecasts.spotId,
      forecastDate: weatherForecasts.forecastDate,
      windSpeed: weatherForecasts.windSpeed,
      windGust: weatherForecasts.windGust,
      windDirection: weatherForecasts.windDirection,
    })
    .from(weatherForecasts)
    .where(and(gte(weatherForecasts.forecastDate, from), lt(weatherForecasts.forecastDate, until)))
    .orderBy(asc(weatherForecasts.spotId), asc(weatherForecasts.forecastDate));
}

export function toForecastEntries(rows: ForecastRow[]): ForecastEntry[] {
  return rows.map((r) => ({
    id: r.id,
    spotId: r.spotId,
    forecastDate: r.forecastDate.toISOString(),
    lastUpdated: r.lastUpdated.toISOString(),
    temperature: r.temperature,
    windSpeed: r.windSpeed,
    windDirection: r.windDirection,
    windGust: r.windGust,
    humidity: r.humidity,
    description: r.description,
  }));
}

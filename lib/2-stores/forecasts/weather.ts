import { and, asc, eq, gte } from "drizzle-orm";
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

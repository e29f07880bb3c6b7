import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { correctionForecastDays, correctionStationDays } from "../../../db/schema";
import type { ForecastDay, StationDay } from "../../1-domain/correction/pairs";

/*
 * The history the station correction learns from (correction_forecast_days, correction_station_days): one UTC day a
 * row, each hour at its index. A day fetched from a provider's history (Open-Meteo's past runs, the station's
 * archive) is never replaced by the hours Alizé stored itself; a stored day is replaced by a newer reading of it.
 * Rows travel as one JSON parameter (one statement whatever their number).
 */
export type ForecastSource = "history" | "stored";
export type StationSource = "archive" | "stored";

/** Saves a spot's forecast days; how many rows were written. */
export async function saveForecastDays(db: Db, spotId: number, source: ForecastSource, days: readonly ForecastDay[]): Promise<number> {
  if (!days.length) return 0;
  const result = await db.execute(sql`
    insert into correction_forecast_days (spot_id, model, day, source, hours)
    select ${spotId}, r.model, r.day, ${source}, r.hours
    from jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as r(model text, day date, hours jsonb)
    where exists (select 1 from spots where id = ${spotId})
    on conflict (spot_id, model, day) do update set source = excluded.source, hours = excluded.hours
    where excluded.source = 'history' or correction_forecast_days.source = 'stored'`);
  return result.rowCount ?? 0;
}

/** Saves a station's days; how many rows were written (none for a station the network no longer lists). */
export async function saveStationDays(db: Db, stationId: number, source: StationSource, days: readonly StationDay[]): Promise<number> {
  if (!days.length) return 0;
  const result = await db.execute(sql`
    insert into correction_station_days (station_id, day, source, hours)
    select ${stationId}, r.day, ${source}, r.hours
    from jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as r(day date, hours jsonb)
    where exists (select 1 from wind_stations where id = ${stationId})
    on conflict (station_id, day) do update set source = excluded.source, hours = excluded.hours
    where excluded.source = 'archive' or correction_station_days.source = 'stored'`);
  return result.rowCount ?? 0;
}

/** A spot's forecast days from `fromDay` ("yyyy-MM-dd") on, every model. */
export async function readForecastDays(db: Db, spotId: number, fromDay: string): Promise<ForecastDay[]> {
  return db
    .select({ model: correctionForecastDays.model, day: correctionForecastDays.day, hours: correctionForecastDays.hours })
    .from(correctionForecastDays)
    .where(and(eq(correctionForecastDays.spotId, spotId), gte(correctionForecastDays.day, fromDay)));
}

/** A station's days from `fromDay` on. */
export async function readStationDays(db: Db, stationId: number, fromDay: string): Promise<StationDay[]> {
  return db
    .select({ day: correctionStationDays.day, hours: correctionStationDays.hours })
    .from(correctionStationDays)
    .where(and(eq(correctionStationDays.stationId, stationId), gte(correctionStationDays.day, fromDay)));
}

/** How many days are known since `fromDay`, whatever their source: the spot's forecasts (any model) and its station's. */
export async function knownDays(db: Db, spotId: number, stationId: number, fromDay: string): Promise<{ forecast: number; station: number }> {
  const [[forecast], [station]] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${correctionForecastDays.day})`.mapWith(Number) })
      .from(correctionForecastDays)
      .where(and(eq(correctionForecastDays.spotId, spotId), gte(correctionForecastDays.day, fromDay))),
    db
      .select({ n: count() })
      .from(correctionStationDays)
      .where(and(eq(correctionStationDays.stationId, stationId), gte(correctionStationDays.day, fromDay))),
  ]);
  return { forecast: forecast?.n ?? 0, station: station?.n ?? 0 };
}

/** Drops the days before `beforeDay`. */
export async function purgeHistory(db: Db, beforeDay: string): Promise<void> {
  await db.delete(correctionForecastDays).where(lt(correctionForecastDays.day, beforeDay));
  await db.delete(correctionStationDays).where(lt(correctionStationDays.day, beforeDay));
}

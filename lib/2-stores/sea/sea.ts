import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { seaForecasts, spots } from "../../../db/schema";
import { parisDayStart } from "../../0-base/time";
import type { SeaHour } from "../../1-domain/sea/types";
import type { Tx } from "../db-locks";
import { numberArray } from "../pg-arrays";

/*
 * The sea state's store: the table sea_forecasts, and one column of spots that is the sea's own state,
 * sea_checked_at (when the Marine API was last asked for the spot), read and written only here. The sea's lease
 * column is the leases' (../forecasts/lease.ts).
 */

/** The spot's stored sea state from today (Paris) on, by time. */
export async function readSea(db: Db, spotId: number, now = new Date()): Promise<SeaHour[]> {
  return db
    .select({
      forecastDate: seaForecasts.forecastDate,
      waveHeightM: seaForecasts.waveHeightM,
      wavePeriodS: seaForecasts.wavePeriodS,
      waveDirection: seaForecasts.waveDirection,
      swellHeightM: seaForecasts.swellHeightM,
      swellPeriodS: seaForecasts.swellPeriodS,
      seaTemperatureC: seaForecasts.seaTemperatureC,
    })
    .from(seaForecasts)
    .where(and(eq(seaForecasts.spotId, spotId), gte(seaForecasts.forecastDate, parisDayStart(now))))
    .orderBy(asc(seaForecasts.forecastDate));
}

/** Every spot's stored wave heights in [from, until), unordered (only sea spots have rows): the map's verdicts of the day. */
export async function everySpotWaveHeights(db: Db, from: Date, until: Date) {
  return db
    .select({ spotId: seaForecasts.spotId, forecastDate: seaForecasts.forecastDate, waveHeightM: seaForecasts.waveHeightM })
    .from(seaForecasts)
    .where(and(gte(seaForecasts.forecastDate, from), lt(seaForecasts.forecastDate, until)));
}

/** When the Marine API was last asked for this spot (null: never); undefined for an unknown spot. */
export async function seaCheckedAt(db: Db, spotId: number): Promise<Date | null | undefined> {
  const [row] = await db.select({ at: spots.seaCheckedAt }).from(spots).where(eq(spots.id, spotId));
  return row ? row.at : undefined;
}

/**
 * The new answer in place of the old, and the time it was asked, in the caller's (short) transaction. The hours go
 * in one statement with each column as an array (as the forecast's hours do, ../forecasts/models.ts): a week of
 * hours through the query builder was ~1,500 parameters a spot, each typed and serialised one by one, and the
 * largest CPU cost of a refresh of thousands of spots (bench/refresh.ts).
 */
export async function replaceSea(tx: Tx, spotId: number, hours: SeaHour[], checkedAt: Date): Promise<void> {
  await tx.delete(seaForecasts).where(eq(seaForecasts.spotId, spotId));
  if (hours.length) {
    const column = (value: (h: SeaHour) => number | null) => numberArray(hours.map(value));
    await tx.execute(sql`
      insert into sea_forecasts (spot_id, forecast_date, last_updated, wave_height_m, wave_period_s, wave_direction, swell_height_m, swell_period_s, sea_temperature_c)
      select ${spotId}::int, to_timestamp(r.epoch), ${checkedAt.toISOString()}::timestamptz, r.wave_height_m, r.wave_period_s, r.wave_direction, r.swell_height_m, r.swell_period_s, r.sea_temperature_c
      from unnest(${column((h) => h.forecastDate.getTime() / 1000)}::float8[], ${column((h) => h.waveHeightM)}::float8[],
        ${column((h) => h.wavePeriodS)}::float8[], ${column((h) => h.waveDirection)}::float8[], ${column((h) => h.swellHeightM)}::float8[],
        ${column((h) => h.swellPeriodS)}::float8[], ${column((h) => h.seaTemperatureC)}::float8[])
        as r(epoch, wave_height_m, wave_period_s, wave_direction, swell_height_m, swell_period_s, sea_temperature_c)`);
  }
  await tx.update(spots).set({ seaCheckedAt: checkedAt }).where(eq(spots.id, spotId));
}

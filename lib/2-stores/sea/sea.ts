import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
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
  return (await seaCheckedAtOf(db, [spotId])).get(spotId);
}

/** When the Marine API was last asked for each of these spots (null: never); an unknown spot is absent. */
export async function seaCheckedAtOf(db: Db, spotIds: readonly number[]): Promise<Map<number, Date | null>> {
  if (!spotIds.length) return new Map();
  const rows = await db.select({ id: spots.id, at: spots.seaCheckedAt }).from(spots).where(inArray(spots.id, [...spotIds]));
  return new Map(rows.map((r) => [r.id, r.at]));
}

/**
 * The new answers of several spots in place of the old, and the time they were asked, in the caller's (short)
 * transaction: three statements whatever their number. The hours go in one statement with each
 * column as an array (as the forecast's hours do, ../forecasts/models.ts): a week of hours through the query
 * builder was ~1,500 parameters a spot, each typed and serialised one by one, and the largest CPU cost of a
 * refresh of thousands of spots (bench/refresh.ts).
 */
export async function replaceSeas(tx: Tx, items: readonly { spotId: number; hours: readonly SeaHour[] }[], checkedAt: Date): Promise<void> {
  if (!items.length) return;
  const ids = items.map((i) => i.spotId);
  await tx.delete(seaForecasts).where(inArray(seaForecasts.spotId, ids));
  const rows = items.flatMap(({ spotId, hours }) => hours.map((h) => ({ spotId, ...h })));
  if (rows.length) {
    const column = (value: (r: (typeof rows)[number]) => number | null) => numberArray(rows.map(value));
    await tx.execute(sql`
      insert into sea_forecasts (spot_id, forecast_date, last_updated, wave_height_m, wave_period_s, wave_direction, swell_height_m, swell_period_s, sea_temperature_c)
      select r.spot_id, to_timestamp(r.epoch), ${checkedAt.toISOString()}::timestamptz, r.wave_height_m, r.wave_period_s, r.wave_direction, r.swell_height_m, r.swell_period_s, r.sea_temperature_c
      from unnest(${column((r) => r.spotId)}::int[], ${column((r) => r.forecastDate.getTime() / 1000)}::float8[], ${column((r) => r.waveHeightM)}::float8[],
        ${column((r) => r.wavePeriodS)}::float8[], ${column((r) => r.waveDirection)}::float8[], ${column((r) => r.swellHeightM)}::float8[],
        ${column((r) => r.swellPeriodS)}::float8[], ${column((r) => r.seaTemperatureC)}::float8[])
        as r(spot_id, epoch, wave_height_m, wave_period_s, wave_direction, swell_height_m, swell_period_s, sea_temperature_c)`);
  }
  await tx.update(spots).set({ seaCheckedAt: checkedAt }).where(inArray(spots.id, ids));
}

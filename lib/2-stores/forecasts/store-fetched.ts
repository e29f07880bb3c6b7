import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { Tx } from "../db-locks";
import type { ForecastAnswer } from "../open-meteo/models";
import type { ForecastHour } from "../open-meteo/open-meteo";
import { releaseLeases, type Lease } from "./lease";
import { hourColumns, saveModelHoursOf, unnestHours } from "./models";

/*
 * Storing what one request brought for one spot or many (the batch asks Open-Meteo for up to
 * LOCATIONS_PER_REQUEST spots at once): a constant number of statements whatever the number of spots.
 */
export type FetchedSpot = { spotId: number; lease: Lease; answer: ForecastAnswer };

/** Replaces the default forecast of each spot whole: one delete and one insert for all. */
async function replaceForecasts(tx: Tx, items: readonly { spotId: number; hours: ForecastHour[] }[], lastUpdated: Date): Promise<void> {
  const ids = `{${items.map((i) => i.spotId).join(",")}}`;
  await tx.execute(sql`delete from weather_forecasts where spot_id = any(${ids}::int[])`);
  const { columns, add } = hourColumns();
  for (const { spotId, hours } of items) for (const h of hours) add(spotId, "blend", h);
  await tx.execute(sql`
    insert into weather_forecasts (spot_id, forecast_date, last_updated, temperature, wind_speed, wind_direction, wind_gust, humidity, description)
    select r.spot_id, r.forecast_date, ${lastUpdated.toISOString()}::timestamptz, r.temperature, r.wind_speed, r.wind_direction, r.wind_gust, r.humidity, r.description
    from ${unnestHours(columns)} as r`);
}

/**
 * In one short transaction, gives the spots' leases back and replaces the default forecast of those whose
 * lease was still ours and whose blend is usable; then each model's hours of those spots, outside it (on the
 * embedded database a transaction holds the one session: see refresh.ts). Answers the spots whose lease was
 * still ours: the others' answers are dropped (another holder took over).
 */
export async function storeFetched(db: Db, items: readonly FetchedSpot[], fetchedAt: Date): Promise<Set<number>> {
  if (!items.length) return new Set();
  const held = await db.transaction(async (tx) => {
    const released = await releaseLeases(tx, items.map((i) => i.lease));
    const blends = items.flatMap((i) => (released.has(i.spotId) && "hours" in i.answer.blend ? [{ spotId: i.spotId, hours: i.answer.blend.hours }] : []));
    if (blends.length) await replaceForecasts(tx, blends, fetchedAt);
    return released;
  });
  // Each model's hours in one statement for every spot: a reader sees one model's hours old or new, never half.
  await saveModelHoursOf(db, items.filter((i) => held.has(i.spotId)), fetchedAt);
  return held;
}

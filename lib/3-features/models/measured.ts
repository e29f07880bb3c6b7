import type { Db } from "../../../db/client";
import { parisDayStart } from "../../0-base/time";
import { measuredHours } from "../../2-stores/live-wind/store";
import { stationOfSpot } from "../../2-stores/live-wind/spot-stations";
import type { MeasuredToday } from "../../1-domain/models/types";

/*
 * The day card's « Mesuré » row: the hourly means the spot's station measured today (Paris), from the
 * poller's readings and the archive's backfill, the hour in progress included.
 */
export async function measuredToday(db: Db, spotId: number, now = new Date(), station?: number | null): Promise<MeasuredToday> {
  // A page hands the spot's station it has read with the live wind (null: none within reach).
  const stationId = station === undefined ? await stationOfSpot(db, spotId) : station;
  if (stationId === null) return { station: false, hours: [] };
  const hours = await measuredHours(db, stationId, parisDayStart(now), now);
  return { station: true, hours: hours.map((h) => ({ hour: h.hour.toISOString(), windAvgKn: h.windAvgKn })) };
}

import type { Db } from "../../../db/client";
import { fetchArchive } from "../../2-stores/openwindmap/archive";
import type { ClientOptions } from "../../2-stores/openwindmap/client";
import { LiveWindProviderError } from "../../1-domain/live-wind/errors";
import type { HourlyMean } from "../../1-domain/live-wind/hourly";
import { SKILL_WINDOW_DAYS } from "../../1-domain/live-wind/skill";
import { firstStoredHour, insertArchiveHours, measuredHours, type ArchiveHour } from "../../2-stores/live-wind/store";
import { servingStationsFirstHour, stationOfSpot } from "../../2-stores/live-wind/spot-stations";

/*
 * Measured hours beyond what the poller has seen: a station newly chosen for a spot has no history yet, and
 * the skill wants 14 days. Its archive fills the hours *before* the first one the poller stored (never the
 * same hour twice). One archive request per station, asked by the scheduler for the stations that need it.
 */
const HOUR_MS = 3_600_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Stations serving a spot whose stored history starts less than `days` ago (or is empty). */
export async function stationsNeedingHistory(db: Db, days = SKILL_WINDOW_DAYS, now = new Date()): Promise<number[]> {
  const since = new Date(now.getTime() - days * 86_400_000 + HOUR_MS);
  const rows = await servingStationsFirstHour(db);
  return rows.filter((r) => r.id !== null && (r.first === null || r.first > since)).map((r) => r.id as number);
}

/** Fills a station's hours from its archive, up to its first stored hour; the number of hours added (0 on a provider failure, logged). */
export async function backfillStationHours(db: Db, stationId: number, options: ClientOptions & { days?: number; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const first = await firstStoredHour(db, stationId);
  const stop = first ?? new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const start = new Date(now.getTime() - (options.days ?? SKILL_WINDOW_DAYS) * 86_400_000);
  if (stop <= start) return 0;
  let readings;
  try {
    readings = await fetchArchive(stationId, start, new Date(stop.getTime() - 1), options);
  } catch (error) {
    if (!(error instanceof LiveWindProviderError)) throw error;
    console.warn(`[vent mesuré] archive de la balise ${stationId} indisponible (${error.reason}) : ${error.message}`);
    return 0;
  }
  const hours = new Map<string, ArchiveHour>();
  for (const r of readings) {
    const hour = new Date(Math.floor(r.at.getTime() / HOUR_MS) * HOUR_MS).toISOString();
    const acc = hours.get(hour) ?? { station_id: stationId, hour, readings: 0, sum: 0, max: 0, sin: 0, cos: 0 };
    hours.set(hour, acc);
    acc.readings++;
    acc.sum += r.windAvgKmh;
    acc.max = Math.max(acc.max, r.windMaxKmh ?? r.windAvgKmh);
    if (r.headingDeg !== null) {
      acc.sin += Math.sin(rad(r.headingDeg));
      acc.cos += Math.cos(rad(r.headingDeg));
    }
  }
  if (!hours.size) return 0;
  return insertArchiveHours(db, [...hours.values()]);
}

/** The measured hourly means at a spot's station over [from, to): today's « Mesuré » row; [] without station. */
export async function measuredHoursForSpot(db: Db, spotId: number, from: Date, to: Date): Promise<HourlyMean[]> {
  const stationId = await stationOfSpot(db, spotId);
  return stationId ? measuredHours(db, stationId, from, to) : [];
}

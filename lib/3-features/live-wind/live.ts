import type { Db } from "../../../db/client";
import { NotFound } from "../../0-base/errors";
import { SPOT_NOT_FOUND } from "../../1-domain/spots/messages";
import { matchSpot } from "./matching";
import { LIVE_WIND_ATTRIBUTION } from "../../1-domain/live-wind/messages";
import type { LiveNetworkDown, LiveWind } from "../../1-domain/live-wind/types";
import { pollStatus } from "../../2-stores/live-wind/poll-gate";
import { kmhToKnots, kmhToKnotsOrNull } from "../../1-domain/live-wind/units";
import { stationReading } from "../../2-stores/live-wind/store";
import { liveRowOfSpot, liveRowsOfSpots, liveRowsOfStations, spotsOfStations, type LiveRow } from "../../2-stores/live-wind/spot-stations";

/*
 * A spot's live wind, read from the database only (the poller alone talks to the network): its station and
 * that station's last reading, whatever its age. During an outage it is served as it is, `stale` saying so.
 */
export const STALE_AFTER_MS = 30 * 60_000;
const NO_STATION: LiveWind = { station: null };

function toLive(row: LiveRow | undefined, now: Date): LiveWind {
  if (!row || row.id === null || row.measuredAt === null || row.windAvgKmh === null) return NO_STATION;
  return {
    station: { id: row.id, name: row.name ?? "", latitude: row.latitude ?? 0, longitude: row.longitude ?? 0, distanceKm: row.distanceKm ?? 0 },
    measurement: {
      at: row.measuredAt.toISOString(),
      windAvgKn: kmhToKnots(row.windAvgKmh),
      windMaxKn: kmhToKnotsOrNull(row.windMaxKmh),
      windMinKn: kmhToKnotsOrNull(row.windMinKmh),
      directionDeg: row.headingDeg === null ? null : Math.round(row.headingDeg),
    },
    stale: now.getTime() - row.measuredAt.getTime() > STALE_AFTER_MS,
    attribution: LIVE_WIND_ATTRIBUTION,
  };
}

type LiveSpot = { id: number; latitude: number; longitude: number; orientation: number };

/** Whether the stations cannot be reached now (the last poll failed), and since when they were last read. */
async function networkDown(db: Db): Promise<LiveNetworkDown | undefined> {
  const status = await pollStatus(db);
  return status.lastError === null ? undefined : { down: true, lastSuccessAt: status.lastSuccessAt?.toISOString() ?? null };
}

const withNetwork = (live: LiveWind, network: LiveNetworkDown | undefined): LiveWind => (network ? { ...live, network } : live);

/** The live wind of one spot; NotFound (« Spot introuvable. ») for an unknown spot. */
export async function liveForSpot(db: Db, spotId: number, now = new Date()): Promise<LiveWind> {
  const [row, network] = await Promise.all([liveRowOfSpot(db, spotId), networkDown(db)]);
  if (!row) throw new NotFound(SPOT_NOT_FOUND);
  if (row.matched) return withNetwork(toLive(row, now), network);
  return withNetwork((await liveOfNewSpot(db, row.spot, now)).live, network);
}

/** A spot's station (null when none is within reach) and its live wind. */
export type SpotStationLive = { stationId: number | null; live: LiveWind };

/** A spot newer than the last poll: its station is chosen now, from its place. */
async function liveOfNewSpot(db: Db, spot: LiveSpot, now: Date): Promise<SpotStationLive> {
  const match = await matchSpot(db, spot);
  if (match.stationId === null) return { stationId: null, live: NO_STATION };
  const station = await stationReading(db, match.stationId);
  return { stationId: match.stationId, live: toLive(station && { ...station, spotId: spot.id, distanceKm: match.distanceKm }, now) };
}

/** The live wind of several spots in one query (the spot list); a spot without a known station maps to `{ station: null }`. */
export async function liveForSpots(db: Db, spotIds: readonly number[], now = new Date()): Promise<Map<number, LiveWind>> {
  const out = new Map<number, LiveWind>(spotIds.map((id) => [id, NO_STATION]));
  if (spotIds.length === 0) return out;
  const rows = await liveRowsOfSpots(db, spotIds);
  for (const row of rows) out.set(row.spotId, toLive(row, now));
  return out;
}

/** Which spots each station serves: the rooms a new reading must reach. */
export async function spotsForStations(db: Db, stationIds: readonly number[]): Promise<{ spotId: number; stationId: number }[]> {
  if (stationIds.length === 0) return [];
  const rows = await spotsOfStations(db, stationIds);
  return rows.flatMap((r) => (r.stationId === null ? [] : [{ spotId: r.spotId, stationId: r.stationId }]));
}

/**
 * What the realtime service sends after a poll: for every spot served by one of `stationIds` (the poll's
 * `changedStationIds`), its new live wind, in one query. Emit each as LIVE_WIND to the spot's room.
 */
export async function liveWindEvents(db: Db, stationIds: readonly number[], now = new Date()): Promise<{ spotId: number; live: LiveWind }[]> {
  if (stationIds.length === 0) return [];
  const rows = await liveRowsOfStations(db, stationIds);
  return rows.map((row) => ({ spotId: row.spotId, live: toLive(row, now) }));
}

import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spots, tideTimes } from "../../../db/schema";
import { SPOT_NOT_FOUND } from "../../1-domain/forecast/messages";
import { parisDayStart } from "../../0-base/time";
import { NotFound } from "../../0-base/errors";
import type { WaterBody } from "../../1-domain/spots/knowledge-types";
import type { PredictedTide } from "../../1-domain/tides/entries";
import { LOCK_NAMESPACE, waitForSpotLock, type Tx } from "../db-locks";
import type { TideEntry } from "../../1-domain/forecast/api-types";

/*
 * The tides' store: the table tide_times, and one column of spots that is the tides' own state, tides_computed_at,
 * read and written only here. It is read in the same query as the spot's place the prediction needs (the spots
 * are lib/2-stores/spots's), so that a reader pays one query for both.
 */

/** Tides are predicted again when older than this (they are astronomical: a day is plenty). */
const TIDES_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Days predicted from today 00:00 in Paris, as many as the forecast shows. */
export const TIDE_DAYS = 7;
/**
 * Events this far before today and after the last day are kept too: the nearest event to 05:00 may be the
 * previous evening's low water, and the last evening's hours need the next event to know where the tide goes.
 */
export const TIDE_MARGIN_MS = 12 * 60 * 60 * 1000;
const LOCK_WAIT_MS = 10_000;

export type TideRow = typeof tideTimes.$inferSelect;
export type TideSpot = {
  id: number;
  latitude: number;
  longitude: number;
  hydrographicSource: string;
  waterBody: WaterBody;
  tidesComputedAt: Date | null;
};

export type TideOptions = { now?: () => Date; maxAgeMs?: number };

/** The predictions for a spot over the window; [] when it has no usable gauge within reach. */
async function predictForSpot(spot: TideSpot, now: Date): Promise<PredictedTide[]> {
  // Loaded on first use only: reading the tide database costs about a second, once per process.
  const { predictTideEntries, spotGaugeId } = await import("../../1-domain/tides");
  const gauge = spotGaugeId(spot.hydrographicSource, spot.latitude, spot.longitude, spot.waterBody);
  if (!gauge) return []; // a lake, or no gauge of its sea within reach
  const from = new Date(parisDayStart(now).getTime() - TIDE_MARGIN_MS);
  return predictTideEntries(gauge, from, TIDE_DAYS + (2 * TIDE_MARGIN_MS) / 86_400_000);
}

async function replaceTides(tx: Tx, spotId: number, tides: PredictedTide[], computedAt: Date): Promise<void> {
  await tx.delete(tideTimes).where(eq(tideTimes.spotId, spotId));
  if (tides.length) {
    await tx.insert(tideTimes).values(
      tides.map((t) => ({
        spotId,
        tideTime: t.time,
        lastUpdated: computedAt,
        height: t.height,
        coefficient: t.coefficient,
        type: t.type,
      })),
    );
  }
  await tx.update(spots).set({ tidesComputedAt: computedAt }).where(eq(spots.id, spotId));
}

const isFresh = (computedAt: Date | null, now: Date, maxAgeMs: number) =>
  !!computedAt && now.getTime() - computedAt.getTime() < maxAgeMs;

/**
 * Predicts the spot's tides again when they are older than a day (or were never computed) and replaces its
 * rows in one transaction, under the spot's advisory lock; tidesComputedAt is set even when the spot has no
 * gauge, so that it is not looked for again before tomorrow. Returns whether new rows were written.
 * The prediction runs before the transaction: it needs no database, and the transaction stays short.
 */
async function refreshTides(db: Db, spot: TideSpot, options: TideOptions = {}): Promise<boolean> {
  const now = options.now?.() ?? new Date();
  const maxAgeMs = options.maxAgeMs ?? TIDES_MAX_AGE_MS;
  if (isFresh(spot.tidesComputedAt, now, maxAgeMs)) return false;
  const tides = await predictForSpot(spot, now);
  return db.transaction(async (tx) => {
    if (!(await waitForSpotLock(tx, LOCK_NAMESPACE.tides, spot.id, LOCK_WAIT_MS))) return false;
    const [current] = await tx.select({ computedAt: spots.tidesComputedAt }).from(spots).where(eq(spots.id, spot.id));
    if (!current || isFresh(current.computedAt, now, maxAgeMs)) return false; // done meanwhile by another request
    await replaceTides(tx, spot.id, tides, now);
    return true;
  });
}

/** What tide computation needs of a spot. */
const TIDE_SPOT_COLUMNS = {
  id: spots.id,
  latitude: spots.latitude,
  longitude: spots.longitude,
  hydrographicSource: spots.hydrographicSource,
  waterBody: spots.waterBody,
  tidesComputedAt: spots.tidesComputedAt,
};

async function tideSpot(db: Db, spotId: number): Promise<TideSpot> {
  const [spot] = await db
    .select(TIDE_SPOT_COLUMNS)
    .from(spots)
    .where(eq(spots.id, spotId));
  if (!spot) throw new NotFound(SPOT_NOT_FOUND);
  return spot;
}

/** The stored tides from the evening before today (Paris) on, by time. */
async function readTides(db: Db, spotId: number, now = new Date()): Promise<TideRow[]> {
  const since = new Date(parisDayStart(now).getTime() - TIDE_MARGIN_MS);
  return db
    .select()
    .from(tideTimes)
    .where(and(eq(tideTimes.spotId, spotId), gte(tideTimes.tideTime, since)))
    .orderBy(asc(tideTimes.tideTime));
}

/** The stored tides of these spots around [start, end) (TIDE_MARGIN_MS each side), unordered: the map's verdicts of the day. */
export async function tidesAround(db: Db, spotIds: readonly number[], start: Date, end: Date) {
  return db
    .select({ spotId: tideTimes.spotId, tideTime: tideTimes.tideTime, height: tideTimes.height })
    .from(tideTimes)
    .where(
      and(
        inArray(tideTimes.spotId, [...spotIds]),
        gte(tideTimes.tideTime, new Date(start.getTime() - TIDE_MARGIN_MS)),
        lt(tideTimes.tideTime, new Date(end.getTime() + TIDE_MARGIN_MS)),
      ),
    );
}

/**
 * The tides of a spot as readers get them: recomputed first when older than a day. A failed prediction is
 * logged and the stored rows are served. [] for a spot without gauge. Throws NotFound for an unknown spot.
 */
export async function loadTides(db: Db, spotOrId: number | TideSpot, options: TideOptions = {}): Promise<TideRow[]> {
  // A page passes the spot it has read (lib/2-stores/spots/spot.ts, getPageSpot): its row is not read again.
  const spot = typeof spotOrId === "number" ? await tideSpot(db, spotOrId) : spotOrId;
  const spotId = spot.id;
  try {
    await refreshTides(db, spot, options);
  } catch (error) {
    console.warn(`[marées] spot ${spotId} : calcul impossible, marées précédentes conservées (${String(error)})`);
  }
  return readTides(db, spotId, options.now?.() ?? new Date());
}

/** Every spot whose tides are older than a day, recomputed; returns how many were. */
export async function refreshAllTides(db: Db, options: TideOptions = {}): Promise<number> {
  const all = await db
    .select(TIDE_SPOT_COLUMNS)
    .from(spots)
    .orderBy(asc(spots.id));
  let count = 0;
  for (const spot of all) {
    try {
      if (await refreshTides(db, spot, options)) count++;
    } catch (error) {
      console.warn(`[marées] spot ${spot.id} : calcul impossible (${String(error)})`);
    }
  }
  return count;
}

export function toTideEntries(rows: TideRow[]): TideEntry[] {
  return rows.map((r) => ({
    id: r.id,
    spotId: r.spotId,
    tideTime: r.tideTime.toISOString(),
    lastUpdated: r.lastUpdated.toISOString(),
    height: r.height,
    coefficient: r.coefficient,
    type: r.type,
  }));
}

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spotCorrections, spotWindStations } from "../../../db/schema";
import type { StoredCorrection } from "../../../db/column-types";

/*
 * The corrections learned at each spot (spot_corrections), one row per model, each naming the station it learned
 * from: a spot whose station changed reads none until the new station's are learned. spotsDueForCorrection reads
 * spot_wind_stations (the live wind's choice of station) to find spots without a fresh correction for theirs.
 */
export type SpotCorrections = { stationId: number | null; computedAt: Date | null; byModel: Map<string, StoredCorrection> };

export const NO_CORRECTIONS = (stationId: number | null): SpotCorrections => ({ stationId, computedAt: null, byModel: new Map() });

/** Replaces every correction of the spot with those learned now against `stationId`, in one transaction. */
export async function replaceCorrections(db: Db, spotId: number, stationId: number, computedAt: Date, byModel: ReadonlyMap<string, StoredCorrection>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(spotCorrections).where(eq(spotCorrections.spotId, spotId));
    if (byModel.size) {
      await tx
        .insert(spotCorrections)
        .values([...byModel].map(([model, correction]) => ({ spotId, model, stationId, computedAt, applied: correction.applied, correction })));
    }
  });
}

/** Removes a spot's corrections (it has no station any more). */
export async function deleteCorrections(db: Db, spotId: number): Promise<void> {
  await db.delete(spotCorrections).where(eq(spotCorrections.spotId, spotId));
}

/** The spot's corrections learned against `stationId` (the spot's current station; null: none, so none apply). */
export async function readCorrections(db: Db, spotId: number, stationId: number | null): Promise<SpotCorrections> {
  if (stationId === null) return NO_CORRECTIONS(null);
  const rows = await db
    .select({ model: spotCorrections.model, computedAt: spotCorrections.computedAt, correction: spotCorrections.correction })
    .from(spotCorrections)
    .where(and(eq(spotCorrections.spotId, spotId), eq(spotCorrections.stationId, stationId)));
  return {
    stationId,
    computedAt: rows.reduce<Date | null>((latest, r) => (latest && latest > r.computedAt ? latest : r.computedAt), null),
    byModel: new Map(rows.map((r) => [r.model, r.correction])),
  };
}

/**
 * The corrections of each spot learned against its current station (spot_wind_stations, the live wind's choice), for
 * `spotIds` or every spot: what the verdicts, the windows and the alerts read. A spot without any is absent.
 */
export async function readCurrentCorrections(db: Db, spotIds?: readonly number[]): Promise<Map<number, SpotCorrections>> {
  if (spotIds?.length === 0) return new Map();
  const rows = await db
    .select({ spotId: spotCorrections.spotId, stationId: spotCorrections.stationId, model: spotCorrections.model, computedAt: spotCorrections.computedAt, correction: spotCorrections.correction })
    .from(spotCorrections)
    .innerJoin(spotWindStations, and(eq(spotWindStations.spotId, spotCorrections.spotId), eq(spotWindStations.stationId, spotCorrections.stationId)))
    .where(spotIds ? inArray(spotCorrections.spotId, [...spotIds]) : undefined);
  const out = new Map<number, SpotCorrections>();
  for (const r of rows) {
    let spot = out.get(r.spotId);
    if (!spot) out.set(r.spotId, (spot = NO_CORRECTIONS(r.stationId)));
    spot.byModel.set(r.model, r.correction);
    if (!spot.computedAt || r.computedAt > spot.computedAt) spot.computedAt = r.computedAt;
  }
  return out;
}

/**
 * Spots with a station whose corrections against it are missing, older than `olderThan`, or older than `retryBefore`
 * while none could be judged yet (not enough measurements: a history still to come), oldest first; and the rows
 * learned against a station a spot no longer has are dropped.
 */
export async function spotsDueForCorrection(db: Db, olderThan: Date, retryBefore: Date): Promise<number[]> {
  await db.execute(sql`
    delete from spot_corrections c
    where not exists (select 1 from spot_wind_stations s where s.spot_id = c.spot_id and s.station_id = c.station_id)`);
  const rows = await db.execute<{ spot_id: number }>(sql`
    select s.spot_id from spot_wind_stations s
    left join (
      select spot_id, station_id, min(computed_at) as computed_at, bool_and(coalesce(correction->>'reason', '') = 'not-enough-data') as young
      from spot_corrections group by spot_id, station_id
    ) c on c.spot_id = s.spot_id and c.station_id = s.station_id
    where s.station_id is not null
      and (c.computed_at is null or c.computed_at < ${olderThan.toISOString()}::timestamptz
        or (c.young and c.computed_at < ${retryBefore.toISOString()}::timestamptz))
    order by c.computed_at nulls first, s.spot_id`);
  return rows.rows.map((r) => r.spot_id);
}

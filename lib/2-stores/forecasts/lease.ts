import { and, eq, inArray, isNull, lt, max, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spots, weatherForecasts } from "../../../db/schema";
import { OPEN_METEO_TIMEOUT_MS } from "../open-meteo/open-meteo";
import type { Tx } from "../db-locks";

/*
 * One forecast fetch per spot at a time across every instance: a lease written on the spot's row
 * (spots.weather_refreshing_until), taken by one atomic UPDATE and cleared when the holder is done. Unlike a
 * lock held by an open transaction, it pins no connection while the provider answers, and on the embedded
 * database (one PGlite session, given to a connection for the whole of its transaction) it leaves every other
 * query of the application free to run meanwhile. A holder that dies leaves a lease that expires by itself.
 *
 * The lease columns of spots, weather_refreshing_until and sea_refreshing_until, are this module's state: no other
 * module reads or writes them (the spots themselves are lib/2-stores/spots's). leaseState reads the spot's lease
 * and the age of its forecast (weather_forecasts, ./weather.ts's table) in one query.
 */

/**
 * Comfortably longer than the provider's timeout (the batch's requests of several spots wait twice as long): a
 * live holder never loses its lease to a second fetch.
 */
export const WEATHER_LEASE_MS = 4 * OPEN_METEO_TIMEOUT_MS;
/** A request waiting for another instance's first forecast looks again after this, then less and less often. */
export const LEASE_POLL_MS = { first: 50, max: 500 } as const;

/** What a lease is for: the forecast's fetch, or the sea's (lib/3-features/sea/refresh.ts), each its own column. */
const LEASE_COLUMNS = { weather: "weatherRefreshingUntil", sea: "seaRefreshingUntil" } as const;
export type LeaseKind = keyof typeof LEASE_COLUMNS;
/** Their names in SQL, for the statements written by hand. */
const LEASE_SQL_COLUMNS: Record<LeaseKind, string> = { weather: "weather_refreshing_until", sea: "sea_refreshing_until" };

/** Proof of holding a spot's lease: its expiry, exactly as stored (whole milliseconds, so a Date keeps it). */
export type Lease = { spotId: number; until: Date; kind?: LeaseKind };

/** Takes the spot's lease if nobody holds it or its holder's has run out; null when a live holder has it. */
export async function acquireLease(db: Db, spotId: number, kind: LeaseKind = "weather"): Promise<Lease | null> {
  return (await acquireLeases(db, [spotId], kind)).get(spotId) ?? null;
}

/** acquireLease for several spots in one statement: the leases taken, by spot (a spot held elsewhere is absent). */
export async function acquireLeases(db: Db, spotIds: readonly number[], kind: LeaseKind = "weather"): Promise<Map<number, Lease>> {
  if (!spotIds.length) return new Map();
  const key = LEASE_COLUMNS[kind];
  const column = spots[key];
  const rows = await db
    .update(spots)
    .set({ [key]: sql`date_trunc('milliseconds', now() + make_interval(secs => ${WEATHER_LEASE_MS / 1000}::double precision))` })
    .where(and(inArray(spots.id, [...spotIds]), or(isNull(column), lt(column, sql`now()`))))
    .returning({ id: spots.id, until: column });
  return new Map(rows.flatMap((r) => (r.until ? [[r.id, { spotId: r.id, until: r.until, kind }] as const] : [])));
}

/** releaseLease for several leases in one statement: the spots whose lease was still the one given. */
export async function releaseLeases(db: Db | Tx, leases: readonly Lease[]): Promise<Set<number>> {
  const released = new Set<number>();
  for (const kind of Object.keys(LEASE_COLUMNS) as LeaseKind[]) {
    const ofKind = leases.filter((l) => (l.kind ?? "weather") === kind);
    if (!ofKind.length) continue;
    const held = JSON.stringify(ofKind.map((l) => ({ id: l.spotId, until: l.until.toISOString() })));
    const column = sql.raw(LEASE_SQL_COLUMNS[kind]);
    const result = await db.execute<{ id: number }>(sql`
      update spots s set ${column} = null
      from jsonb_to_recordset(${held}::jsonb) as l(id int, until timestamptz)
      where s.id = l.id and s.${column} = l.until
      returning s.id`);
    for (const r of result.rows) released.add(r.id);
  }
  return released;
}

/** Clears the lease if it is still this one (a holder that outlived it must not clear its successor's). */
export async function releaseLease(db: Db | Tx, lease: Lease): Promise<boolean> {
  return (await releaseLeases(db, [lease])).has(lease.spotId);
}

/**
 * What a request waiting for another instance's forecast needs to know: whether a lease is stored (null once
 * its holder has finished), whether it is still running, and the age of the spot's stored forecast.
 */
export async function leaseState(db: Db, spotId: number) {
  const [row] = await db
    .select({
      until: spots.weatherRefreshingUntil,
      live: sql<boolean>`coalesce(${spots.weatherRefreshingUntil} >= now(), false)`,
      lastUpdated: max(weatherForecasts.lastUpdated),
    })
    .from(spots)
    .leftJoin(weatherForecasts, eq(weatherForecasts.spotId, spots.id))
    .where(eq(spots.id, spotId))
    .groupBy(spots.id);
  return row ?? null;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

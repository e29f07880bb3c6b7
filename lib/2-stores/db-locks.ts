import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isPgError, PG } from "./pg-errors";

/*
 * One tide replacement per spot at a time across every instance: a transaction-level advisory lock on
 * (namespace, spot id), released by COMMIT or ROLLBACK whatever happens, and safe behind a pooler in
 * transaction mode (a session-level lock would not be). It is held only around the short row swap (the
 * prediction runs before it), so it never keeps a transaction open during slow work; forecasts, which wait
 * on a remote provider, use a lease instead (./lease.ts). The namespace keeps it apart from any other
 * advisory lock of the application.
 *
 * On the embedded database (PGlite behind db/pglite-server.ts) every connection shares one session and a
 * transaction has the session to itself until it ends: the lock then always succeeds, and the exclusion
 * comes from that queue.
 */
export const LOCK_NAMESPACE = {
  tides: 0x54494445, // "TIDE"
} as const;

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Waits for the spot's lock (at most timeoutMs) and holds it for this transaction; false on timeout. */
export async function waitForSpotLock(tx: Tx, namespace: number, spotId: number, timeoutMs: number): Promise<boolean> {
  await tx.execute(sql`select set_config('lock_timeout', ${`${Math.round(timeoutMs)}ms`}, true)`);
  try {
    await tx.execute(sql`select pg_advisory_xact_lock(${namespace}::int, ${spotId}::int)`);
    return true;
  } catch (error) {
    if (isPgError(error, PG.lockNotAvailable)) return false;
    throw error;
  }
}

import { and, eq, gt, inArray, like, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rateLimits } from "../../../db/schema";
import type { Tx } from "../db-locks";

/*
 * The app's rate limiter, kept in the database (table rate_limits) so that a limit holds across every instance
 * and restart: failed logins, reset requests, registrations, e-mail changes, the chat's daily image quota, the
 * alerts' daily e-mails, the pushes per subscription. ./memory.ts is the same idea for the per-instance rates of
 * socket events, where a database write per keystroke would cost more than the limit protects.
 *
 * Two kinds of counter, one row per key:
 * - a fixed window: `count` events since `window_start`, over after `windowSeconds`. A key that names its period
 *   (e.g. `chat:images:12:2026-06-14`) gets a window longer than that period, and never starts a new one;
 * - a back-off (reserveBackoff): `count` consecutive failures, `window_start` the last one counted; past the
 *   free ones, each makes the next attempt wait twice as long.
 * `expires_at` says when a row can no longer matter: purgeRateLimits() deletes it then.
 */
export type Limit = { max: number; windowSeconds: number };
/** Back-off: the first `freeFailures` are free, then waits of firstWaitSeconds × 2^n, at most maxWaitSeconds. */
export type Backoff = { freeFailures: number; firstWaitSeconds: number; maxWaitSeconds: number; forgetAfterSeconds: number };
/** One counter to charge: `amount` events (1 unless told, e.g. bytes) against `limit` on `key`. */
export type Charge = { key: string; limit: Limit; amount?: number };

const secs = (seconds: number) => sql`make_interval(secs => ${seconds}::double precision)`;
const windowOver = (limit: Limit) => sql`${rateLimits.windowStart} <= now() - ${secs(limit.windowSeconds)}`;

/** True when any of `keys` has reached the limit in its current window. Counts nothing. */
export async function isLimited(db: Db, keys: string[], limit: Limit): Promise<boolean> {
  const windowStart = new Date(Date.now() - limit.windowSeconds * 1000);
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.windowStart, windowStart)));
  return rows.some((r) => r.count >= limit.max);
}

/**
 * Counts `amount` more on a key (a new window when the last one is over) and returns the new count. With
 * `onlyWithin`, the count is not changed when it would pass the limit, and null is returned.
 */
async function bump(db: Db | Tx, { key, limit, amount = 1 }: Charge, onlyWithin: boolean): Promise<number | null> {
  const over = windowOver(limit);
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: amount, expiresAt: sql`now() + ${secs(limit.windowSeconds)}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${over} then ${amount}::int else ${rateLimits.count} + ${amount}::int end`,
        windowStart: sql`case when ${over} then now() else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${over} then now() + ${secs(limit.windowSeconds)} else greatest(${rateLimits.expiresAt}, ${rateLimits.windowStart} + ${secs(limit.windowSeconds)}) end`,
      },
      ...(onlyWithin ? { setWhere: sql`${over} or ${rateLimits.count} + ${amount}::int <= ${limit.max}` } : {}),
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? null;
}

/** Counts one more event on every key (used where the event happened whatever the limit said). */
export async function hit(db: Db, keys: string[], limit: Limit): Promise<void> {
  for (const key of keys) await bump(db, { key, limit }, false);
}

/**
 * Counts one more event on every key at once and says whether all of them are still within the limit. The
 * event stays counted either way (give it back with giveBack() when it did not happen).
 */
export async function reserve(db: Db, keys: string[], limit: Limit): Promise<boolean> {
  let allowed = true;
  for (const key of keys) if ((await bump(db, { key, limit }, false))! > limit.max) allowed = false;
  return allowed;
}

const REFUSED = Symbol("refused");

/**
 * Charges every counter, all or none: true when each one had room for its amount, false (nothing counted)
 * otherwise. Each counter is one conditional upsert, so concurrent callers on several instances can never both
 * take the last place.
 */
export async function take(db: Db, charges: Charge[]): Promise<boolean> {
  if (charges.some((c) => (c.amount ?? 1) > c.limit.max)) return false;
  if (charges.length === 1) return (await bump(db, charges[0]!, true)) !== null;
  try {
    await db.transaction(async (tx) => {
      for (const charge of charges) if ((await bump(tx, charge, true)) === null) throw REFUSED;
    });
    return true;
  } catch (error) {
    if (error === REFUSED) return false;
    throw error;
  }
}

/** Takes back `amount` counted on each key (an event that did not happen after all). */
export async function giveBack(db: Db, keys: string[], amount = 1): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${amount}::int, 0)` })
    .where(inArray(rateLimits.key, keys));
}

/** Forgets the keys (e.g. a device's failures after its owner got in). */
export async function clear(db: Db, keys: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** Forgets `key` and every key starting with one of `prefixes`, in the caller's transaction (a reset's owner starts afresh). */
export async function forgetKeys(tx: Tx, key: string, prefixes: readonly string[]): Promise<void> {
  const startingWith = (prefix: string) => like(rateLimits.key, `${prefix.replace(/[\\%_]/g, "\\$&")}%`);
  await tx.delete(rateLimits).where(or(eq(rateLimits.key, key), ...prefixes.map(startingWith)));
}

/** The wait the back-off imposes after `count` consecutive failures, in SQL (seconds). */
const backoffWait = (count: unknown, b: Backoff) =>
  sql`least(${b.firstWaitSeconds} * power(2, greatest(${count} - ${b.freeFailures}, 0)), ${b.maxWaitSeconds})`;

/**
 * Counts one attempt on a back-off key unless it must still wait. The row is locked for the decision, so
 * parallel guesses queue on it and each sees the count the previous one left (comparing timestamps instead
 * is not enough: the embedded database's clock has millisecond resolution). `window_start` holds the last
 * counted attempt. Answers 0 when counted, otherwise the seconds left to wait; a waiting attempt is not
 * counted, so waiting never makes the wait longer. Failures older than `forgetAfterSeconds` are forgotten.
 */
export async function reserveBackoff(db: Db, key: string, backoff: Backoff): Promise<number> {
  const c = rateLimits.count;
  const stale = sql<boolean>`${rateLimits.windowStart} <= now() - ${secs(backoff.forgetAfterSeconds)}`;
  const until = sql`${rateLimits.windowStart} + make_interval(secs => ${backoffWait(c, backoff)})`;
  return db.transaction(async (tx) => {
    await tx.insert(rateLimits).values({ key, count: 0 }).onConflictDoNothing({ target: rateLimits.key });
    const [row] = await tx
      .select({
        stale,
        waiting: sql<boolean>`(not ${stale} and ${c} >= ${backoff.freeFailures} and now() < ${until})`,
        left: sql<number>`ceil(extract(epoch from (${until} - now())))::int`,
      })
      .from(rateLimits)
      .where(eq(rateLimits.key, key))
      .for("update");
    if (row!.waiting) return Math.max(Number(row!.left), 1);
    await tx
      .update(rateLimits)
      .set({ count: row!.stale ? 1 : sql`${c} + 1`, windowStart: sql`now()`, expiresAt: sql`now() + ${secs(backoff.forgetAfterSeconds)}` })
      .where(eq(rateLimits.key, key));
    return 0;
  });
}

/** Deletes the counters that can no longer refuse anything. Safe to run from several places. */
export async function purgeRateLimits(db: Db): Promise<number> {
  const rows = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`)).returning({ key: rateLimits.key });
  return rows.length;
}

import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rateLimits } from "../../../db/schema";

/*
 * Fixed-window counters kept in the database, so a limit holds across every instance of the app.
 * `check` refuses when a key is at its limit; `hit` counts one more event.
 */
export type Limit = { max: number; windowSeconds: number };

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Failed logins from one address, whatever the account (password spraying). */
export const LOGIN_IP_LIMIT: Limit = { max: 10, windowSeconds: MINUTE };
/** Failed logins on one account in a day, from every address together: bounds the guesses of a botnet. */
export const LOGIN_ACCOUNT_DAILY_LIMIT: Limit = { max: 100, windowSeconds: DAY };
/**
 * Back-off per (account, address): the first failures are free, then each one makes the next attempt wait
 * twice as long (30 s, 1 min, 2 min… at most 15 min). The owner on another device starts with a clean pair.
 */
export const LOGIN_BACKOFF = { freeFailures: 5, firstWaitSeconds: 30, maxWaitSeconds: 15 * MINUTE, forgetAfterSeconds: DAY } as const;
/** Reset requests: strict per address, looser per IP (campsites, schools, mobile carriers share IPs). */
export const RESET_REQUEST_EMAIL_LIMIT: Limit = { max: 3, windowSeconds: 15 * MINUTE };
export const RESET_REQUEST_IP_LIMIT: Limit = { max: 30, windowSeconds: 15 * MINUTE };
/** Accounts created, and e-mail addresses found taken (by registration or a profile change), per IP. */
export const REGISTER_LIMIT: Limit = { max: 100, windowSeconds: 60 * MINUTE };
/** E-mail change attempts per account (each one checks the current password). */
export const EMAIL_CHANGE_LIMIT: Limit = { max: 10, windowSeconds: 60 * MINUTE };
/** Rows older than this are over in every limit above (lib/4-edge/auth/purge.ts deletes them). */
export const LONGEST_LIMIT_SECONDS = DAY;

/** The rate-limit keys of one login: the address, the (account, address) pair, the account. */
export function loginKeys(username: string, ip: string) {
  const user = username.toLowerCase();
  return { ip: `login:ip:${ip}`, pair: `login:pair:${user}:${ip}`, account: `login:account:${user}` };
}

/** The per-IP key shared by registrations and by every answer that says an address is taken. */
export const registerKey = (ip: string) => `register:ip:${ip}`;

export async function isLimited(db: Db, keys: string[], limit: Limit): Promise<boolean> {
  const windowStart = new Date(Date.now() - limit.windowSeconds * 1000);
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.windowStart, windowStart)));
  return rows.some((r) => r.count >= limit.max);
}

/** Counts one more event on a key (a new window when the last one is over) and returns the count. */
async function bump(db: Db, key: string, limit: Limit): Promise<number> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

export async function hit(db: Db, keys: string[], limit: Limit): Promise<void> {
  for (const key of keys) await bump(db, key, limit);
}

/** Counts one more event on every key at once and says whether all of them are still within the limit. */
export async function reserve(db: Db, keys: string[], limit: Limit): Promise<boolean> {
  let allowed = true;
  for (const key of keys) if ((await bump(db, key, limit)) > limit.max) allowed = false;
  return allowed;
}

/** Takes back one event counted by reserve() (a login that succeeded). */
export async function giveBack(db: Db, keys: string[]): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, keys));
}

export async function clear(db: Db, keys: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** The wait the back-off imposes after `count` consecutive failures, in SQL (seconds). */
const backoffWait = (count: unknown) =>
  sql`least(${LOGIN_BACKOFF.firstWaitSeconds} * power(2, greatest(${count} - ${LOGIN_BACKOFF.freeFailures}, 0)), ${LOGIN_BACKOFF.maxWaitSeconds})`;

/**
 * Counts one attempt on a back-off key unless it must still wait. The row is locked for the decision, so
 * parallel guesses queue on it and each sees the count the previous one left (comparing timestamps instead
 * is not enough: the embedded database's clock has millisecond resolution). `window_start` holds the last
 * counted attempt. Answers 0 when counted, otherwise the seconds left to wait; a waiting attempt is not
 * counted, so waiting never makes the wait longer.
 */
export async function reserveBackoff(db: Db, key: string): Promise<number> {
  const c = rateLimits.count;
  const stale = sql<boolean>`${rateLimits.windowStart} <= now() - make_interval(secs => ${LOGIN_BACKOFF.forgetAfterSeconds})`;
  return db.transaction(async (tx) => {
    await tx.insert(rateLimits).values({ key, count: 0 }).onConflictDoNothing({ target: rateLimits.key });
    const [row] = await tx
      .select({
        stale,
        waiting: sql<boolean>`(not ${stale} and ${c} >= ${LOGIN_BACKOFF.freeFailures} and now() < ${rateLimits.windowStart} + make_interval(secs => ${backoffWait(c)}))`,
        left: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${backoffWait(c)}) - now())))::int`,
      })
      .from(rateLimits)
      .where(eq(rateLimits.key, key))
      .for("update");
    if (row!.waiting) return Math.max(Number(row!.left), 1);
    await tx
      .update(rateLimits)
      .set({ count: row!.stale ? 1 : sql`${c} + 1`, windowStart: sql`now()` })
      .where(eq(rateLimits.key, key));
    return 0;
  });
}

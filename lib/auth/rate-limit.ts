import { and, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";

/*
 * Fixed-window counters kept in the database, so a limit holds across every instance of the app.
 * `check` refuses when a key is at its limit; `hit` counts one more event.
 */
export type Limit = { max: number; windowSeconds: number };

export const LOGIN_LIMIT: Limit = { max: 5, windowSeconds: 60 };
export const RESET_REQUEST_LIMIT: Limit = { max: 5, windowSeconds: 15 * 60 };
export const REGISTER_LIMIT: Limit = { max: 100, windowSeconds: 60 * 60 };

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

/** The client IP: the first x-forwarded-for hop only when behind a trusted proxy (Vercel sets x-real-ip). */
export function clientIp(headers: Headers): string {
  const real = headers.get("x-real-ip");
  if (real) return real.trim();
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) return forwarded.split(",").at(-1)!.trim();
  return "local";
}

import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sessions, verifications } from "../../../db/schema";
import type { Tx } from "../db-locks";

/*
 * Web sessions and Better Auth's verifications (its tables, which it writes through ./auth-adapter.ts): the reads
 * and deletes the app makes itself.
 */

/** The ids among `ids` of sessions that still exist and have not expired: one query for any number. */
export async function liveSessionIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(sql`${sessions.id} = any(${`{${ids.join(",")}}`}::int[])`, gt(sessions.expiresAt, sql`now()`)));
  return new Set(rows.map((r) => r.id));
}

/** The rider of the unexpired session with this token (the hot read endpoints' one indexed lookup), if any. */
export async function sessionUserId(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row?.userId;
}

/** Ends every session of the rider, in the caller's transaction. */
export async function endSessionsOf(tx: Tx, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes the expired sessions, then the expired verifications; how many of each. */
export async function purgeExpiredSessions(db: Db): Promise<{ sessions: number; verifications: number }> {
  const now = sql`now()`;
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const expiredVerifications = await db.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id });
  return { sessions: expiredSessions.length, verifications: expiredVerifications.length };
}

import { and, gt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sessions } from "../../../db/schema";

/*
 * Web sessions (sessions, Better Auth's table): the reads and deletes the app makes itself.
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

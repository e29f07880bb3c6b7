import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { riderSessions, spots, type RiderSession } from "../../../db/schema";
import { Conflict, NotFound, Unauthorized } from "../../0-base/errors";
import { SPOT_NOT_FOUND } from "../../1-domain/spots/messages";
import { SESSION_MESSAGES } from "../../1-domain/validation/logbook";
import { isPgError, PG } from "../pg-errors";
import { lockUser } from "../users/accounts";

/*
 * The rider's logbook (rider_sessions). Every query that reads or deletes a session names its owner in the same
 * WHERE, so another rider's session and an unknown one are the same 404. Joins read the spot's name (spots).
 */
export type StoredSession = RiderSession & { spotName: string };
export type SessionWinds = { forecastKn: number | null; measuredKn: number | null };
export type SessionRow = Omit<RiderSession, "id" | "createdAt" | "windsCheckedAt" | "forecastKn" | "measuredKn"> & SessionWinds;

/**
 * Stores a session unless the rider already logged one over any of its hours. The rider's row is locked for the
 * check and the insert, so two taps on « Enregistrer » store one session and refuse the other.
 */
export async function insertSession(db: Db, row: SessionRow): Promise<RiderSession> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockUser(tx, row.userId))) throw new Unauthorized();
      const [overlapping] = await tx
        .select({ id: riderSessions.id })
        .from(riderSessions)
        .where(and(eq(riderSessions.userId, row.userId), lt(riderSessions.startsAt, row.endsAt), gt(riderSessions.endsAt, row.startsAt)))
        .limit(1);
      if (overlapping) throw new Conflict(SESSION_MESSAGES.overlap);
      const [inserted] = await tx.insert(riderSessions).values(row).returning();
      return inserted!;
    });
  } catch (error) {
    // The spot deleted between its check and the insert.
    if (isPgError(error, PG.foreignKeyViolation)) throw new NotFound(SPOT_NOT_FOUND);
    throw error;
  }
}

/** The rider's sessions with their spot's name, newest first. */
export async function sessionsOf(db: Db, userId: number): Promise<StoredSession[]> {
  const rows = await db
    .select({ session: riderSessions, spotName: spots.name })
    .from(riderSessions)
    .innerJoin(spots, eq(spots.id, riderSessions.spotId))
    .where(eq(riderSessions.userId, userId))
    .orderBy(desc(riderSessions.startsAt), desc(riderSessions.id));
  return rows.map((r) => ({ ...r.session, spotName: r.spotName }));
}

/** One of the rider's sessions; undefined for an unknown one or another rider's. */
export async function sessionOf(db: Db, userId: number, sessionId: number): Promise<RiderSession | undefined> {
  const [row] = await db
    .select()
    .from(riderSessions)
    .where(and(eq(riderSessions.id, sessionId), eq(riderSessions.userId, userId)));
  return row;
}

export async function deleteSession(db: Db, userId: number, sessionId: number): Promise<void> {
  const deleted = await db
    .delete(riderSessions)
    .where(and(eq(riderSessions.id, sessionId), eq(riderSessions.userId, userId)))
    .returning({ id: riderSessions.id });
  if (deleted.length === 0) throw new NotFound(SESSION_MESSAGES.notFound);
}

/** Stores a session's winds computed again; a value the sources no longer give (purged) keeps what was stored. */
export async function updateWinds(db: Db, sessionId: number, winds: SessionWinds, checkedAt: Date): Promise<void> {
  await db
    .update(riderSessions)
    .set({
      forecastKn: sql`coalesce(${winds.forecastKn}::float8, ${riderSessions.forecastKn})`,
      measuredKn: sql`coalesce(${winds.measuredKn}::float8, ${riderSessions.measuredKn})`,
      windsCheckedAt: checkedAt,
    })
    .where(eq(riderSessions.id, sessionId));
}

import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { alertStates, alerts, spots, users, type Alert } from "../../../db/schema";
import { Conflict, Invalid, NotFound, Unauthorized } from "../../0-base/errors";
import { SPOT_NOT_FOUND } from "../../1-domain/spots/messages";
import { isPgError, PG } from "../pg-errors";
import { spotForAlert } from "../spots/places";
import { lockUser } from "../users/accounts";
import {
  ALERT_MESSAGES,
  AlertSettingsSchema,
  MAX_ALERTS_PER_RIDER,
  type AlertPatch,
  type AlertView,
  type CreateAlertInput,
} from "../../1-domain/validation/alerts";
import type { SpotLevel } from "../../1-domain/spots/knowledge-types";

/*
 * A rider's alerts. Every query that reads or changes an alert names its owner in the same WHERE,
 * so another rider's alert and an unknown one are the same 404. lib/2-stores/alerts owns alerts, alert_windows
 * (./windows.ts) and alert_deliveries (./deliveries.ts); its joins read the spot's name and the rider's settings.
 */
/** What the rider set: the view and the evaluation read the same columns. */
const SETTINGS = {
  minWindKn: alerts.minWindKn,
  maxWindKn: alerts.maxWindKn,
  minHours: alerts.minHours,
  days: alerts.days,
  leadDays: alerts.leadDays,
  email: alerts.email,
  push: alerts.push,
};

/** Selected from alerts joined to spots, for the spot's name, and to alert_states, for what its last check found. */
const VIEW = {
  id: alerts.id,
  spotId: alerts.spotId,
  spotName: spots.name,
  ...SETTINGS,
  paused: alerts.paused,
  createdAt: alerts.createdAt,
  checkedAt: alertStates.checkedAt,
  nextStartsAt: alertStates.nextStartsAt,
  nextEndsAt: alertStates.nextEndsAt,
  lastSentAt: alertStates.lastSentAt,
};

/**
 * The view at `now`: a next window already started is what the last check found, not what comes next; until the
 * next check (after the next forecast) the alert says nothing of it rather than something past.
 */
function viewAt(now: Date) {
  const fresh = sql`(${alertStates.nextStartsAt} is null or ${alertStates.nextStartsAt} > ${now})`;
  return {
    ...VIEW,
    checkedAt: sql<Date | null>`case when ${fresh} then ${alertStates.checkedAt} end`.mapWith(alertStates.checkedAt),
    nextStartsAt: sql<Date | null>`case when ${fresh} then ${alertStates.nextStartsAt} end`.mapWith(alertStates.nextStartsAt),
    nextEndsAt: sql<Date | null>`case when ${fresh} then ${alertStates.nextEndsAt} end`.mapWith(alertStates.nextEndsAt),
  };
}

/** The spots with at least one alert not paused, by id. */
export async function spotsWithActiveAlerts(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ spotId: alerts.spotId })
    .from(alerts)
    .where(eq(alerts.paused, false))
    .orderBy(asc(alerts.spotId));
  return rows.map((r) => r.spotId);
}

/** What an alert is judged with: its settings and its rider's level and kit (joined from users). */
const JUDGED = {
  ...SETTINGS,
  level: users.level,
  gustMaxKn: users.gustMaxKn,
  weightKg: users.weightKg,
  kites: users.kites,
  kiteShift: users.kiteShift,
};

/** The spot's alerts that are not paused, as they are judged: what an evaluation after a refresh watches. */
export async function activeAlertsOn(db: Db, spotId: number) {
  return db
    .select({ id: alerts.id, userId: alerts.userId, ...JUDGED })
    .from(alerts)
    .innerJoin(users, eq(users.id, alerts.userId))
    .where(and(eq(alerts.spotId, spotId), eq(alerts.paused, false)));
}
export type WatchingAlert = Awaited<ReturnType<typeof activeAlertsOn>>[number];

/** One of the rider's alerts as its check judges it (paused or not), with its spot; undefined for anyone else's. */
export async function alertToCheck(db: Db, userId: number, alertId: number) {
  const [row] = await db
    .select({ id: alerts.id, spotId: alerts.spotId, paused: alerts.paused, ...JUDGED })
    .from(alerts)
    .innerJoin(users, eq(users.id, alerts.userId))
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)));
  return row;
}

type ViewRow = Omit<AlertView, "createdAt" | "nextWindow" | "checked" | "lastSentAt"> & {
  createdAt: Date;
  checkedAt: Date | null;
  nextStartsAt: Date | null;
  nextEndsAt: Date | null;
  lastSentAt: Date | null;
};
const toView = ({ createdAt, checkedAt, nextStartsAt, nextEndsAt, lastSentAt, ...row }: ViewRow): AlertView => ({
  ...row,
  createdAt: createdAt.toISOString(),
  nextWindow: nextStartsAt && nextEndsAt ? { startsAt: nextStartsAt.toISOString(), endsAt: nextEndsAt.toISOString() } : null,
  checked: checkedAt !== null,
  lastSentAt: lastSentAt?.toISOString() ?? null,
});

/** An alert as POST and PATCH answer it, with the level its spot asks (read once with the spot's name, for the warnings). */
export type SavedAlert = { alert: AlertView; spotLevel: SpotLevel };

const settingsOf = (a: Alert) => ({
  minWindKn: a.minWindKn,
  maxWindKn: a.maxWindKn,
  minHours: a.minHours,
  days: a.days,
  leadDays: a.leadDays,
  email: a.email,
  push: a.push,
});

/** One of the rider's alerts as POST and PATCH answer it; NotFound for anyone else's. */
async function savedAlert(db: Db, userId: number, alertId: number, now = new Date()): Promise<SavedAlert> {
  const [row] = await db
    .select({ ...viewAt(now), spotLevel: spots.level })
    .from(alerts)
    .innerJoin(spots, eq(spots.id, alerts.spotId))
    .leftJoin(alertStates, eq(alertStates.alertId, alerts.id))
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)));
  if (!row) throw new NotFound(ALERT_MESSAGES.notFound);
  const { spotLevel, ...view } = row;
  return { alert: toView(view), spotLevel };
}

/**
 * Creates an alert on an existing spot, within the cap of MAX_ALERTS_PER_RIDER. The rider's row is locked for
 * the count and the insert, so parallel POSTs of one rider queue and each counts what the previous ones added
 * (FOR NO KEY UPDATE: it does not hold back the foreign-key checks of the rider's other rows). The spot is read
 * once, in the transaction: its name and level make the answer with the inserted row.
 */
export async function createAlert(db: Db, userId: number, input: CreateAlertInput, linkOrigin?: string): Promise<SavedAlert> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) throw new Unauthorized();
      const spot = await spotForAlert(tx, input.spotId);
      if (!spot) throw new NotFound(SPOT_NOT_FOUND);
      const [{ n }] = (await tx.select({ n: count() }).from(alerts).where(eq(alerts.userId, userId))) as [{ n: number }];
      if (n >= MAX_ALERTS_PER_RIDER) throw new Conflict(ALERT_MESSAGES.tooMany);
      const [row] = await tx.insert(alerts).values({ userId, ...input, linkOrigin }).returning();
      const alert = toView({
        id: row!.id,
        spotId: row!.spotId,
        spotName: spot.name,
        ...settingsOf(row!),
        paused: row!.paused,
        createdAt: row!.createdAt,
        ...{ checkedAt: null, nextStartsAt: null, nextEndsAt: null, lastSentAt: null },
      });
      return { alert, spotLevel: spot.level };
    });
  } catch (error) {
    // The spot deleted between the check and the insert.
    if (isPgError(error, PG.foreignKeyViolation)) throw new NotFound(SPOT_NOT_FOUND);
    throw error;
  }
}

/** The rider's alerts, oldest first. */
export async function listAlerts(db: Db, userId: number, now = new Date()): Promise<AlertView[]> {
  const rows = await db
    .select(viewAt(now))
    .from(alerts)
    .innerJoin(spots, eq(spots.id, alerts.spotId))
    .leftJoin(alertStates, eq(alertStates.alertId, alerts.id))
    .where(eq(alerts.userId, userId))
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
  return rows.map(toView);
}

/**
 * Changes the fields sent. The merged settings must still satisfy every rule (min < max, one channel…):
 * sending only `email: false` on an e-mail-only alert is refused with the form's French message.
 */
export async function updateAlert(db: Db, userId: number, alertId: number, patch: AlertPatch, linkOrigin?: string): Promise<SavedAlert> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(alerts)
      .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)))
      .for("update");
    if (!current) throw new NotFound(ALERT_MESSAGES.notFound);
    const { paused, ...settings } = patch;
    const merged = AlertSettingsSchema.safeParse({ ...settingsOf(current), ...settings });
    if (!merged.success) throw new Invalid(merged.error.issues[0]?.message);
    await tx
      .update(alerts)
      .set({ ...merged.data, paused: paused ?? current.paused, linkOrigin: linkOrigin ?? current.linkOrigin })
      .where(eq(alerts.id, alertId));
  });
  return savedAlert(db, userId, alertId);
}

export async function deleteAlert(db: Db, userId: number, alertId: number): Promise<void> {
  const deleted = await db
    .delete(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  if (deleted.length === 0) throw new NotFound(ALERT_MESSAGES.notFound);
}

/** What the unsubscribe page shows of an alert: its spot and whether it is paused. */
export type UnsubscribeTarget = { alertId: number; spotName: string; paused: boolean };

export async function unsubscribeTarget(db: Db, alertId: number): Promise<UnsubscribeTarget> {
  const [row] = await db
    .select({ alertId: alerts.id, spotName: spots.name, paused: alerts.paused })
    .from(alerts)
    .innerJoin(spots, eq(spots.id, alerts.spotId))
    .where(eq(alerts.id, alertId));
  if (!row) throw new NotFound(ALERT_MESSAGES.notFound);
  return row;
}

/** The one-click unsubscribe: pauses the alert the signed token names (no session); pausing twice is harmless. */
export async function pauseAlertByToken(db: Db, alertId: number): Promise<UnsubscribeTarget> {
  const [row] = await db.update(alerts).set({ paused: true }).where(eq(alerts.id, alertId)).returning({ id: alerts.id });
  if (!row) throw new NotFound(ALERT_MESSAGES.notFound);
  return unsubscribeTarget(db, alertId);
}

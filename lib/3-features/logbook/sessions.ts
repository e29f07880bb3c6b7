import type { Db } from "../../../db/client";
import { NotFound, RateLimited } from "../../0-base/errors";
import { parisInstant } from "../../0-base/time";
import { sessionWind } from "../../1-domain/logbook/kite-shift";
import type { SessionView } from "../../1-domain/logbook/types";
import { SPOT_NOT_FOUND } from "../../1-domain/spots/messages";
import { SESSION_MESSAGES, type NewSession } from "../../1-domain/validation/logbook";
import { idealKiteSize } from "../../1-domain/verdict/kite-size";
import { HISTORY_KEEP_DAYS } from "../../2-stores/live-wind/store";
import { insertSession, sessionsOf, updateWinds, type StoredSession } from "../../2-stores/logbook/store";
import { take, type Limit } from "../../2-stores/rate-limits/database";
import { spotForAlert } from "../../2-stores/spots/places";
import { getPreferences } from "../../2-stores/users/preferences";
import { sessionWinds } from "./winds";

/*
 * « Mes sessions » (docs/decisions/0030-rider-logbook.md): logging a session and listing the rider's, each beside
 * the forecast and the measurement of its hours. Those winds are computed when the session is logged and again
 * while its hours' data may still come (until SETTLE_AFTER_MS after its end), at most every WINDS_RECHECK_MS.
 */
/** Sessions a rider may log per hour: a day's sessions logged at once fit, a script does not. */
export const SESSION_RATE: Limit = { max: 30, windowSeconds: 3600 };
/** A station's hour is complete, polled and archived this long after it ends: the winds are final then. */
export const SETTLE_AFTER_MS = 2 * 3_600_000;
export const WINDS_RECHECK_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

const round1 = (n: number) => Math.round(n * 10) / 10;

function toSessionView(s: StoredSession, weightKg: number): SessionView {
  const wind = sessionWind(s);
  const rule = wind === null ? null : idealKiteSize(weightKg, wind);
  return {
    id: s.id,
    spotId: s.spotId,
    spotName: s.spotName,
    date: s.day,
    startHour: s.startHour,
    endHour: s.endHour,
    kiteM2: s.kiteM2,
    feel: s.feel,
    note: s.note,
    forecastKn: s.forecastKn,
    measuredKn: s.measuredKn,
    ruleKiteM2: rule === null ? null : round1(rule),
    createdAt: s.createdAt.toISOString(),
  };
}

/** Logs a session at an existing spot; 429 past SESSION_RATE, 409 over a session already logged. */
export async function logSession(db: Db, userId: number, input: NewSession): Promise<SessionView> {
  if (!(await take(db, [{ key: `logbook:user:${userId}`, limit: SESSION_RATE }]))) {
    throw new RateLimited(SESSION_MESSAGES.rateLimited, SESSION_RATE.windowSeconds);
  }
  const spot = await spotForAlert(db, input.spotId);
  if (!spot) throw new NotFound(SPOT_NOT_FOUND);
  const startsAt = parisInstant(input.date, input.startHour);
  const endsAt = parisInstant(input.date, input.endHour);
  const [winds, prefs] = await Promise.all([sessionWinds(db, input.spotId, startsAt, endsAt), getPreferences(db, userId)]);
  const row = await insertSession(db, {
    userId,
    spotId: input.spotId,
    day: input.date,
    startHour: input.startHour,
    endHour: input.endHour,
    startsAt,
    endsAt,
    kiteM2: input.kiteM2,
    feel: input.feel,
    note: input.note,
    ...winds,
  });
  return toSessionView({ ...row, spotName: spot.name }, prefs.weightKg);
}

/** Whether a session's winds may still change: its data still kept, not computed since it settled, not just now. */
function unsettled(s: StoredSession, now: Date): boolean {
  const ended = s.endsAt.getTime();
  const checked = s.windsCheckedAt.getTime();
  return now.getTime() - ended < HISTORY_KEEP_DAYS * DAY_MS && checked < ended + SETTLE_AFTER_MS && now.getTime() - checked >= WINDS_RECHECK_MS;
}

/** The rider's sessions, newest first, their winds computed again where they may have changed. */
export async function freshSessions(db: Db, userId: number, now = new Date()): Promise<StoredSession[]> {
  const stored = await sessionsOf(db, userId);
  await Promise.all(
    stored
      .filter((s) => unsettled(s, now))
      .map(async (s) => {
        const winds = await sessionWinds(db, s.spotId, s.startsAt, s.endsAt);
        await updateWinds(db, s.id, winds, now);
        s.forecastKn = winds.forecastKn ?? s.forecastKn;
        s.measuredKn = winds.measuredKn ?? s.measuredKn;
      }),
  );
  return stored;
}

/** GET /api/sessions: the rider's sessions, newest first, with the rule's size for their weight. */
export async function listSessions(db: Db, userId: number, now = new Date()): Promise<SessionView[]> {
  const [sessions, prefs] = await Promise.all([freshSessions(db, userId, now), getPreferences(db, userId)]);
  return sessions.map((s) => toSessionView(s, prefs.weightKg));
}

import type { Db } from "../../../db/client";
import { Conflict } from "../../0-base/errors";
import { analyseKiteShift, SHIFT_MIN_SESSIONS } from "../../1-domain/logbook/kite-shift";
import type { ShiftView } from "../../1-domain/logbook/types";
import { SESSION_MESSAGES } from "../../1-domain/validation/logbook";
import { getPreferences, setKiteShift } from "../../2-stores/users/preferences";
import { freshSessions } from "./sessions";

/*
 * The kite-size shift of « Mes sessions » (docs/decisions/0030-rider-logbook.md): proposed from the rider's newest
 * sessions, applied only as the rider read it, undone at any time. It is the rider's alone: the station correction
 * of the forecast (the models' skill) fixes the wind for everyone and never reads it.
 */
export async function shiftView(db: Db, userId: number, now = new Date()): Promise<ShiftView> {
  const [sessions, prefs] = await Promise.all([freshSessions(db, userId, now), getPreferences(db, userId)]);
  const { usable, analysis } = analyseKiteShift(sessions, prefs.weightKg);
  return { needed: SHIFT_MIN_SESSIONS, usable, analysis, applied: prefs.kiteShift };
}

/**
 * Applies the proposal the rider read: `factor` must be the one proposed now (a session logged or deleted since,
 * or a new weight, changes it: 409, read it again).
 */
export async function applyShift(db: Db, userId: number, factor: number, now = new Date()): Promise<ShiftView> {
  const view = await shiftView(db, userId, now);
  if (!view.analysis?.worthShifting) throw new Conflict(SESSION_MESSAGES.shiftNone);
  if (Math.abs(view.analysis.factor - factor) > 1e-9) throw new Conflict(SESSION_MESSAGES.shiftChanged);
  const prefs = await setKiteShift(db, userId, view.analysis.factor);
  return { ...view, applied: prefs.kiteShift };
}

/** Back to the rule as it is. */
export async function undoShift(db: Db, userId: number, now = new Date()): Promise<ShiftView> {
  await setKiteShift(db, userId, null);
  return shiftView(db, userId, now);
}

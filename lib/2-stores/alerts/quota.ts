import type { Db } from "../../../db/client";
import { giveBack, take } from "../rate-limits/database";

/*
 * The daily cap of alert e-mails: at most DAILY_ALERT_EMAILS per rider and Paris day, whatever
 * their number of alerts, counted by the app's database rate limiter. A slot is taken by one conditional upsert
 * before the send, so two instances delivering at once can never both take the third; a send that fails gives
 * its slot back.
 */
export const DAILY_ALERT_EMAILS = 3;
/** Longer than the Paris day the key names: its counter never starts a new window, and expires after it. */
const DAY_KEY_WINDOW_SECONDS = 3 * 24 * 3600;

export const emailSlotKey = (userId: number, day: string) => `alert-email:${userId}:${day}`;

/** Takes one of the rider's e-mails of `day` ("yyyy-MM-dd", Paris); false when the day's are all used. */
export function takeEmailSlot(db: Db, userId: number, day: string, cap = DAILY_ALERT_EMAILS): Promise<boolean> {
  return take(db, [{ key: emailSlotKey(userId, day), limit: { max: cap, windowSeconds: DAY_KEY_WINDOW_SECONDS } }]);
}

export function giveBackEmailSlot(db: Db, userId: number, day: string): Promise<void> {
  return giveBack(db, [emailSlotKey(userId, day)]);
}

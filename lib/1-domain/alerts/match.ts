import { HOUR_MS } from "../verdict/daylight";
import { addParisDays } from "../../0-base/time";

/*
 * What a new forecast changes for one alert: which windows it already announced are still there,
 * which are new, which are gone. Pure: evaluate.ts reads and writes the rows around it.
 *
 * - The same window is one that moved or grew by less than an hour in the words. Forecasts are hourly,
 *   so a window's edges only ever move by whole hours: read literally, « less than an hour » would match only
 *   an unchanged window, and the smallest possible shift would send an « annulé » and a new message. So the
 *   tolerance is the forecast's step: start and end each within one hour (inclusive) of the announced ones.
 *   It is followed (its times and summary updated), never sent again.
 * - A window found that matches nothing announced is new, and announced only if it has not started yet and
 *   starts within the alert's lead days.
 * - An announced window that has not started and is found no more is cancelled.
 * - An announced window already under way is left alone: never cancelled (the rider may be on the water), and
 *   it stands for any window found overlapping it, so a forecast shifting an hour under way sends nothing.
 */
export const SAME_WINDOW_TOLERANCE_MS = HOUR_MS;

export type Span = { startsAt: Date; endsAt: Date };
export type AnnouncedSpan = Span & { id: number };

export type WindowChanges<A extends AnnouncedSpan, C extends Span> = {
  kept: { announced: A; found: C }[];
  opened: C[];
  cancelled: A[];
};

export function isSameWindow(a: Span, b: Span): boolean {
  return (
    Math.abs(a.startsAt.getTime() - b.startsAt.getTime()) <= SAME_WINDOW_TOLERANCE_MS &&
    Math.abs(a.endsAt.getTime() - b.endsAt.getTime()) <= SAME_WINDOW_TOLERANCE_MS
  );
}

const overlaps = (a: Span, b: Span) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;
const distance = (a: Span, b: Span) =>
  Math.abs(a.startsAt.getTime() - b.startsAt.getTime()) + Math.abs(a.endsAt.getTime() - b.endsAt.getTime());

/**
 * `announced`: the alert's windows not cancelled and not ended at `now`. `found`: the windows of the new
 * forecast (on the alert's days, at least its minimum length), in any order.
 */
export function matchWindows<A extends AnnouncedSpan, C extends Span>(
  announced: readonly A[],
  found: readonly C[],
  now: Date,
  leadDays: number,
): WindowChanges<A, C> {
  const t = now.getTime();
  const free = new Set(found);
  const changes: WindowChanges<A, C> = { kept: [], opened: [], cancelled: [] };
  for (const a of announced) {
    let best: C | undefined;
    for (const c of free) if (isSameWindow(a, c) && (!best || distance(a, c) < distance(a, best))) best = c;
    if (best) {
      free.delete(best);
      changes.kept.push({ announced: a, found: best });
    } else if (a.startsAt.getTime() > t) {
      changes.cancelled.push(a);
    }
  }
  const underway = announced.filter((a) => a.startsAt.getTime() <= t && a.endsAt.getTime() > t);
  const horizon = addParisDays(t, leadDays).getTime(); // calendar days in Paris: 71 or 73 hours across a clock change
  for (const c of free) {
    const start = c.startsAt.getTime();
    if (start > t && start < horizon && !underway.some((a) => overlaps(a, c))) changes.opened.push(c);
  }
  changes.opened.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return changes;
}

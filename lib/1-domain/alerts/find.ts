import { HOUR_MS } from "../verdict/daylight";
import type { JudgedHour } from "../verdict/types";
import type { AlertDays } from "./days";
import { windowRuns } from "../verdict/windows";

/*
 * The windows an alert watches for: runs of consecutive « go » hours (exactly an hour apart, so a
 * missing hour ends a run) lasting at least the alert's minimum, starting on the alert's days: the page's
 * « Navigable » windows (lib/1-domain/verdict/windows.ts), never its « Limite » ones: an alert promises that it
 * navigates. Daylight comes from the verdict itself: a night hour is « no », the first and last hours of
 * light are « marginal », so a run of « go » hours is always in full daylight.
 */
export type FoundWindow<H extends JudgedHour = JudgedHour> = { startsAt: Date; endsAt: Date; hours: H[] };

export { parisWeekday } from "../../0-base/time";

/** Weekend: Saturday and Sunday; weekdays: Monday to Friday (Paris calendar). */
export function onAlertDays(days: AlertDays, weekday: number): boolean {
  if (days === "all") return true;
  const weekend = weekday === 0 || weekday === 6;
  return days === "weekend" ? weekend : !weekend;
}

/**
 * The runs of at least `minHours` consecutive « go » hours among `hours` (sorted by time), cut where one kite no
 * longer fits them all, as the page's windows are (lib/1-domain/verdict/windows.ts), each with its start, its end
 * (the end of its last hour) and its hours. `keep(start)` filters on the first hour.
 */
export function goRuns<H extends JudgedHour>(hours: readonly H[], minHours: number, keep: (first: H) => boolean = () => true): FoundWindow<H>[] {
  return windowRuns(hours, minHours)
    .filter((run) => run[0]!.verdict === "go" && keep(run[0]!))
    .map((run) => ({ startsAt: new Date(run[0]!.time), endsAt: new Date(run.at(-1)!.time + HOUR_MS), hours: run }));
}

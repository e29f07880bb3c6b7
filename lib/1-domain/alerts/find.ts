import { HOUR_MS } from "../verdict/daylight";
import type { JudgedHour } from "../verdict/types";
import type { AlertDays } from "./days";

/*
 * The windows an alert watches for (issue 13): runs of consecutive « go » hours (exactly an hour apart, so a
 * missing hour ends a run) lasting at least the alert's minimum, starting on the alert's days. Stricter than
 * the page's windows (lib/1-domain/verdict/windows.ts), which also take « marginal » hours in: an alert promises that
 * it navigates. Daylight comes from the verdict itself: a night hour is « no », the first and last hours of
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
 * The runs of at least `minHours` consecutive « go » hours among `hours` (sorted by time), each with its
 * start, its end (the end of its last hour) and its hours. `keep(start)` filters on the first hour.
 */
export function goRuns<H extends JudgedHour>(hours: readonly H[], minHours: number, keep: (first: H) => boolean = () => true): FoundWindow<H>[] {
  const out: FoundWindow<H>[] = [];
  let run: H[] = [];
  const close = () => {
    if (run.length >= minHours && keep(run[0]!)) {
      out.push({ startsAt: new Date(run[0]!.time), endsAt: new Date(run.at(-1)!.time + HOUR_MS), hours: run });
    }
    run = [];
  };
  for (const h of hours) {
    const previous = run.at(-1);
    if (previous && h.time - previous.time !== HOUR_MS) close();
    if (h.verdict === "go") run.push(h);
    else close();
  }
  close();
  return out;
}

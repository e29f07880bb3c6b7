/**
 * Helpers on stored tide entries (spec §3): one entry per high or low water, as the API returns them.
 * The entries carry no high/low flag, so whether one is a high or a low is read from its neighbours.
 */
import { PARIS_TIME_ZONE } from "../../0-base/time-zone";
import { formatMetres } from "../../0-base/format";

export type TideEntryLike = {
  tideTime: string | Date;
  height: number;
  coefficient: number | null;
};

export type TideDirection = "rising" | "falling";

// Made at first use (tests/client-bundle.test.ts).
let parisDay: Intl.DateTimeFormat | undefined;
const PARIS_DAY = () => (parisDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: PARIS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }));

function timeOf(entry: TideEntryLike): number {
  return new Date(entry.tideTime).getTime();
}

function byTime<T extends TideEntryLike>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => timeOf(a) - timeOf(b));
}

/** The entry closest in time to `time`, before or after; null when there is none. */
export function findNearestTide<T extends TideEntryLike>(entries: readonly T[], time: Date): T | null {
  let best: T | null = null;
  for (const entry of entries) {
    if (!best || Math.abs(timeOf(entry) - time.getTime()) < Math.abs(timeOf(best) - time.getTime())) best = entry;
  }
  return best;
}

/** The first entry strictly after `time`; null when none is left. */
export function findNextTide<T extends TideEntryLike>(entries: readonly T[], time: Date): T | null {
  return byTime(entries).find((entry) => timeOf(entry) > time.getTime()) ?? null;
}

/** Entries by day in Europe/Paris ("yyyy-MM-dd"), days and entries in time order. */
export function groupTidesByDay<T extends TideEntryLike>(entries: readonly T[]): Record<string, T[]> {
  const days: Record<string, T[]> = {};
  for (const entry of byTime(entries)) {
    const key = PARIS_DAY().format(new Date(entry.tideTime));
    (days[key] ??= []).push(entry);
  }
  return days;
}

/** "4,3 m": metres with one decimal (spec), written the French way by the one formatter. */
export function formatTideHeight(height: number): string {
  return formatMetres(height); // "4,3 m", never "-0,0 m"
}

/**
 * How the water moves from event `a` to the following event `b`: "rising" when `b` is higher (so `a` is
 * a low water and `b` a high), otherwise "falling". After a low water the tide rises, after a high it falls.
 */
export function compareTideHeights(a: TideEntryLike, b: TideEntryLike): TideDirection {
  return b.height > a.height ? "rising" : "falling";
}

function opposite(direction: TideDirection): TideDirection {
  return direction === "rising" ? "falling" : "rising";
}

/**
 * For the hourly tide cell: the nearest event to `time` and whether the water is rising or falling then,
 * read from the events on each side of `time` (or, at the ends of the list, from the two nearest).
 * direction is null with a single entry; the result is null with none.
 */
export function tideDirectionAt<T extends TideEntryLike>(
  entries: readonly T[],
  time: Date,
): { nearest: T; direction: TideDirection | null } | null {
  const sorted = byTime(entries);
  const nearest = findNearestTide(sorted, time);
  if (!nearest) return null;
  if (sorted.length < 2) return { nearest, direction: null };
  const next = sorted.findIndex((entry) => timeOf(entry) > time.getTime());
  let direction: TideDirection;
  if (next === -1) {
    // After the last event: the water moves away from it, the opposite way to how it came.
    direction = opposite(compareTideHeights(sorted[sorted.length - 2], sorted[sorted.length - 1]));
  } else if (next === 0) {
    // Before the first event: the water moves towards it, the opposite way to how it leaves.
    direction = opposite(compareTideHeights(sorted[0], sorted[1]));
  } else {
    direction = compareTideHeights(sorted[next - 1], sorted[next]);
  }
  return { nearest, direction };
}

import { parisDayKey } from "../../0-base/time";
import type { FindingCode as ReasonCode } from "./messages-summary";
import type { LineHour } from "./today-line";
import type { Verdict } from "./types";

const RANK: Record<Verdict, number> = { go: 2, marginal: 1, no: 0 };

/** A Paris day at a glance: its best verdict and, when that is not « go », the main reason of its best hours. */
export type DayGlance = { day: string; verdict: Verdict; reason: ReasonCode | null };

/**
 * The main reason of a day: the most frequent reason among its best hours (ties: the first met, in the rules'
 * order), « Nuit » only when nothing else stands in the way (every day of November is half night); « go » for a
 * day with a « go » hour; null when the hours carry no reason codes.
 */
export function mainReason(hours: readonly LineHour[]): ReasonCode | null {
  let best: Verdict = "no";
  for (const h of hours) if (RANK[h.verdict] > RANK[best]) best = h.verdict;
  if (best === "go" && hours.length) return "go";
  const counts = new Map<ReasonCode, number>();
  for (const h of hours) {
    if (h.verdict !== best) continue;
    for (const code of h.codes ?? []) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  if (counts.size > 1) counts.delete("night");
  let main: ReasonCode | null = null;
  for (const [code, n] of counts) if (main === null || n > counts.get(main)!) main = code;
  return main;
}

/** Each Paris day of the hours (any order), in day order, at a glance: what home's « Vos spots cette semaine » shows. */
export function daysAtAGlance(hours: readonly LineHour[]): DayGlance[] {
  const days = new Map<string, LineHour[]>();
  for (const h of hours) {
    const key = parisDayKey(h.forecastDate);
    const list = days.get(key);
    if (list) list.push(h);
    else days.set(key, [h]);
  }
  return [...days.keys()].sort().map((day) => {
    const list = days.get(day)!;
    let verdict: Verdict = "no";
    for (const h of list) if (RANK[h.verdict] > RANK[verdict]) verdict = h.verdict;
    return { day, verdict, reason: mainReason(list) };
  });
}

import { parisDayKey } from "../../0-base/time";
import type { HourVerdict, Verdict } from "./types";

const RANK: Record<Verdict, number> = { go: 2, marginal: 1, no: 0 };

/**
 * The best verdict of each Paris calendar day ("yyyy-MM-dd" → verdict), in day order: what the home page's
 * grid of favourite spots shows per day. A day with any « go » hour is « go ».
 */
export function bestVerdictByDay(hours: readonly Pick<HourVerdict, "forecastDate" | "verdict">[]): [string, Verdict][] {
  const days = new Map<string, Verdict>();
  for (const h of hours) {
    const day = parisDayKey(h.forecastDate);
    const seen = days.get(day);
    if (seen === undefined || RANK[h.verdict] > RANK[seen]) days.set(day, h.verdict);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

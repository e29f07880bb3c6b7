import { WEEK_REASON_WORDS } from "./messages";
import type { JudgedHour } from "./types";
import { hoursInSpan, WINDOW_DAYS } from "./windows";

/** How many reasons « Aucun créneau cette semaine » is followed by. */
const WEEK_REASONS_SHOWN = 2;

/**
 * Why a week has no window: the words of the blocking reasons found most often over its daylight hours (night is
 * no news), most frequent first; reasons sharing a word (« trop peu de vent ») count together.
 */
export function weekReasons(hours: readonly JudgedHour[], now: Date, count = WEEK_REASONS_SHOWN, days = WINDOW_DAYS): string[] {
  const tally = new Map<string, number>();
  for (const h of hoursInSpan(hours, now, days)) {
    if (h.verdict === "go") continue;
    const words = new Set<string>();
    for (const f of h.findings) {
      if (h.verdict === "no" && f.severity !== "no") continue;
      const word = WEEK_REASON_WORDS[f.code];
      if (word) words.add(word);
    }
    for (const word of words) tally.set(word, (tally.get(word) ?? 0) + 1);
  }
  return [...tally.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([word]) => word);
}

import type { SpotKnowledge } from "../spots/knowledge-types";
import type { RiderPreferences } from "../validation/preferences";
import type { HourFacts } from "./hour";
import { NOTES } from "./messages";
import { judgeSpotHours, toHourVerdict } from "./spot-hours";
import { todayLine, type TodayLine } from "./today-line";
import type { HourVerdict, JudgedHour, VerdictWindow } from "./types";
import { weekReasons } from "./week-reasons";
import { findWindows } from "./windows";

/** The week's windows and, when there is none, why (the most frequent blocking reasons of its daylight hours). */
export type WeekWindows = { windows: VerdictWindow[]; whyNone: string[] };

/** The rider's windows over the next seven days in date order, the best marked; until « Mes conditions » are saved, they say so. */
export function weekOf(hours: readonly JudgedHour[], prefs: RiderPreferences, now: Date): WeekWindows {
  const windows = findWindows(hours, now);
  if (!prefs.saved) for (const w of windows) w.reasons.push(NOTES.defaults);
  return { windows, whyNone: windows.length ? [] : weekReasons(hours, now) };
}

/** Everything a forecast page shows of one rider: each hour's verdict, the week's windows, « Aujourd'hui ». */
export type RiderForecast = WeekWindows & { verdicts: HourVerdict[]; line: TodayLine | null };

/**
 * A spot's hours judged for a rider, from facts every rider shares (computed once on the server) and the rider's own
 * conditions: pure, so the browser runs it — the rider's parts of a shared page, offline too (docs/decisions/0033).
 */
export function riderForecast(facts: readonly HourFacts[], knowledge: Pick<SpotKnowledge, "level" | "tide" | "water">, prefs: RiderPreferences, now: Date): RiderForecast {
  const hours = judgeSpotHours(facts, knowledge, prefs);
  const verdicts = hours.map(toHourVerdict);
  const week = weekOf(hours, prefs, now);
  return { ...week, verdicts, line: verdicts.length ? todayLine(verdicts, week.windows, now.getTime()) : null };
}

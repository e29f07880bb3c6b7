import { formatKn } from "../../0-base/format";
import type { WaterState } from "../spots/knowledge-types";
import { REPORT_TEXT, REPORT_WATER_LABELS, REPORT_WIND_LABELS } from "./messages-report";
import type { ReportWind } from "./report-kinds";

/*
 * A report as riders read it, without its schemas (./report.ts): the live block of a forecast page loads this only,
 * not zod.
 */
type ReportShown = { windKn: number; wind: ReportWind; water: WaterState; kiteM2: number; at: string };

/** A report is « fresh » this long after the session it tells: the live block shows it until then. */
export const REPORT_FRESH_MS = 3 * 3_600_000;

/** How long ago, in the chat's words: « à l'instant », « il y a 20 min », « il y a 2 h 05 », « il y a 3 j ». */
export function reportAge(atIso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(atIso)) / 60_000));
  if (minutes < 1) return REPORT_TEXT.now;
  if (minutes < 60) return REPORT_TEXT.minutesAgo(minutes);
  if (minutes < 24 * 60) return REPORT_TEXT.hoursAgo(Math.floor(minutes / 60), minutes % 60);
  return REPORT_TEXT.daysAgo(Math.floor(minutes / (24 * 60)));
}

/** The report in one line: « 18 nds établis, clapot, 9 m, il y a 20 min ». */
export function reportLine(report: ReportShown, now: Date): string {
  return `${formatKn(report.windKn)} nds ${REPORT_WIND_LABELS[report.wind]}, ${REPORT_WATER_LABELS[report.water]}, ${formatKn(report.kiteM2)} m, ${reportAge(report.at, now)}`;
}

/** Whether a report still tells of the last REPORT_FRESH_MS. */
export const isFresh = (report: Pick<ReportShown, "at">, now: Date): boolean => now.getTime() - Date.parse(report.at) <= REPORT_FRESH_MS;

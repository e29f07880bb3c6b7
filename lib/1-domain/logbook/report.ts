import { formatKn } from "../../0-base/format";
import { z } from "../../0-base/zod";
import { WATER_STATES } from "../spots/knowledge-types";
import { REPORT_TEXT, REPORT_WATER_LABELS, REPORT_WIND_LABELS } from "./messages-report";
import { REPORT_WINDS, type ReportWind } from "./report-kinds";

/*
 * A logged session told in its spot's chat as a structured report (docs/decisions/0030-rider-logbook.md): the rider
 * gives the wind they had, steady or gusty, and the water; the service adds the session's kite and when it ended,
 * read from the stored session, never from the client. Stored as a chat message of type « report », content JSON.
 */
export { REPORT_WINDS, type ReportWind };

/** A report is « fresh » this long after the session it tells: the live block shows it until then. */
export const REPORT_FRESH_MS = 3 * 3_600_000;
export const REPORT_MAX_WIND_KN = 80;
/** The live block lists at most this many fresh reports. */
export const REPORT_LIVE_LIMIT = 5;

const round1 = (n: number) => Math.round(n * 10) / 10;

const invalid = REPORT_TEXT.invalid;
const fields = {
  sessionId: z.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid),
  windKn: z.number(invalid).min(0, invalid).max(REPORT_MAX_WIND_KN, invalid).transform(round1),
  wind: z.enum(REPORT_WINDS, invalid),
  water: z.enum(WATER_STATES, invalid),
};

/** What the rider sends: SEND_MESSAGE's content for type « report », as JSON text. */
export const ReportInputSchema = z.strictObject(fields, invalid);
export type ReportInput = z.output<typeof ReportInputSchema>;

/** SEND_MESSAGE's `content` for a report: JSON text holding a ReportInput; every failure is one French sentence. */
export const ReportInputTextSchema = z
  .string(invalid)
  .max(500, invalid)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: invalid });
      return undefined;
    }
  })
  .pipe(ReportInputSchema);

/** What is stored and shown: the input, the session's kite, and the instant it tells of (ISO 8601). */
export const ReportContentSchema = z.object({
  ...fields,
  kiteM2: z.number().positive(),
  at: z.string().refine((s) => !Number.isNaN(Date.parse(s))),
});
export type ReportContent = z.output<typeof ReportContentSchema>;

/** A stored report's content, or null when it cannot be read (never shown as raw JSON). */
export function parseReport(content: string): ReportContent | null {
  try {
    const parsed = ReportContentSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** How long ago, in the chat's words: « à l'instant », « il y a 20 min », « il y a 2 h 05 », « il y a 3 j ». */
export function reportAge(atIso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(atIso)) / 60_000));
  if (minutes < 1) return REPORT_TEXT.now;
  if (minutes < 60) return REPORT_TEXT.minutesAgo(minutes);
  if (minutes < 24 * 60) return REPORT_TEXT.hoursAgo(Math.floor(minutes / 60), minutes % 60);
  return REPORT_TEXT.daysAgo(Math.floor(minutes / (24 * 60)));
}

/** The report in one line: « 18 nds établis, clapot, 9 m, il y a 20 min ». */
export function reportLine(report: ReportContent, now: Date): string {
  return `${formatKn(report.windKn)} nds ${REPORT_WIND_LABELS[report.wind]}, ${REPORT_WATER_LABELS[report.water]}, ${formatKn(report.kiteM2)} m, ${reportAge(report.at, now)}`;
}

/** Whether a report still tells of the last REPORT_FRESH_MS. */
export const isFresh = (report: Pick<ReportContent, "at">, now: Date): boolean => now.getTime() - Date.parse(report.at) <= REPORT_FRESH_MS;

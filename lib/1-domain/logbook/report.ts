import { z } from "../../0-base/zod";
import { WATER_STATES } from "../spots/knowledge-types";
import { REPORT_TEXT } from "./messages-report";
import { REPORT_WINDS, type ReportWind } from "./report-kinds";

/*
 * A logged session told in its spot's chat as a structured report (docs/decisions/0030-rider-logbook.md): the rider
 * gives the wind they had, steady or gusty, and the water; the service adds the session's kite and when it ended,
 * read from the stored session, never from the client. Stored as a chat message of type « report », content JSON.
 */
export { REPORT_WINDS, type ReportWind };

export { REPORT_FRESH_MS } from "./report-line";
const REPORT_MAX_WIND_KN = 80;
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
export { isFresh, reportAge, reportLine } from "./report-line";

/** A stored report's content, or null when it cannot be read (never shown as raw JSON). */
export function parseReport(content: string): ReportContent | null {
  try {
    const parsed = ReportContentSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}


import type { Db } from "../../../db/client";
import { isFresh, parseReport, REPORT_FRESH_MS, REPORT_LIVE_LIMIT, type ReportContent, type ReportInput } from "../../1-domain/logbook/report";
import { REPORT_TEXT } from "../../1-domain/logbook/messages-report";
import type { RiderReport } from "../../1-domain/logbook/types";
import { SESSION_MESSAGES } from "../../1-domain/validation/logbook";
import { reportMessagesSince } from "../../2-stores/chat/store";
import { sessionOf } from "../../2-stores/logbook/store";

/*
 * A logged session told in its spot's chat (docs/decisions/0030-rider-logbook.md). The realtime service composes
 * the stored report from what the rider reports and from their stored session (its kite, when it ended), and keys
 * it by the session: a report sent again is the first one, never a second.
 */
export type ComposedReport = { ok: true; content: string; clientId: string } | { ok: false; message: string };

/** The report's message content and idempotency key, or why it is refused (French): not the rider's session, another spot. */
export async function composeReport(db: Db, userId: number, channelId: number, input: ReportInput, now = new Date()): Promise<ComposedReport> {
  const session = await sessionOf(db, userId, input.sessionId);
  if (!session) return { ok: false, message: SESSION_MESSAGES.notFound };
  if (session.spotId !== channelId) return { ok: false, message: REPORT_TEXT.wrongSpot };
  // A session still under way is told as of now.
  const at = new Date(Math.min(session.endsAt.getTime(), now.getTime()));
  const content: ReportContent = { ...input, kiteM2: session.kiteM2, at: at.toISOString() };
  return { ok: true, content: JSON.stringify(content), clientId: `report-${session.id}` };
}

/**
 * The spot's fresh reports (telling of the last REPORT_FRESH_MS), newest first, at most REPORT_LIVE_LIMIT: what the
 * live block shows, as riders' reports with their age, where the spot has no station. A report is posted after the
 * hours it tells of, so the messages stored since the freshness limit hold every fresh one.
 */
export async function freshReports(db: Db, spotId: number, now = new Date()): Promise<RiderReport[]> {
  const since = new Date(now.getTime() - REPORT_FRESH_MS);
  const rows = await reportMessagesSince(db, spotId, since, REPORT_LIVE_LIMIT * 4);
  const out: RiderReport[] = [];
  for (const row of rows) {
    const report = parseReport(row.content);
    if (report && isFresh(report, now)) out.push({ ...report, id: row.id, username: row.username, createdAt: row.createdAt.toISOString() });
  }
  return out.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, REPORT_LIVE_LIMIT);
}

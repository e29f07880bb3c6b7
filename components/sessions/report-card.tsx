"use client";

import { REPORT_TEXT } from "@/lib/1-domain/logbook/messages-report";
import { parseReport, reportLine } from "@/lib/1-domain/logbook/report";
import { useMinuteClock } from "./use-minute-clock";

/**
 * A session told in the chat (a « report » message), as a card in its bubble: « Compte rendu de session » and
 * « 18 nds établis, clapot, 9 m, il y a 20 min ». Its content is JSON: never shown raw.
 */
export function ReportCard({ content }: { content: string }) {
  const now = useMinuteClock();
  const report = parseReport(content);
  if (!report) return <p className="text-sm italic opacity-80">{REPORT_TEXT.unreadable}</p>;
  return (
    <div data-slot="chat-report" className="space-y-0.5">
      <p className="text-[11px] font-semibold tracking-wide uppercase opacity-80">{REPORT_TEXT.cardTitle}</p>
      <p className="text-sm font-semibold">{reportLine(report, now)}</p>
    </div>
  );
}

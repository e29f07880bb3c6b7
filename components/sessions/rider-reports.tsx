"use client";

import { useQuery } from "@tanstack/react-query";
import { REPORT_TEXT } from "@/lib/1-domain/logbook/messages-report";
import { reportLine } from "@/lib/1-domain/logbook/report-line";
import type { RiderReport } from "@/lib/1-domain/logbook/types";
import { getJson } from "@/lib/browser/api/client";
import { useMinuteClock } from "./use-minute-clock";

/** Asked again this often while the page is open: riders post as they come off the water. */
const RIDER_REPORTS_REFRESH_MS = 2 * 60_000;

/**
 * « Rapports de riders » (docs/decisions/0030-rider-logbook.md): for the live block of a spot without a station, the
 * sessions riders told in its chat over the last 3 hours (GET /api/spots/{id}/reports), each with its age, marked as
 * riders' reports and never as a measurement. Draws nothing while there is none.
 */
export function RiderReports({ spotId }: { spotId: number }) {
  const now = useMinuteClock();
  const { data } = useQuery({
    queryKey: [`/api/spots/${spotId}/reports`],
    queryFn: getJson<{ reports: RiderReport[] }>(`/api/spots/${spotId}/reports`),
    refetchInterval: RIDER_REPORTS_REFRESH_MS,
    staleTime: RIDER_REPORTS_REFRESH_MS / 2,
  });
  const reports = data?.reports ?? [];
  if (!reports.length) return null;
  return (
    <section aria-labelledby={`rider-reports-${spotId}`} className="mt-2 space-y-1.5 rounded-md border border-dashed border-primary/40 bg-primary/5 p-2.5" data-testid="rider-reports">
      <h3 id={`rider-reports-${spotId}`} className="text-xs font-semibold tracking-wide text-primary uppercase">
        {REPORT_TEXT.ridersTitle}
      </h3>
      <ul className="space-y-1">
        {reports.map((r) => (
          <li key={r.id} className="text-sm">
            <span className="font-semibold">{reportLine(r, now)}</span> <span className="text-muted-foreground">{REPORT_TEXT.by(r.username)}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{REPORT_TEXT.ridersHint}</p>
    </section>
  );
}

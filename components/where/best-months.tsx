"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarRange } from "lucide-react";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/0-base/utils";
import { getJson } from "@/lib/browser/api/client";
import { BEST_MONTHS, MONTH_INITIALS } from "@/lib/1-domain/where/messages";
import { monthVerdict } from "@/lib/1-domain/where/rank";
import type { Verdict } from "@/lib/1-domain/verdict/types";

/* GET /api/spots/{id}/months, as the browser reads it. */
type MonthStat = { month: number; rideableDays: number; days: number };
type SpotMonths = { years: [number, number]; months: MonthStat[] } | { reason: string };

const BAR_COLOURS: Record<Verdict, string> = { go: "bg-wind-good", marginal: "bg-wind-strong", no: "bg-wind-calm-foreground/40" };

const share = (m: MonthStat) => (m.days ? m.rideableDays / m.days : 0);

/**
 * « Meilleurs mois » on the spot sheet: for this rider, each month's share of days that gave a session
 * at the spot in its wind history, as bars; a month tapped (the best one at first) in a sentence; the years it
 * rests on, and that it is history, not a forecast. Needs the signed-in pages' QueryProvider.
 */
export function BestMonths({ spotId }: { spotId: number }) {
  const url = `/api/spots/${spotId}/months`;
  const query = useQuery({ queryKey: [url], queryFn: getJson<SpotMonths>(url) });
  const [chosen, setChosen] = useState<number | null>(null);
  const data = query.data;

  let body;
  if (query.isPending) {
    body = (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner aria-hidden /> {BEST_MONTHS.loading}
      </p>
    );
  } else if (query.isError || !data) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {BEST_MONTHS.failed}
      </p>
    );
  } else if ("reason" in data) {
    body = <p className="text-sm text-muted-foreground">{data.reason}</p>;
  } else {
    const best = data.months.reduce((a, b) => (share(b) > share(a) ? b : a), data.months[0]!);
    const shown = data.months.find((m) => m.month === chosen) ?? best;
    body = (
      <div className="space-y-3">
        <div className="flex h-32 items-end gap-1 sm:gap-1.5" role="group" aria-label={BEST_MONTHS.title}>
          {data.months.map((m) => (
            <button
              key={m.month}
              type="button"
              aria-label={BEST_MONTHS.barLabel(m.month, m.rideableDays, m.days)}
              aria-pressed={m.month === shown.month}
              onClick={() => setChosen(m.month)}
              className="group flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1 rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span
                className={cn("w-full rounded-t-sm", BAR_COLOURS[monthVerdict(m.rideableDays, m.days)], m.month === shown.month ? "opacity-100" : "opacity-70 group-hover:opacity-100")}
                style={{ height: `${Math.max(2, Math.round(share(m) * 100))}%` }}
              />
              <span className={cn("text-xs tabular-nums", m.month === shown.month ? "font-bold text-foreground" : "text-muted-foreground")}>{MONTH_INITIALS[m.month - 1]}</span>
            </button>
          ))}
        </div>
        <p className="font-medium" aria-live="polite" data-testid="best-months-sentence">
          {share(best) > 0 ? BEST_MONTHS.sentence(shown.month, shown.rideableDays, shown.days) : BEST_MONTHS.none}
        </p>
        <p className="text-sm text-muted-foreground">{BEST_MONTHS.basis(data.years[0], data.years[1])}</p>
        <p className="text-xs text-muted-foreground">{BEST_MONTHS.rule}</p>
      </div>
    );
  }

  return (
    <section aria-labelledby={`best-months-${spotId}`} className="space-y-3 rounded-xl border bg-card px-4 py-3 shadow-sm sm:px-6" data-testid="best-months">
      <h2 id={`best-months-${spotId}`} className="flex items-center gap-2 text-lg font-semibold">
        <CalendarRange aria-hidden className="size-5 text-primary" />
        {BEST_MONTHS.title}
      </h2>
      {body}
    </section>
  );
}

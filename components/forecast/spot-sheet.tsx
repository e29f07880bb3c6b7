import { ChevronDown } from "lucide-react";
import { SPOT_SHEET, sectorLabel, WATER_BODY_LABELS } from "@/lib/1-domain/forecast/verdict-ui";
import type { SpotKnowledge } from "@/lib/1-domain/spots/knowledge-types";
import { compassPoint, formatMonthDay } from "@/lib/0-base/format";

/** « Fiche du spot » (issue 11): level, water, rideable directions, seasonal ban and sources, folded by default. */
export function SpotSheet({ spot }: { spot: SpotKnowledge }) {
  const rows: [string, string][] = [
    [SPOT_SHEET.level, spot.level],
    [SPOT_SHEET.water, `${WATER_BODY_LABELS[spot.waterBody]}, ${spot.water}`],
    [SPOT_SHEET.rideable, spot.rideableSectors.map((s) => sectorLabel(compassPoint(s.from), compassPoint(s.to))).join(", ")],
    [
      SPOT_SHEET.ban,
      spot.seasonalBan ? `du ${formatMonthDay(spot.seasonalBan.from)} au ${formatMonthDay(spot.seasonalBan.to)} : ${spot.seasonalBan.note}` : SPOT_SHEET.noBan,
    ],
  ];
  if (spot.tide.note) rows.push([SPOT_SHEET.tide, spot.tide.note]);
  return (
    <details className="rounded-xl border bg-card px-4 py-2 text-sm shadow-sm sm:px-6" data-testid="spot-sheet">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between font-semibold [&::-webkit-details-marker]:hidden">
        {SPOT_SHEET.title}
        {/* The fold's mark, turned when open. */}
        <ChevronDown aria-hidden className="size-5 text-primary transition-transform [[open]>summary>&]:rotate-180" />
      </summary>
      <dl className="grid gap-x-4 gap-y-1 pb-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="mb-1 first-letter:uppercase sm:mb-0">{value}</dd>
          </div>
        ))}
        {spot.sources.length > 0 && (
          <div className="contents">
            <dt className="text-muted-foreground">{SPOT_SHEET.sources}</dt>
            <dd>
              <ul className="space-y-1">
                {spot.sources.map((s) => (
                  <li key={s.url}>
                    <a href={s.url} className="text-primary underline underline-offset-4" rel="noopener noreferrer" target="_blank">
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </details>
  );
}

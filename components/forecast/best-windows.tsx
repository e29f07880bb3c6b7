import { dayTitle } from "@/lib/1-domain/forecast/days";
import { parisTime } from "@/lib/0-base/time";
import {
  BEST_WINDOW,
  CONFIDENCE_LABELS,
  NO_WINDOW,
  VERDICT_LABELS,
  WINDOWS_TITLE,
  weekReasonsText,
  windowKit,
  windowWind,
} from "@/lib/1-domain/forecast/verdict-ui";
import { compassPoint, formatKn, formatRange } from "@/lib/0-base/format";
import type { VerdictWindow } from "@/lib/1-domain/verdict/types";
import { compareWindows } from "@/lib/1-domain/verdict/windows";
import { cn } from "@/lib/0-base/utils";
import { VERDICT_CLASSES } from "./verdict-cell";

/** How many windows the section lists: the best of the week, not all of them. */
const WINDOWS_SHOWN = 3;

/**
 * « Meilleurs créneaux »: the rider's best windows of the week at this spot (lib/1-domain/verdict/windows.ts), in
 * date order with the best one marked; without any, why (the week's most frequent reasons).
 */
export function BestWindows({ windows, whyNone = [] }: { windows: VerdictWindow[]; whyNone?: string[] }) {
  const shown = [...windows]
    .sort(compareWindows)
    .slice(0, WINDOWS_SHOWN)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return (
    <section aria-labelledby="windows-title" className="rounded-xl border bg-card px-4 py-3 shadow-sm sm:px-6" data-testid="best-windows">
      <h2 id="windows-title" className="text-lg font-semibold">
        {WINDOWS_TITLE}
      </h2>
      {windows.length === 0 ? (
        <p className="mt-1 text-muted-foreground">
          {NO_WINDOW}
          {whyNone.length ? <span data-testid="why-none"> : {weekReasonsText(whyNone)}</span> : null}
        </p>
      ) : (
        <ul className="mt-2 divide-y">
          {shown.map((w) => (
            <li key={w.start} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2" data-testid="window" data-best={w.best || undefined}>
              <span className={cn("rounded px-2 py-0.5 text-sm font-bold", VERDICT_CLASSES[w.verdict])}>{VERDICT_LABELS[w.verdict]}</span>
              {w.best ? (
                <span className="rounded-full border border-primary px-2 py-0.5 text-sm font-semibold text-primary">{BEST_WINDOW}</span>
              ) : null}
              <span className="font-semibold first-letter:uppercase">
                {dayTitle(w.start)}, {formatRange(parisTime(w.start), parisTime(w.end))}
              </span>
              <span className="tabular-nums">
                {windowWind(formatKn(w.avgWindKn), formatKn(w.maxGustKn))} · {compassPoint(w.directionDeg)}
              </span>
              <span className="text-sm font-medium">{windowKit(w.kiteSizeM2 === null ? null : formatKn(w.kiteSizeM2), CONFIDENCE_LABELS[w.confidence])}</span>
              <span className="basis-full text-sm text-muted-foreground">{w.reasons.join(" · ")}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

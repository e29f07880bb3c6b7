import { dayTitle } from "@/lib/1-domain/forecast/days";
import { parisTime } from "@/lib/0-base/time";
import { NO_WINDOW, VERDICT_LABELS, WINDOWS_TITLE, windowWind } from "@/lib/1-domain/forecast/verdict-ui";
import { compassPoint, formatKn } from "@/lib/0-base/format";
import type { VerdictWindow } from "@/lib/1-domain/verdict/types";
import { cn } from "@/lib/0-base/utils";
import { VERDICT_CLASSES } from "./verdict-cell";

/** How many windows the section lists: the best of the week, not all of them. */
export const WINDOWS_SHOWN = 3;

/** « Meilleurs créneaux »: the rider's best windows of the week at this spot, best first (lib/1-domain/verdict/windows.ts). */
export function BestWindows({ windows }: { windows: VerdictWindow[] }) {
  return (
    <section aria-labelledby="windows-title" className="rounded-xl border bg-card px-4 py-3 shadow-sm sm:px-6" data-testid="best-windows">
      <h2 id="windows-title" className="text-lg font-semibold">
        {WINDOWS_TITLE}
      </h2>
      {windows.length === 0 ? (
        <p className="mt-1 text-muted-foreground">{NO_WINDOW}</p>
      ) : (
        <ul className="mt-2 divide-y">
          {windows.slice(0, WINDOWS_SHOWN).map((w) => (
            <li key={w.start} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2" data-testid="window">
              <span className={cn("rounded px-2 py-0.5 text-sm font-bold", VERDICT_CLASSES[w.verdict])}>{VERDICT_LABELS[w.verdict]}</span>
              <span className="font-semibold first-letter:uppercase">
                {dayTitle(w.start)}, {parisTime(w.start)} – {parisTime(w.end)}
              </span>
              <span className="tabular-nums">
                {windowWind(formatKn(w.avgWindKn), formatKn(w.maxGustKn))} · {compassPoint(w.directionDeg)}
              </span>
              <span className="basis-full text-sm text-muted-foreground">{w.reasons.join(" · ")}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

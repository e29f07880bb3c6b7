import { ARROW_UP_PATH } from "@/components/ui/arrow-path";
import { knotsLabel, LIVE_WIND_TITLE } from "@/lib/1-domain/live-wind/messages-card";
import type { LiveSummary } from "@/lib/3-features/live-wind/summary";
import { windColorBand } from "@/lib/1-domain/wind/color-band";
import { arrowRotation, cardinalLetters, directionTooltip } from "@/lib/1-domain/wind/direction";
import { cn } from "@/lib/0-base/utils";

/** The measured wind's chip colours: the forecast table's bands (app/globals.css). */
const BAND_CLASSES = {
  grey: "bg-wind-calm text-wind-calm-foreground",
  green: "bg-wind-good text-wind-good-foreground",
  yellow: "bg-wind-strong text-wind-strong-foreground",
  red: "bg-wind-danger text-wind-danger-foreground",
} as const;

/** « Vent mesuré 14,2 nds ↗ ONO » from the spot's nearest station; nothing without one. */
export function LiveChip({ live }: { live: LiveSummary }) {
  const band = windColorBand(live.windAvgKn);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground" data-testid="spot-live-wind">
      <span>{LIVE_WIND_TITLE}</span>
      <span className={cn("rounded px-1.5 py-0.5 text-sm font-bold tabular-nums", BAND_CLASSES[band], live.stale && "opacity-60")} data-band={band}>
        {knotsLabel(live.windAvgKn)}
      </span>
      {live.directionDeg !== null && (
        <span className="inline-flex items-center gap-0.5 font-semibold text-foreground" title={directionTooltip(live.directionDeg)}>
          <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" className="size-4" style={{ transform: `rotate(${arrowRotation(live.directionDeg)}deg)` }}>
            <path d={ARROW_UP_PATH} />
          </svg>
          {cardinalLetters(live.directionDeg)}
        </span>
      )}
    </p>
  );
}

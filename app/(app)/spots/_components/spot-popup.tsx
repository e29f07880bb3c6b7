import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { VERDICT_CLASSES } from "@/components/forecast/verdict-cell";
import { POPUP_FORECAST_LINK, POPUP_TODAY, TONE_LABELS } from "@/lib/1-domain/map/messages";
import { toneOf } from "@/lib/1-domain/map/tones";
import type { LiveSummary } from "@/lib/3-features/live-wind/summary";
import type { SpotListItem } from "@/lib/1-domain/spots/types";
import type { Verdict } from "@/lib/1-domain/verdict/types";
import { cn } from "@/lib/0-base/utils";
import { LiveChip } from "./live-chip";

/** A marker's card: the spot's name, today's verdict, its live wind where it has a station, and the way to its forecast. */
export function SpotPopup({ spot, verdict, live }: { spot: SpotListItem; verdict: Verdict | null | undefined; live?: LiveSummary }) {
  const tone = toneOf(verdict);
  return (
    <div className="space-y-2.5 text-card-foreground" data-testid="map-popup">
      <h2 data-popup-title tabIndex={-1} className="pr-7 text-base leading-snug font-semibold text-balance outline-none">
        {spot.name}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{POPUP_TODAY}</span>
        <span className={cn("rounded px-1.5 py-0.5 text-sm font-bold", tone === "none" ? "bg-muted text-muted-foreground" : VERDICT_CLASSES[tone])} data-verdict={tone}>
          {TONE_LABELS[tone]}
        </span>
      </p>
      {live && <LiveChip live={live} />}
      <Link href={`/spots/${spot.id}/weather`} className={cn(buttonVariants(), "alize-popup-link min-h-11 w-full")}>
        {POPUP_FORECAST_LINK}
      </Link>
    </div>
  );
}

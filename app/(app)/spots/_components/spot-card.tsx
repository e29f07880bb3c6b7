import Link from "next/link";
import type { ReactNode } from "react";
import { FavoriteButton } from "@/components/spots/favorite-button";
import { buttonVariants } from "@/components/ui/button";
import { formatCoordinates, mapsUrl } from "@/lib/spots/format";
import type { SpotListItem } from "@/lib/spots/types";
import type { LiveSummary } from "@/lib/live-wind/summary";
import { knotsLabel, LIVE_WIND_TITLE } from "@/lib/live-wind/labels";
import { windColorBand } from "@/lib/wind/color-band";
import { arrowRotation, cardinalLetters, directionTooltip } from "@/lib/wind/direction";
import { cn } from "@/lib/utils";

/*
 * One spot: name and position, the star in the corner, the description, then its two ways out. Kept to a
 * dozen elements: the page lists every spot of France (80+ cards) and a phone hydrates each of them.
 */
/** The measured wind's chip colours: the forecast table's bands (app/globals.css). */
const BAND_CLASSES = {
  grey: "bg-wind-calm text-wind-calm-foreground",
  green: "bg-wind-good text-wind-good-foreground",
  yellow: "bg-wind-strong text-wind-strong-foreground",
  red: "bg-wind-danger text-wind-danger-foreground",
} as const;

/** « Vent mesuré 14,2 nds ↗ ONO » from the spot's nearest station (issue 12); nothing without one. */
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
            <path d="M12 20V4M5 11l7-7 7 7" />
          </svg>
          {cardinalLetters(live.directionDeg)}
        </span>
      )}
    </p>
  );
}

export function SpotCard({ spot, live, star }: { spot: SpotListItem; live?: LiveSummary; star: ReactNode }) {
  const titleId = `spot-${spot.id}-title`;
  return (
    <li className="list-none">
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col rounded-xl border bg-card text-card-foreground shadow-sm transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md"
    >
      <div className="flex items-start gap-2 px-5 pt-4">
        <div className="min-w-0 flex-1 pt-1.5">
          <h2 id={titleId} className="text-lg leading-snug font-semibold text-balance">
            {spot.name}
          </h2>
          <p className="mt-1 text-xs text-muted-foreground tabular-nums">{formatCoordinates(spot)}</p>
          {live && <LiveChip live={live} />}
        </div>
        <FavoriteButton spotId={spot.id} spotName={spot.name} isFavorite={spot.isFavorite} star={star} className="-mr-2" />
      </div>
      <p className="mt-3 line-clamp-4 flex-1 px-5 text-sm leading-relaxed text-muted-foreground">{spot.description}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t px-5 py-2">
        <Link href={`/spots/${spot.id}/weather`} className={cn(buttonVariants(), "min-h-11")}>
          Voir les prévisions
        </Link>
        <a
          href={mapsUrl(spot)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Voir sur Maps : ${spot.name} (nouvel onglet)`}
          className="-mr-2 inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Voir sur Maps ↗
        </a>
      </div>
      </article>
    </li>
  );
}

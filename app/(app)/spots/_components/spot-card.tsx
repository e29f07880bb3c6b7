import Link from "next/link";
import type { ReactNode } from "react";
import type { LiveSummary } from "@/lib/live-wind/summary";
import { LiveChip } from "./live-chip";
import { CardDescription, CardFavorite, CardLiveChip } from "./spot-list-state";
import { buttonVariants } from "@/components/ui/button";
import { formatCoordinates, mapsUrl } from "@/lib/spots/format";
import type { SpotListItem } from "@/lib/spots/types";
import { cn } from "@/lib/utils";

/*
 * One spot: name and position, the star in the corner, the description, then its two ways out. Kept to a
 * dozen elements: the page lists every spot of France (168 cards). Rendered on the server (page.tsx hands the
 * cards to the list, which only chooses which to show): only the star and the live wind, which change in the
 * browser, are client parts, reading the list's state (./spot-list-state.tsx), and so is the description, which the
 * list's data already carries.
 */
export function SpotCard({ spot, live, star }: { spot: SpotListItem; live?: LiveSummary; star: ReactNode }) {
  const titleId = `spot-${spot.id}-title`;
  return (
    <li className="spot-card-item list-none">
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
          <CardLiveChip spotId={spot.id} initial={live}>
            {live && <LiveChip live={live} />}
          </CardLiveChip>
        </div>
        <CardFavorite spotId={spot.id} spotName={spot.name} star={star} />
      </div>
      {/* Not stretched (flex-1 showed a fifth line under the clamp's « … » in a row's taller cards): the footer
          goes down instead (mt-auto). */}
      <p className="mt-3 mb-4 line-clamp-4 px-5 text-sm leading-relaxed text-muted-foreground">
        <CardDescription spotId={spot.id} />
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t px-5 py-2">
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

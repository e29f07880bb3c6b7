import Link from "next/link";
import { CloudSun, ExternalLink, MapPin } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FavoriteButton } from "@/components/spots/favorite-button";
import { formatCoordinates, mapsUrl } from "@/lib/spots/format";
import type { SpotListItem } from "@/lib/spots/types";

/** One spot: name and position, the star in the corner, the description, then its two ways out. */
export function SpotCard({ spot }: { spot: SpotListItem }) {
  const titleId = `spot-${spot.id}-title`;
  return (
    <li className="list-none">
      <article
        aria-labelledby={titleId}
        className="group flex h-full flex-col rounded-xl border bg-card text-card-foreground shadow-sm transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md"
      >
        <header className="flex items-start gap-2 px-5 pt-4">
          <div className="min-w-0 flex-1 pt-1.5">
            <h2 id={titleId} className="text-lg leading-snug font-semibold text-balance">
              {spot.name}
            </h2>
            <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground tabular-nums">
              <MapPin aria-hidden className="size-3.5 shrink-0" />
              {formatCoordinates(spot)}
            </p>
          </div>
          <FavoriteButton spotId={spot.id} spotName={spot.name} isFavorite={spot.isFavorite} className="-mr-2" />
        </header>
        <p className="mt-3 line-clamp-4 flex-1 px-5 text-sm leading-relaxed text-muted-foreground" title={spot.description}>
          {spot.description}
        </p>
        <footer className="mt-5 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t px-5 py-3">
          <Button asChild size="sm">
            <Link href={`/spots/${spot.id}/weather`}>
              <CloudSun aria-hidden />
              Voir les prévisions
            </Link>
          </Button>
          <a
            href={mapsUrl(spot)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            Voir sur Maps
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">(nouvel onglet)</span>
          </a>
        </footer>
      </article>
    </li>
  );
}

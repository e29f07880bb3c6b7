import { SEE_FORECAST } from "@/lib/1-domain/site/messages";
import Link from "next/link";
import { memo, type ReactNode } from "react";
import type { LiveSummary } from "@/lib/3-features/live-wind/summary";
import { FavoriteButton } from "@/components/spots/favorite-button";
import { LiveChip } from "./live-chip";
import { formatCoordinates, mapsUrl } from "@/lib/1-domain/spots/format";
import type { SpotListItem } from "@/lib/1-domain/spots/types";

/*
 * One spot: name and position, the star in the corner, the live wind, the description, then its two ways out. Kept
 * to a dozen elements: the page lists every spot of France (180 cards). Drawn by the list (./spot-list.tsx) from the
 * list's data, which the search needs in the browser anyway: drawn on the server as elements, each card travelled a
 * second time in React's payload (~1.1 kB a card, two thirds of the page's payload, and most of its server time).
 * Memoised: a keystroke in the search renders the list, not every card again. Its looks are classes of
 * app/globals.css (.spot-card…): as utility strings, they were 1,300 characters a card.
 */
export const SpotCard = memo(function SpotCard({ spot, live, star }: { spot: SpotListItem; live?: LiveSummary; star: ReactNode }) {
  const titleId = `spot-${spot.id}-title`;
  return (
    <li className="spot-card-item list-none">
      <article aria-labelledby={titleId} className="spot-card">
        <div className="spot-card-head">
          <div>
            <h2 id={titleId}>{spot.name}</h2>
            <p className="spot-card-coords">{formatCoordinates(spot)}</p>
            {live && <LiveChip live={live} />}
          </div>
          <FavoriteButton spotId={spot.id} spotName={spot.name} isFavorite={spot.isFavorite} star={star} className="-mr-2" />
        </div>
        <p className="spot-card-text">{spot.description}</p>
        <div className="spot-card-foot">
          <Link href={`/spots/${spot.id}/weather`} className="spot-card-cta">
            {SEE_FORECAST}
          </Link>
          <a
            href={mapsUrl(spot)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Voir sur Maps : ${spot.name} (nouvel onglet)`}
            className="spot-card-maps"
          >
            Voir sur Maps ↗
          </a>
        </div>
      </article>
    </li>
  );
});

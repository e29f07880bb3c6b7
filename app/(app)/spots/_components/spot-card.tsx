import { SEE_FORECAST } from "@/lib/1-domain/site/messages";
import Link from "next/link";
import type { ReactNode } from "react";
import type { LiveSummary } from "@/lib/3-features/live-wind/summary";
import { LiveChip } from "./live-chip";
import { CardDescription, CardFavorite, CardLiveChip } from "./spot-list-state";
import { formatCoordinates, mapsUrl } from "@/lib/1-domain/spots/format";
import type { SpotListItem } from "@/lib/1-domain/spots/types";

/*
 * One spot: name and position, the star in the corner, the description, then its two ways out. Kept to a
 * dozen elements: the page lists every spot of France (168 cards). Rendered on the server (page.tsx hands the
 * cards to the list, which only chooses which to show): only the star and the live wind, which change in the
 * browser, are client parts, reading the list's state (./spot-list-state.tsx), and so is the description, which the
 * list's data already carries. Its looks are classes of app/globals.css (.spot-card…): as utility strings, they
 * were 1,300 characters a card, twice in the document.
 */
export function SpotCard({ spot, live, star }: { spot: SpotListItem; live?: LiveSummary; star: ReactNode }) {
  const titleId = `spot-${spot.id}-title`;
  return (
    <li className="spot-card-item list-none">
      <article aria-labelledby={titleId} className="spot-card">
        <div className="spot-card-head">
          <div>
            <h2 id={titleId}>{spot.name}</h2>
            <p className="spot-card-coords">{formatCoordinates(spot)}</p>
            <CardLiveChip spotId={spot.id} initial={live}>
              {live && <LiveChip live={live} />}
            </CardLiveChip>
          </div>
          <CardFavorite spotId={spot.id} spotName={spot.name} star={star} />
        </div>
        <p className="spot-card-text">
          <CardDescription spotId={spot.id} />
        </p>
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
}

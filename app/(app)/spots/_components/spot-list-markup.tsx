import type { ComponentType, ReactNode, Ref } from "react";
import { SEE_FORECAST } from "@/lib/1-domain/site/messages";
import { formatKm } from "@/lib/0-base/format";
import { formatCoordinates, mapsUrl } from "@/lib/1-domain/spots/format";
import type { SpotToday } from "@/lib/1-domain/where/spot-sort";
import { TodayChip } from "@/components/where/today-chip";
import type { SpotListItem } from "@/lib/1-domain/spots/types";
import type { LiveSummary } from "@/lib/3-features/live-wind/summary";
import { Button } from "@/components/ui/button";
import { LiveChip } from "./live-chip";

/*
 * The list's parts — the « Favoris » filter, the count, the cards with their stars — as hook-free components, drawn by
 * the list (./spot-list.tsx, ./spot-card.tsx, with their clicks): the shared document's list view and the browser's.
 */

/** A card's star sits in its corner. */
export const CARD_STAR_CLASS = "-mr-2";

const countLabel = (n: number) => (n === 0 ? "Aucun spot" : n === 1 ? "1 spot" : `${n} spots`);

/** « 12 spots », « 3 spots parmi vos favoris »: what the list shows, read out as it changes. */
export function SpotCount({ count, favoritesOnly }: { count: number; favoritesOnly: boolean }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {countLabel(count)}
      {favoritesOnly && " parmi vos favoris"}
    </p>
  );
}

/** « Favoris »: pressed while the list shows the favourites only. */
export function FavoritesFilter({ pressed, icon, onClick }: { pressed: boolean; icon: ReactNode; onClick?: () => void }) {
  return (
    <Button variant="outline" aria-pressed={pressed} onClick={onClick} className="favorites-filter group h-11 rounded-lg px-3 sm:px-4">
      {icon}
      Favoris
    </Button>
  );
}

type CtaLink = ComponentType<{ href: string; className: string; children: ReactNode }>;
// Its attributes in the order Next.js's Link writes them: the same HTML either way.
const PlainLink: CtaLink = ({ href, className, children }) => (
  <a className={className} href={href}>
    {children}
  </a>
);

/** The rider's own on a card, drawn by the browser only: today's verdict and the distance from the rider. */
export type CardRider = { today?: SpotToday; distanceKm?: number | null };

/**
 * One spot: name and position, the star in the corner, the live wind, the description, then its two ways out. Kept
 * to a dozen elements: the page lists every spot of France (180 cards). `favorite`: the star's button; `Cta`: the
 * forecast's link (Next.js's Link in the browser, a plain link as static markup); `rider`: beside the position, once
 * the browser has it. Its looks are classes of app/globals.css (.spot-card…): as utility strings, they were 1,300
 * characters a card.
 */
export function SpotCardMarkup({ spot, live, favorite, rider, Cta = PlainLink }: { spot: SpotListItem; live?: LiveSummary; favorite: ReactNode; rider?: CardRider; Cta?: CtaLink }) {
  const titleId = `spot-${spot.id}-title`;
  return (
    <li className="spot-card-item list-none">
      <article aria-labelledby={titleId} className="spot-card">
        <div className="spot-card-head">
          <div>
            <h2 id={titleId}>{spot.name}</h2>
            <p className="spot-card-coords">
              {formatCoordinates(spot)}
              {rider?.today && <TodayChip today={rider.today} />}
              {typeof rider?.distanceKm === "number" && <span data-testid="spot-distance">{formatKm(rider.distanceKm)}</span>}
            </p>
            {live && <LiveChip live={live} />}
          </div>
          {favorite}
        </div>
        <p className="spot-card-text">{spot.description}</p>
        <div className="spot-card-foot">
          <Cta href={`/spots/${spot.id}/weather`} className="spot-card-cta">
            {SEE_FORECAST}
          </Cta>
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

/**
 * The cards shown, then one empty item per card to come, each holding its place (a card's size, app/globals.css):
 * the page has its length at once, and a reload returns to where the rider was.
 */
export function SpotGrid({ shown, waiting, card, gridRef }: {
  shown: SpotListItem[];
  waiting: SpotListItem[];
  card: (spot: SpotListItem) => ReactNode;
  gridRef?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={gridRef} className="spot-grid">
      {shown.map(card)}
      {waiting.map((spot) => (
        <li key={spot.id} aria-hidden className="spot-card-item" />
      ))}
    </ul>
  );
}

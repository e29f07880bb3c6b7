import { MapPin, Search, SearchX, Star, TriangleAlert, X } from "lucide-react";
import type { ReactNode } from "react";
import type { SpotsView } from "@/lib/1-domain/map/view";

/**
 * The list's icons, drawn on the server and handed to its client components as elements: their drawings
 * travel as HTML and payload instead of code in the page's JavaScript. A state that changes in the
 * browser (a favourite's filled star) is a CSS variant of the element, set by its button's attributes.
 */
export type SpotListIcons = {
  /** The « Favoris » filter's star: filled while the filter is on (its button is aria-pressed). */
  favoritesFilter: ReactNode;
  /**
   * A card's star: filled when the spot is a favourite (its button carries data-favorite). It uses the page's one
   * drawing of the star (`SpotStarSymbol`) rather than repeating its path in each of the 168 cards' HTML.
   */
  favorite: ReactNode;
  loadFailed: ReactNode;
  search: ReactNode;
  clear: ReactNode;
  suggestion: ReactNode;
  emptyFavorites: ReactNode;
  emptySearch: ReactNode;
  /** « Liste » and « Carte »: lucide's list and map, each in one path. */
  views: Record<SpotsView, ReactNode>;
};

const viewIcon = (d: string) => (
  <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-4">
    <path d={d} />
  </svg>
);

export function spotListIcons(): SpotListIcons {
  return {
    favoritesFilter: (
      <Star aria-hidden className="group-aria-pressed:fill-sun group-aria-pressed:text-sun-foreground dark:group-aria-pressed:text-sun" />
    ),
    favorite: (
      <svg aria-hidden viewBox="0 0 24 24" className="spot-star group-data-favorite:fill-sun group-data-favorite:stroke-[1.5]">
        <use href={`#${SPOT_STAR_ID}`} />
      </svg>
    ),
    loadFailed: <TriangleAlert aria-hidden className="size-7" />,
    search: <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />,
    clear: <X aria-hidden className="size-4" />,
    suggestion: <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />,
    emptyFavorites: <Star aria-hidden className="size-7" />,
    emptySearch: <SearchX aria-hidden className="size-7" />,
    views: {
      liste: viewIcon("M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01"),
      carte: viewIcon("M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5zM9 4v13.5M15 6.5V20"),
    },
  };
}

export const SPOT_STAR_ID = "spot-star";
/** lucide-react's Star (v1.75), whose path the cards' stars use (spot-icons.test.tsx checks that it still is). */
export const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/** The star's one drawing in the page, out of sight; the cards' stars `<use>` it (their colours are theirs). */
export function SpotStarSymbol() {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      <symbol id={SPOT_STAR_ID} viewBox="0 0 24 24">
        <path d={STAR_PATH} />
      </symbol>
    </svg>
  );
}

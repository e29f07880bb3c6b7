import { MapPin, Search, SearchX, Star, TriangleAlert, X } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The list's icons, drawn on the server and handed to its client components as elements: their drawings
 * travel as HTML and payload instead of code in the page's JavaScript (issue 10). A state that changes in the
 * browser (a favourite's filled star) is a CSS variant of the element, set by its button's attributes.
 */
export type SpotListIcons = {
  /** The « Favoris » filter's star: filled while the filter is on (its button is aria-pressed). */
  favoritesFilter: ReactNode;
  /** A card's star: filled when the spot is a favourite (its button carries data-favorite). */
  favorite: ReactNode;
  loadFailed: ReactNode;
  search: ReactNode;
  clear: ReactNode;
  suggestion: ReactNode;
  emptyFavorites: ReactNode;
  emptySearch: ReactNode;
};

export function spotListIcons(): SpotListIcons {
  return {
    favoritesFilter: (
      <Star aria-hidden className="group-aria-pressed:fill-sun group-aria-pressed:text-sun-foreground dark:group-aria-pressed:text-sun" />
    ),
    favorite: <Star aria-hidden className="size-5 group-data-favorite:fill-sun group-data-favorite:stroke-[1.5]" />,
    loadFailed: <TriangleAlert aria-hidden className="size-7" />,
    search: <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />,
    clear: <X aria-hidden className="size-4" />,
    suggestion: <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />,
    emptyFavorites: <Star aria-hidden className="size-7" />,
    emptySearch: <SearchX aria-hidden className="size-7" />,
  };
}

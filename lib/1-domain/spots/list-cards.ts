import type { SpotsView } from "../map/view";
import type { SpotCatalogItem, SpotListItem } from "./types";

/*
 * How the spot list (app/(app)/spots/_components/spot-list.tsx) brings its 168 cards: in groups, the page's HTML
 * carrying the first groups only, the others added one group per task once the page runs. On a phone, the
 * document's bytes are the work: each card is ~1 kB of HTML to decode, parse, lay out and hydrate.
 */
export const CARD_GROUP = 12;
export const GROUPS_IN_HTML = 2;

export const hasFavorite = (spots: SpotListItem[] | null | undefined) => Boolean(spots?.some((s) => s.isFavorite));

/**
 * Spec §4: the favourites filter switches on by itself once, at first load, when a favourite exists. Not when the page
 * opens on the map: it is for looking around (the home page's « Voir sur la carte » centres it on the rider).
 */
export const opensOnFavorites = (spots: SpotListItem[] | null | undefined, view: SpotsView) => view === "liste" && hasFavorite(spots);

/** The catalogue as one rider's list: each spot starred when its id is among `favoriteIds`. */
export function withFavorites(catalog: SpotCatalogItem[], favoriteIds: readonly number[]): SpotListItem[] {
  const favorites = new Set(favoriteIds);
  return catalog.map((spot) => ({ ...spot, isFavorite: favorites.has(spot.id) }));
}

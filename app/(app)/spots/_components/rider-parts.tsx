import { staticMarkup } from "@/lib/0-base/static-markup";
import { CARD_GROUP, GROUPS_IN_HTML, opensOnFavorites, withFavorites } from "@/lib/1-domain/spots/list-cards";
import { filterSpots } from "@/lib/1-domain/spots/search";
import type { SpotCatalogItem, SpotListItem } from "@/lib/1-domain/spots/types";
import type { LiveSummaries } from "@/lib/3-features/live-wind/summary";
import { handRiderMarkup, inDocumentScope } from "@/lib/4-edge/http/markup-handoff";
import type { SpotListIcons } from "./spot-icons";
import { FavoritesFilter, SpotCount, SpotGrid, StaticSpotCard } from "./spot-list-markup";

/*
 * The parts of the /spots list (its « Liste » view) that are the rider's own, as the page's HTML first shows them:
 * the « Favoris » filter (on by itself when the rider has a favourite), the count, and the first cards with their
 * stars. Handed as static markup with the slots that draw them for another rider, so that the riders of the page
 * can share its document (lib/4-edge/http/page-templates.ts); the list (./spot-list.tsx) shows them until its
 * JavaScript runs, then draws them itself, the same.
 */

/** Where the list's HTML takes the rider's parts from: their handed markup's ids. */
export type SpotsIslands = { filter: string; count: string; grid: string };

/** One rider's first list: their favourites, and the spots shown. */
export type SpotsRiderView = { favoritesOnly: boolean; visible: SpotListItem[] };

export function spotsRiderView(catalog: SpotCatalogItem[], favoriteIds: readonly number[]): SpotsRiderView {
  const spots = withFavorites(catalog, favoriteIds);
  const favoritesOnly = opensOnFavorites(spots, "liste");
  return { favoritesOnly, visible: filterSpots(spots, { query: "", favoritesOnly }) };
}

const IN_HTML = GROUPS_IN_HTML * CARD_GROUP;

/**
 * Hands this rider's parts to the document's HTML render; null outside a document's scope (a client navigation: the
 * list then draws them from its props) or when the list would show no card (its empty state is the browser's).
 */
export function handSpotsRiderParts(view: SpotsRiderView, live: LiveSummaries | undefined, icons: SpotListIcons): SpotsIslands | null {
  if (view.visible.length === 0 || !inDocumentScope()) return null;
  const filter = (v: SpotsRiderView) => staticMarkup(<FavoritesFilter pressed={v.favoritesOnly} icon={icons.favoritesFilter} />);
  const count = (v: SpotsRiderView) => staticMarkup(<SpotCount count={v.visible.length} favoritesOnly={v.favoritesOnly} />);
  const grid = (v: SpotsRiderView) =>
    staticMarkup(
      <SpotGrid
        shown={v.visible.slice(0, IN_HTML)}
        waiting={v.visible.slice(IN_HTML)}
        card={(spot) => <StaticSpotCard key={spot.id} spot={spot} live={live?.[spot.id]} star={icons.favorite} />}
      />,
    );
  const [f, c, g] = [filter, count, grid].map((slot) => handRiderMarkup(slot(view), slot));
  return f && c && g ? { filter: f, count: c, grid: g } : null;
}

"use client";

import { createContext, useContext, useDeferredValue, useEffect, useMemo, useRef, useState, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSpots } from "@/components/spots/use-spots";
import { errorMessage } from "@/lib/browser/api/client";
import { RETRY } from "@/lib/0-base/errors";
import { filterSpots, rankSuggestions } from "@/lib/1-domain/spots/search";
import type { SpotListItem } from "@/lib/1-domain/spots/types";
import type { LiveSummaries } from "@/lib/3-features/live-wind/summary";
import { MAP_LOAD_FAILED, MAP_LOADING, MAP_RETRY, viewHref, viewOf, type SpotsView } from "@/lib/1-domain/map/view";
import { CARD_GROUP, GROUPS_IN_HTML, hasFavorite, opensOnFavorites, withFavorites } from "@/lib/1-domain/spots/list-cards";
import { sortHref, sortOf, sortSpots, type SpotSort } from "@/lib/1-domain/where/spot-sort";
import type { SpotListIcons } from "./spot-icons";
import { SpotCard } from "./spot-card";
import { FavoritesFilter, SpotCount, SpotGrid } from "./spot-list-markup";
import { useLiveSummaries } from "./use-live-summaries";
import { useReloadAnchor } from "./use-reload-anchor";
import { SpotSearch } from "./spot-search";
import { SortControl } from "./sort-control";
import { useRiderOrder } from "./use-rider-order";
import { viewTabId, ViewTabs } from "./view-tabs";

const PANEL_ID = "spots-panel";

/*
 * The map (Leaflet, its sheet, the legend) is fetched only when « Carte » is shown; pointing at the
 * tab starts the download. A plain import() rather than next/dynamic: its loader would add some 1.5 kB to
 * the list's first load. Offline, a failed download says so and leaves the list usable.
 */
const loadMap = () => import("./spot-map-panel");
type MapPanel = ComponentType<{ spots: SpotListItem[]; live?: LiveSummaries; reveal: boolean }>;

function MapUnavailable() {
  return (
    <div role="alert" className="spots-panel-note border-dashed bg-card/60 p-6 text-center">
      <p className="font-medium">{MAP_LOAD_FAILED}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        {MAP_RETRY}
      </Button>
    </div>
  );
}

function MapLoading() {
  return (
    <div role="status" className="spots-panel-note bg-muted/60 text-muted-foreground">
      <Spinner className="size-7" aria-hidden />
      <p>{MAP_LOADING}</p>
    </div>
  );
}

/*
 * A module fetched when first needed and kept for the page's life: undefined while it comes, null if it could
 * not be fetched (offline and never fetched before).
 */
const modules = new Map<() => Promise<unknown>, unknown>();
function useModule<T>(load: () => Promise<T>, wanted = true): T | null | undefined {
  const [module, setModule] = useState(() => modules.get(load) as T | null | undefined);
  useEffect(() => {
    if (!wanted || module !== undefined) return;
    let live = true;
    load().then(
      (m) => {
        modules.set(load, m);
        if (live) setModule(m);
      },
      () => live && setModule(null),
    );
    return () => {
      live = false;
    };
  }, [load, wanted, module]);
  return module;
}

/*
 * The empty list's message comes into play only once a search or the favourites filter leaves nothing: its
 * code is fetched then (the count above already says « Aucun spot »), not with the page.
 */
const loadEmpty = () => import("./spots-empty");
function LazySpotsEmpty(props: ComponentProps<(typeof import("./spots-empty"))["SpotsEmpty"]>) {
  const Empty = useModule(loadEmpty)?.SpotsEmpty;
  return Empty ? <Empty {...props} /> : null;
}

/** The map once downloaded (never on the server: Leaflet needs a browser), or why it is not there. */
function LoadedMap({ panel: Panel = MapUnavailable, ...props }: ComponentProps<MapPanel> & { panel?: MapPanel }) {
  return <Panel {...props} />;
}

const groups = (spots: SpotListItem[]) =>
  Array.from({ length: Math.ceil(spots.length / CARD_GROUP) }, (_, i) => spots.slice(i * CARD_GROUP, (i + 1) * CARD_GROUP));

// Set once the page's first list has run: a list shown again later (Back from a forecast) has all its cards at
// once, for the browser to restore the scroll position in it.
let pageHydrated = false;

type Props = {
  /**
   * Every spot (the catalogue, the same for every rider), as its JSON text: React's payload carries one string, which
   * the server's render and the browser each parse natively, rather than 180 objects it would write and read field by
   * field. Shown until the rider's list (with their favourites) arrives.
   */
  catalogueJson?: string;
  /** Drawn on the server (./spot-icons.tsx). */
  icons: SpotListIcons;
};

/**
 * The list with the view and the sort its URL asks for (`?vue=`, `?tri=`), inside SpotListData. Reading the URL's
 * search is the browser's part: the page's shared document draws the list view in A–Z order (`SpotListView`, the
 * Suspense fallback of app/(app)/spots/page.tsx), and this takes over once the page runs.
 */
export function SpotList() {
  const params = useSearchParams();
  return <SpotListView urlView={viewOf(params)} urlSort={sortOf(params)} />;
}

const ListData = createContext<Props | null>(null);

/**
 * The catalogue and the icons, given once for the list view of the shared document and the list the browser then
 * draws in its place: React's payload carries them once.
 */
export function SpotListData({ children, ...data }: Props & { children: ReactNode }) {
  return <ListData.Provider value={data}>{children}</ListData.Provider>;
}

export function SpotListView({ urlView, urlSort = "az" }: { urlView: SpotsView; urlSort?: SpotSort }) {
  const { catalogueJson, icons } = useContext(ListData)!;
  const catalogue = useMemo(
    () => (catalogueJson === undefined ? undefined : withFavorites(JSON.parse(catalogueJson) as Omit<SpotListItem, "isFavorite">[], [])),
    [catalogueJson],
  );
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useSpots(catalogue);
  // The rider's list, not the page's catalogue: what the favourites' first choice reads.
  const riderData = isPlaceholderData ? undefined : data;
  // The stations' readings change the cards that have one, drawn in the background (in slices) when they arrive.
  const live = useDeferredValue(useLiveSummaries());
  // In French alphabetical order from the server (page and API alike): no collation to set up in the browser.
  const spots = useMemo(() => data ?? [], [data]);
  // The view chosen here shows at once, whatever the router makes of the URL: a tap during hydration, before Next.js's
  // router has taken over the history (it hears pushState from an effect), changed the URL but not the page. Forgotten
  // as soon as the URL's view changes (the router caught up, or Back).
  const [chosen, setChosen] = useState<SpotsView | null>(null);
  const [seenUrlView, setSeenUrlView] = useState(urlView);
  if (seenUrlView !== urlView) {
    setSeenUrlView(urlView);
    setChosen(null);
  }
  const view = chosen ?? urlView;
  const [query, setQuery] = useState("");
  // On by itself once, when the rider's list first arrives with a favourite (lib/1-domain/spots/list-cards.ts).
  const [favoritesOnly, setFavoritesOnly] = useState(() => opensOnFavorites(riderData, view));
  const [firstLoadSeen, setFirstLoadSeen] = useState(() => riderData != null);
  if (!firstLoadSeen && riderData) {
    setFirstLoadSeen(true);
    setFavoritesOnly(opensOnFavorites(riderData, view));
  }
  // The choice is in the URL (?vue=carte): it survives a reload, and Back returns to the other view.
  const map = useModule(loadMap, view === "carte");
  // Chosen here (not arrived at by a link or a reload): the map then scrolls itself fully into view.
  const [switched, setSwitched] = useState(false);
  const showView = (next: SpotsView) => {
    if (next === view) return;
    setSwitched(true);
    setChosen(next);
    window.history.pushState(null, "", viewHref(new URLSearchParams(window.location.search), next));
  };

  // The sort, as the view: shown at once when chosen, in the URL for a reload; replaced, not pushed (Back leaves the page).
  const [chosenSort, setChosenSort] = useState<SpotSort | null>(null);
  const [seenUrlSort, setSeenUrlSort] = useState(urlSort);
  if (seenUrlSort !== urlSort) {
    setSeenUrlSort(urlSort);
    setChosenSort(null);
  }
  const sort = chosenSort ?? urlSort;
  const rider = useRiderOrder(spots, sort);
  const showSort = (next: SpotSort) => {
    if (next === sort) return;
    setChosenSort(next);
    window.history.replaceState(null, "", sortHref(new URLSearchParams(window.location.search), next));
    // Asked on the tap itself: a browser shows its prompt for a gesture.
    if (next === "distance" && !rider.origin) rider.locate();
  };

  const visible = sortSpots(filterSpots(spots, { query, favoritesOnly }), sort, {
    distanceKm: (id) => rider.distances.get(id) ?? null,
    today: (id) => rider.todayById.get(id),
  });
  const cardGroups = groups(visible);
  // The page's HTML has the first groups of cards (lib/1-domain/spots/list-cards.ts); the others come one group per task.
  const [shownGroups, setShownGroups] = useState(() => (pageHydrated ? Infinity : GROUPS_IN_HTML));
  useEffect(() => {
    pageHydrated = true;
    if (shownGroups >= cardGroups.length) return;
    const next = setTimeout(() => setShownGroups((n) => n + 1));
    return () => clearTimeout(next);
  }, [shownGroups, cardGroups.length]);
  const grid = useRef<HTMLUListElement>(null);
  useReloadAnchor(grid, view === "liste" && cardGroups.length > 0 && shownGroups >= cardGroups.length);

  if (isPending) {
    return (
      <div className="spots-state py-24 text-muted-foreground" role="status">
        <Spinner className="size-7" aria-hidden />
        <p>Chargement des spots...</p>
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="spots-state mx-auto max-w-md py-20 text-center">
        <span className="spots-state-icon">
          {icons.loadFailed}
        </span>
        <p className="font-semibold">Impossible de charger les spots.</p>
        <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
        <Button variant="outline" onClick={() => refetch()} disabled={isRefetching}>
          {RETRY}
        </Button>
      </div>
    );
  }

  const reset = () => {
    setQuery("");
    setFavoritesOnly(false);
  };

  return (
    <section aria-label={view === "carte" ? "Spots sur la carte" : "Liste des spots"} className="space-y-5">
      <div className="flex items-center gap-2 sm:gap-3">
        <SpotSearch value={query} onChange={setQuery} suggestions={rankSuggestions(visible, query)} icons={icons} />
        <FavoritesFilter pressed={favoritesOnly} icon={icons.favoritesFilter} onClick={() => setFavoritesOnly((on) => !on)} />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <SpotCount count={visible.length} favoritesOnly={favoritesOnly} />
        <ViewTabs view={view} onChange={showView} panelId={PANEL_ID} icons={icons.views} onMapIntent={() => void loadMap().catch(() => undefined)} />
      </div>
      {view === "liste" && <SortControl sort={sort} onChange={showSort} rider={rider} />}

      <div role="tabpanel" id={PANEL_ID} aria-labelledby={viewTabId(view)}>
      {visible.length === 0 ? (
        <LazySpotsEmpty favoritesOnly={favoritesOnly} hasFavorites={hasFavorite(spots)} query={query} onReset={reset} icons={icons} />
      ) : view === "carte" ? (
        map !== undefined ? <LoadedMap panel={map?.default} spots={visible} live={live} reveal={switched} /> : <MapLoading />
      ) : (
        <SpotGrid
          gridRef={grid}
          shown={cardGroups.slice(0, shownGroups).flat()}
          waiting={cardGroups.slice(shownGroups).flat()}
          card={(spot) => (
            <SpotCard
              key={spot.id}
              spot={spot}
              live={live?.[spot.id]}
              star={icons.favorite}
              today={rider.todayById.get(spot.id)}
              distanceKm={rider.distances.get(spot.id)}
            />
          )}
        />
      )}
      </div>
    </section>
  );
}

"use client";

import { Fragment, Suspense, useEffect, useMemo, useState, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSpots } from "@/components/spots/use-spots";
import { errorMessage } from "@/lib/api/client";
import { filterSpots, rankSuggestions } from "@/lib/spots/search";
import { sortByName } from "@/lib/spots/sort";
import type { SpotListItem } from "@/lib/spots/types";
import { cn } from "@/lib/utils";
import type { LiveSummaries } from "@/lib/live-wind/summary";
import { MAP_LOAD_FAILED, MAP_LOADING, MAP_RETRY, viewHref, viewOf, type SpotsView } from "@/lib/map/view";
import type { SpotListIcons } from "./spot-icons";
import { SpotListStateProvider } from "./spot-list-state";
import { useLiveSummaries } from "./use-live-summaries";
import { SpotSearch } from "./spot-search";
import { viewTabId, ViewTabs } from "./view-tabs";

const PANEL_ID = "spots-panel";

/*
 * The map (Leaflet, its sheet, the legend: issue 14) is fetched only when « Carte » is shown; pointing at the
 * tab starts the download. A plain import() rather than next/dynamic: its loader would add some 1.5 kB to
 * the list's first load. Offline, a failed download says so and leaves the list usable.
 */
const loadMap = () => import("./spot-map-panel");
type MapPanel = ComponentType<{ spots: SpotListItem[]; live?: LiveSummaries; tiles: string | null; reveal: boolean }>;

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
 * The empty list's message comes into play only once a search or the favourites filter leaves nothing: its
 * code is fetched then (the count above already says « Aucun spot »), not with the page.
 */
type Empty = (typeof import("./spots-empty"))["SpotsEmpty"];
let spotsEmpty: Empty | null = null;
function LazySpotsEmpty(props: ComponentProps<Empty>) {
  const [Empty, setEmpty] = useState<Empty | null>(() => spotsEmpty);
  useEffect(() => {
    if (Empty) return;
    let live = true;
    import("./spots-empty").then(
      (m) => {
        spotsEmpty = m.SpotsEmpty;
        if (live) setEmpty(() => m.SpotsEmpty);
      },
      () => undefined, // offline and never fetched: the count still says « Aucun spot »
    );
    return () => {
      live = false;
    };
  }, [Empty]);
  return Empty ? <Empty {...props} /> : null;
}

/** The map's component once downloaded, kept for the page's life (never on the server: Leaflet needs a browser). */
let mapPanel: MapPanel | null = null;
function LoadedMap(props: ComponentProps<MapPanel>) {
  const Panel = mapPanel ?? MapUnavailable;
  return <Panel {...props} />;
}

function useMapReady(wanted: boolean): boolean {
  const [ready, setReady] = useState(mapPanel !== null);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    loadMap().then(
      (m) => {
        mapPanel = m.default;
        if (live) setReady(true);
      },
      () => live && setReady(true), // LoadedMap then says that the map could not be loaded
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}

const HYDRATION_GROUP = 12;
const groups = (spots: SpotListItem[]) =>
  Array.from({ length: Math.ceil(spots.length / HYDRATION_GROUP) }, (_, i) => spots.slice(i * HYDRATION_GROUP, (i + 1) * HYDRATION_GROUP));

const hasFavorite = (spots: SpotListItem[] | null | undefined) => Boolean(spots?.some((s) => s.isFavorite));

const countLabel = (n: number) => (n === 0 ? "Aucun spot" : n === 1 ? "1 spot" : `${n} spots`);

type Props = {
  initialSpots?: SpotListItem[];
  initialLive?: LiveSummaries;
  /** The map's tile URL template (MAP_TILES_URL), null for none. */
  tiles?: string | null;
  /** Drawn on the server (./spot-icons.tsx). */
  icons: SpotListIcons;
  /** Each spot's card, rendered on the server (./spot-card.tsx), by spot id. */
  cards: Record<number, ReactNode>;
};

export function SpotList({ initialSpots, initialLive, tiles = null, icons, cards }: Props) {
  const { data, isPending, isError, error, refetch, isRefetching } = useSpots(initialSpots);
  const live = useLiveSummaries(initialLive);
  const spots = useMemo(() => sortByName([...(data ?? [])]), [data]);
  const cardState = useMemo(() => ({ favorites: new Set(spots.filter((s) => s.isFavorite).map((s) => s.id)), live }), [spots, live]);
  const searchParams = useSearchParams();
  const view = viewOf(searchParams);
  const [query, setQuery] = useState("");
  // Spec §4: the favourites filter switches on by itself once, at first load, when a favourite exists. Not when
  // the page opens on the map: it is for looking around (the home page's « Voir sur la carte » centres it on the rider).
  const [favoritesOnly, setFavoritesOnly] = useState(() => view === "liste" && hasFavorite(data));
  const [firstLoadSeen, setFirstLoadSeen] = useState(() => data != null);
  if (!firstLoadSeen && data) {
    setFirstLoadSeen(true);
    setFavoritesOnly(view === "liste" && hasFavorite(data));
  }
  // The choice is in the URL (?vue=carte): it survives a reload, and Back returns to the other view.
  const mapReady = useMapReady(view === "carte");
  // Chosen here (not arrived at by a link or a reload): the map then scrolls itself fully into view.
  const [switched, setSwitched] = useState(false);
  const showView = (next: SpotsView) => {
    if (next === view) return;
    setSwitched(true);
    window.history.pushState(null, "", viewHref(new URLSearchParams(searchParams.toString()), next));
  };

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
          Réessayer
        </Button>
      </div>
    );
  }

  const visible = filterSpots(spots, { query, favoritesOnly });
  const reset = () => {
    setQuery("");
    setFavoritesOnly(false);
  };

  return (
    <section aria-label={view === "carte" ? "Spots sur la carte" : "Liste des spots"} className="space-y-5">
      <div className="flex items-center gap-2 sm:gap-3">
        <SpotSearch value={query} onChange={setQuery} suggestions={rankSuggestions(visible, query)} icons={icons} />
        <Button
          variant="outline"
          aria-pressed={favoritesOnly}
          onClick={() => setFavoritesOnly((on) => !on)}
          className={cn(
            "group h-11 rounded-lg px-3 sm:px-4",
            favoritesOnly && "border-primary bg-secondary text-secondary-foreground hover:bg-secondary/80 hover:text-secondary-foreground",
          )}
        >
          {icons.favoritesFilter}
          Favoris
        </Button>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {countLabel(visible.length)}
          {favoritesOnly && " parmi vos favoris"}
        </p>
        <ViewTabs view={view} onChange={showView} panelId={PANEL_ID} onMapIntent={() => void loadMap().catch(() => undefined)} />
      </div>

      <div role="tabpanel" id={PANEL_ID} aria-labelledby={viewTabId(view)}>
      {visible.length === 0 ? (
        <LazySpotsEmpty favoritesOnly={favoritesOnly} hasFavorites={hasFavorite(spots)} query={query} onReset={reset} icons={icons} />
      ) : view === "carte" ? (
        mapReady ? <LoadedMap spots={visible} live={live} tiles={tiles} reveal={switched} /> : <MapLoading />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {/* Cards in groups, each its own Suspense boundary: React hydrates the 80-odd server-rendered cards a
              group at a time, yielding to the phone between groups instead of one long task. */}
          {/* A spot added since the page was rendered has no card yet: it shows at the next visit. */}
          <SpotListStateProvider value={cardState}>
            {groups(visible.filter((spot) => cards[spot.id])).map((group) => (
              <Suspense key={group[0]!.id}>
                {group.map((spot) => (
                  <Fragment key={spot.id}>{cards[spot.id]}</Fragment>
                ))}
              </Suspense>
            ))}
          </SpotListStateProvider>
        </ul>
      )}
      </div>
    </section>
  );
}

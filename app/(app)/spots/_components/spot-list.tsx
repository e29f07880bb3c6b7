"use client";

import { Suspense, useMemo, useState } from "react";
import { AlertTriangle, Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSpots } from "@/components/spots/use-spots";
import { errorMessage } from "@/lib/api/client";
import { filterSpots, rankSuggestions } from "@/lib/spots/search";
import { sortByName } from "@/lib/spots/sort";
import type { SpotListItem } from "@/lib/spots/types";
import { cn } from "@/lib/utils";
import type { LiveSummaries } from "@/lib/live-wind/summary";
import { SpotCard } from "./spot-card";
import { useLiveSummaries } from "./use-live-summaries";
import { SpotSearch } from "./spot-search";
import { SpotsEmpty } from "./spots-empty";

const HYDRATION_GROUP = 12;
const groups = (spots: SpotListItem[]) =>
  Array.from({ length: Math.ceil(spots.length / HYDRATION_GROUP) }, (_, i) => spots.slice(i * HYDRATION_GROUP, (i + 1) * HYDRATION_GROUP));

const hasFavorite = (spots: SpotListItem[] | null | undefined) => Boolean(spots?.some((s) => s.isFavorite));

const countLabel = (n: number) => (n === 0 ? "Aucun spot" : n === 1 ? "1 spot" : `${n} spots`);

export function SpotList({ initialSpots, initialLive }: { initialSpots?: SpotListItem[]; initialLive?: LiveSummaries }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useSpots(initialSpots);
  const live = useLiveSummaries(initialLive);
  const spots = useMemo(() => sortByName([...(data ?? [])]), [data]);
  const [query, setQuery] = useState("");
  // Spec §4: the favourites filter switches on by itself once, at first load, when a favourite exists.
  const [favoritesOnly, setFavoritesOnly] = useState(() => hasFavorite(data));
  const [firstLoadSeen, setFirstLoadSeen] = useState(() => data != null);
  if (!firstLoadSeen && data) {
    setFirstLoadSeen(true);
    setFavoritesOnly(hasFavorite(data));
  }

  if (isPending) {
    return (
      <div className="flex flex-col items-center justify-center gap-3 py-24 text-muted-foreground" role="status">
        <Spinner className="size-7" aria-hidden />
        <p>Chargement des spots...</p>
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertTriangle aria-hidden className="size-7" />
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
    <section aria-label="Liste des spots" className="space-y-5">
      <div className="flex items-center gap-2 sm:gap-3">
        <SpotSearch value={query} onChange={setQuery} suggestions={rankSuggestions(visible, query)} />
        <Button
          variant="outline"
          aria-pressed={favoritesOnly}
          onClick={() => setFavoritesOnly((on) => !on)}
          className={cn(
            "h-11 rounded-lg px-3 sm:px-4",
            favoritesOnly && "border-primary bg-secondary text-secondary-foreground hover:bg-secondary/80 hover:text-secondary-foreground",
          )}
        >
          <Star aria-hidden className={cn(favoritesOnly && "fill-sun text-sun-foreground dark:text-sun")} />
          Favoris
        </Button>
      </div>

      <p role="status" className="text-sm text-muted-foreground">
        {countLabel(visible.length)}
        {favoritesOnly && " parmi vos favoris"}
      </p>

      {visible.length === 0 ? (
        <SpotsEmpty favoritesOnly={favoritesOnly} hasFavorites={hasFavorite(spots)} query={query} onReset={reset} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {/* Cards in groups, each its own Suspense boundary: React hydrates the 80-odd server-rendered cards a
              group at a time, yielding to the phone between groups instead of one long task. */}
          {groups(visible).map((group) => (
            <Suspense key={group[0]!.id}>
              {group.map((spot) => (
                <SpotCard key={spot.id} spot={spot} live={live?.[spot.id]} />
              ))}
            </Suspense>
          ))}
        </ul>
      )}
    </section>
  );
}

"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { FavoriteButton } from "@/components/spots/favorite-button";
import type { LiveSummaries, LiveSummary } from "@/lib/3-features/live-wind/summary";

/**
 * What the server-rendered spot cards take from the list's data: the stars (toggled at once, before the server
 * answers), the live wind (refreshed every 2 minutes), and the descriptions. The list provides it from its queries.
 */
type SpotListState = { favorites: ReadonlySet<number>; descriptions: ReadonlyMap<number, string>; live?: LiveSummaries };

const SpotListStateContext = createContext<SpotListState>({ favorites: new Set(), descriptions: new Map() });

export function SpotListStateProvider({ value, children }: { value: SpotListState; children: ReactNode }) {
  return <SpotListStateContext.Provider value={value}>{children}</SpotListStateContext.Provider>;
}

/** A card's star. */
export function CardFavorite({ spotId, spotName, star }: { spotId: number; spotName: string; star: ReactNode }) {
  const { favorites } = useContext(SpotListStateContext);
  return <FavoriteButton spotId={spotId} spotName={spotName} isFavorite={favorites.has(spotId)} star={star} className="-mr-2" />;
}

/**
 * A card's description, from the list's data, which the search needs in the browser anyway. Written into the
 * card on the server, a description would travel twice more in the page (the HTML, and React's payload beside
 * the list's data): with 168 spots, that was a sixth of the spot list's document (gzip).
 */
export function CardDescription({ spotId }: { spotId: number }) {
  return useContext(SpotListStateContext).descriptions.get(spotId);
}

const sameLive = (a?: LiveSummary, b?: LiveSummary) =>
  a === b || (!!a && !!b && a.windAvgKn === b.windAvgKn && a.directionDeg === b.directionDeg && a.stale === b.stale);

type Chip = (typeof import("./live-chip"))["LiveChip"];
let liveChip: Chip | null = null;

/**
 * A card's « Vent mesuré »: the server's chip (`children`, drawn from `initial`) as long as the station says
 * the same; the chip's code is fetched only when a refresh brings another reading.
 */
export function CardLiveChip({ spotId, initial, children }: { spotId: number; initial?: LiveSummary; children?: ReactNode }) {
  const live = useContext(SpotListStateContext).live?.[spotId];
  const changed = !sameLive(live, initial);
  const [LiveChip, setLiveChip] = useState<Chip | null>(() => liveChip);
  useEffect(() => {
    if (!changed || LiveChip) return;
    let mounted = true;
    import("./live-chip").then(
      (m) => {
        liveChip = m.LiveChip;
        if (mounted) setLiveChip(() => m.LiveChip);
      },
      () => undefined, // offline: the last chip stays
    );
    return () => {
      mounted = false;
    };
  }, [changed, LiveChip]);
  if (!changed || !LiveChip) return children;
  return live ? <LiveChip live={live} /> : null;
}

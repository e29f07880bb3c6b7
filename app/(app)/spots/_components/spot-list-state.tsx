"use client";

import { createContext, useContext, type ReactNode } from "react";
import { FavoriteButton } from "@/components/spots/favorite-button";
import type { LiveSummaries } from "@/lib/live-wind/summary";
import { LiveChip } from "./live-chip";

/**
 * What the server-rendered spot cards show that changes in the browser: the stars (toggled at once, before the
 * server answers) and the live wind (refreshed every 2 minutes). The list provides it from its queries.
 */
type SpotListState = { favorites: ReadonlySet<number>; live?: LiveSummaries };

const SpotListStateContext = createContext<SpotListState>({ favorites: new Set() });

export function SpotListStateProvider({ value, children }: { value: SpotListState; children: ReactNode }) {
  return <SpotListStateContext.Provider value={value}>{children}</SpotListStateContext.Provider>;
}

/** A card's star. */
export function CardFavorite({ spotId, spotName, star }: { spotId: number; spotName: string; star: ReactNode }) {
  const { favorites } = useContext(SpotListStateContext);
  return <FavoriteButton spotId={spotId} spotName={spotName} isFavorite={favorites.has(spotId)} star={star} className="-mr-2" />;
}

/** A card's « Vent mesuré » from the spot's nearest station; nothing without one. */
export function CardLiveChip({ spotId }: { spotId: number }) {
  const live = useContext(SpotListStateContext).live?.[spotId];
  return live ? <LiveChip live={live} /> : null;
}

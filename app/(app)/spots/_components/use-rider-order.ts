"use client";

import { useDeferredValue, useMemo } from "react";
import { useGeolocation, useLocateIfGranted } from "@/components/home/use-geolocation";
import { useHome, useTodayEverywhere } from "@/components/where/use-where";
import { haversineKm, roundKm, type LatLng } from "@/lib/1-domain/spots/geo";
import type { SpotListItem } from "@/lib/1-domain/spots/types";
import type { SpotSort, SpotToday } from "@/lib/1-domain/where/spot-sort";

/**
 * What the list knows of the rider to draw and sort its cards, all asked by the browser (the page is one document
 * for every rider, docs/decisions/0033): today's answer of every spot in one request, and — once a sort needs it —
 * where the rider is: the device's position, else the home town saved in « Où naviguer ».
 */
export function useRiderOrder(spots: SpotListItem[], sort: SpotSort) {
  const today = useTodayEverywhere();
  const { state, locate } = useGeolocation();
  const needsOrigin = sort !== "az";
  useLocateIfGranted(locate, needsOrigin);
  const home = useHome(needsOrigin);
  const position = state.status === "position" ? state.position : null;
  const town = home.data?.home ?? null;
  const origin: (LatLng & { town: string | null }) | null = position ? { ...position, town: null } : town ? { ...town, town: town.name } : null;

  // Every card's chip changes when the answer arrives: drawn in the background, in slices (useDeferredValue), not in one
  // long task over 180 cards.
  const todayData = useDeferredValue(today.data);
  const todayById = useMemo(() => new Map<number, SpotToday>((todayData?.spots ?? []).map((s) => [s.id, { verdict: s.verdict, window: s.window }])), [todayData]);
  // Keyed by the origin's coordinates, not its object: a new render from the same place keeps the distances.
  const latitude = origin?.latitude;
  const longitude = origin?.longitude;
  const distances = useMemo(() => {
    const out = new Map<number, number>();
    if (latitude === undefined || longitude === undefined) return out;
    for (const s of spots) out.set(s.id, roundKm(haversineKm({ latitude, longitude }, s)));
    return out;
  }, [spots, latitude, longitude]);

  return {
    today,
    todayById,
    distances,
    origin,
    locate,
    /** Asking the device, or the home town still being read. */
    locating: state.status === "loading" || (needsOrigin && !position && home.isPending),
  };
}

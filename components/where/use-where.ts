"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/browser/api/client";
import type { LatLng } from "@/lib/1-domain/spots/geo";
import type { When } from "@/lib/1-domain/where/periods";
import type { NextRideable, RankedSpot } from "@/lib/1-domain/where/rank";

/*
 * « Où naviguer »'s calls: the ranking (GET /api/where), the rider's home town (GET/PUT /api/user/home).
 * Types are the server's answers, written here as the browser reads them (no server module is imported).
 */
export type Home = { name: string; latitude: number; longitude: number };
export type WhereList = { origin: (LatLng & { name: string | null }) | null; radiusKm: number | null; when: When; spots: RankedSpot[]; nextRideable: NextRideable | null };

const HOME_KEY = ["/api/user/home"] as const;

export function useHome(enabled = true) {
  return useQuery({ queryKey: HOME_KEY, queryFn: getJson<{ home: Home | null }>("/api/user/home"), enabled });
}

/** The town of a spot becomes the rider's home town; the rankings follow. */
export function useSaveHome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (spotId: number) => apiRequest<{ home: Home }>("PUT", "/api/user/home", { spotId }),
    onSuccess: (saved) => {
      client.setQueryData(HOME_KEY, saved);
      void client.invalidateQueries({ queryKey: ["/api/where"] });
    },
  });
}

function whereUrl(when: When, radiusKm: number, position: LatLng | null): string {
  const params = new URLSearchParams({ when, radiusKm: String(radiusKm) });
  if (position) {
    params.set("lat", position.latitude.toFixed(4));
    params.set("lon", position.longitude.toFixed(4));
  }
  return `/api/where?${params}`;
}

/** The ranking for a period and a distance, from the device's position or else the home town (`enabled` when one is known). */
export function useWhere(when: When, radiusKm: number, position: LatLng | null, enabled: boolean) {
  const url = whereUrl(when, radiusKm, position);
  return useQuery({ queryKey: ["/api/where", url], queryFn: getJson<WhereList>(url), enabled });
}

/** Every spot's answer for today: one request for all the cards of /spots, refreshed as the map's verdicts are. */
const TODAY_EVERYWHERE_PATH = "/api/where?when=today";
const TODAY_STALE_MS = 5 * 60_000;

export function useTodayEverywhere() {
  return useQuery({
    queryKey: ["/api/where", TODAY_EVERYWHERE_PATH],
    queryFn: getJson<WhereList>(TODAY_EVERYWHERE_PATH),
    staleTime: TODAY_STALE_MS,
    refetchInterval: 3 * TODAY_STALE_MS,
  });
}

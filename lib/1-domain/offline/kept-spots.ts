/*
 * What this browser keeps of the rider, read from the service worker's caches by the offline page:
 * the spots whose forecast opens without network, and the rider's profile for the navigation bar.
 */
import type { PublicUser } from "../users/public-user";
import type { SpotListItem } from "../spots/types";
import { keptUrl, RIDER_CACHES } from "./rules";

export type KeptSpot = { id: number; name: string; isFavorite: boolean };
export type KeptForOffline = { spots: KeptSpot[]; spotList: boolean; user: PublicUser | null };

const NOTHING: KeptForOffline = { spots: [], spotList: false, user: null };

async function keptJson<T>(path: string): Promise<T | null> {
  const response = await caches.match(path, { cacheName: RIDER_CACHES.data });
  return ((await response?.json().catch(() => null)) ?? null) as T | null;
}

/** Favourites first, then by name. */
const byFavouriteThenName = (a: KeptSpot, b: KeptSpot) => Number(b.isFavorite) - Number(a.isFavorite) || a.name.localeCompare(b.name, "fr");

export async function keptForOffline(fallbackName: (spotId: number) => string): Promise<KeptForOffline> {
  // caches.has first: opening a cache would create it, and nothing of a rider must appear after a logout.
  if (typeof caches === "undefined" || !(await caches.has(RIDER_CACHES.pages))) return NOTHING;
  const pages = await (await caches.open(RIDER_CACHES.pages)).keys();
  const paths = pages.map((request) => new URL(request.url).pathname);
  const ids = [...new Set(paths.map((path) => keptUrl(path)?.spotId).filter((id): id is number => typeof id === "number"))];
  const list = new Map(((await keptJson<SpotListItem[]>("/api/spots")) ?? []).map((spot) => [spot.id, spot]));
  const spots = await Promise.all(
    ids.map(async (id): Promise<KeptSpot> => {
      const spot = list.get(id) ?? (await keptJson<SpotListItem>(`/api/spots/${id}`));
      return { id, name: spot?.name ?? fallbackName(id), isFavorite: spot?.isFavorite ?? false };
    }),
  );
  return { spots: spots.sort(byFavouriteThenName), spotList: paths.includes("/spots"), user: await keptJson<PublicUser>("/api/user") };
}

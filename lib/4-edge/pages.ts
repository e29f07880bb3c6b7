import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { cache } from "react";
import { getDb } from "../../db/client";
import { unsubscribePageState } from "../3-features/alerts/unsubscribe";
import { env } from "../0-base/env";
import type { ForecastModel } from "../1-domain/weather/model-ids";
import { spotCacheTag, SPOTS_CACHE_TAG } from "../1-domain/spots/cache-tags";
import { loadForecastPage, type ForecastPageData } from "../3-features/forecast/page-data";
import { getPageSpot, type PageSpot } from "../2-stores/spots/spot";
import { NotFound } from "../0-base/errors";
import { listSpots, spotCatalog } from "../2-stores/spots/list";
import { favoritesWeek } from "../3-features/verdicts/spot-verdicts";

/*
 * What server-rendered pages read, with the database chosen here: app/ never holds a connection itself.
 *
 * What every rider sees alike is cached by the framework ('use cache'), keyed by the spot and the model only —
 * a cached function cannot read cookies or headers, so it cannot hold a rider — and tagged by spot, so that a refresh
 * storing a new forecast run invalidates it (lib/4-edge/revalidate.ts). What is the rider's is read per request, by
 * the pages that show it, never cached (docs/decisions/0033).
 */

/** The spot of a page about one spot, shared by every rider: null when there is no such spot; a database failure throws. */
async function sharedSpot(spotId: number): Promise<PageSpot | null> {
  "use cache";
  cacheTag(spotCacheTag(spotId));
  cacheLife("forecast");
  try {
    return await getPageSpot(getDb(), spotId);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/** A page about one spot reads its spot once per render. */
const pageSpot = cache(sharedSpot);

/**
 * How long a page whose forecast could not be read whole is kept: a few seconds, then the next visitor asks again. A
 * refresh that such a page's render started, and that ends after the page gave up waiting, cannot renew it (the
 * framework refuses a revalidation inside the render's cache scope): the browser waiting on « Chargement » asks for
 * the page again (components/forecast/forecast-pending.tsx) and gets the forecast once this has run out.
 */
const INCOMPLETE = { stale: 30, revalidate: 5, expire: 300 } as const;

/**
 * A spot's forecast page as every rider sees it, for one model (null: the default here); null when there is no
 * such spot. Kept until the refresh stores a new run (its tag), at most while its forecast is fresh.
 */
export async function forecastPageData(spotId: number, model: ForecastModel | null): Promise<ForecastPageData | null> {
  "use cache";
  cacheTag(spotCacheTag(spotId));
  const spot = await sharedSpot(spotId);
  if (!spot) {
    cacheLife("forecast");
    return null;
  }
  const page = await loadForecastPage(getDb(), spot, model ?? undefined);
  const freshForSeconds = Math.max(60, Math.floor((page.freshUntil - Date.now()) / 1000));
  const revalidate = Math.min(900, freshForSeconds);
  // Expired when due (next.config.ts: no browser paints an old forecast), never under the framework's 5 minutes, below
  // which a cache is not kept in a page at all.
  cacheLife(page.complete ? { stale: 300, revalidate, expire: Math.max(revalidate, 300) } : INCOMPLETE);
  return page;
}

/** The spot's name for the page title, or null when there is no such spot. */
export const spotName = async (spotId: number) => (await pageSpot(spotId))?.name ?? null;

/** The catalogue of spots, the same for every rider (its JSON text kept pre-serialised): /spots's shared list. */
export async function spotsCatalogData(): Promise<string> {
  "use cache";
  cacheTag(SPOTS_CACHE_TAG);
  cacheLife("catalogue");
  return (await spotCatalog(getDb())).json;
}

/** « Vos spots cette semaine » on the home page: each favourite's best verdict per day; the rider's, never cached. */
export const favoritesWeekData = cache((userId: number) =>
  favoritesWeek(getDb(), userId).catch((error: unknown) => {
    console.error("[accueil] vos spots cette semaine :", error);
    return [];
  }),
);

/** The rider's spots with their favourites (home); the rider's, never cached. */
export const riderSpotsData = cache((userId: number) => listSpots(getDb(), userId));

/** The alert a one-click unsubscribe link names, for its page; reads only. */
export const unsubscribePageData = cache((token: string | undefined) => unsubscribePageState(getDb(), token));

let tilesWarned = false;
/** The map's tile URL template; null when MAP_TILES_URL cannot be used: the map then has a plain background. */
export function mapTiles(): string | null {
  const tiles = env().MAP_TILES_URL;
  if (tiles === null && !tilesWarned) {
    tilesWarned = true;
    console.warn("[carte] MAP_TILES_URL inutilisable : la carte des spots s'affiche sans fond de carte.");
  }
  return tiles;
}

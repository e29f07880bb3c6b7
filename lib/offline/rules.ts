/*
 * What Alizé keeps for use without network (issue 14, docs/decisions/0013-offline.md), shared by the service
 * worker (lib/offline/sw.ts), the pages that talk to it and the tests. No DOM or worker API here.
 */

/** The one service worker, for offline use and alert notifications alike (built by app/serwist/[path]/route.ts). */
export const SERVICE_WORKER_URL = "/serwist/sw.js";
export const SERVICE_WORKER_SCOPE = "/";

/** The French page shown for a page never kept (precached: the same for everyone, see proxy.ts). */
export const OFFLINE_PAGE_URL = "/~offline";

/**
 * Every runtime cache holding the rider's data starts with this prefix: logging out deletes them all. The
 * precache (the app's code, icons and the offline page) holds nothing personal and stays.
 */
export const RIDER_CACHE_PREFIX = "alize-rider-";
export const RIDER_CACHES = {
  /** Pages' HTML: home, spot list, forecast pages. */
  pages: `${RIDER_CACHE_PREFIX}pages`,
  /** The JSON those pages use. */
  data: `${RIDER_CACHE_PREFIX}data`,
  /** The worker's own notes: the spots last viewed, the favourites. */
  meta: `${RIDER_CACHE_PREFIX}meta`,
} as const;

/** Forecast pages kept besides the favourites', the most recently viewed first. */
export const RECENT_SPOTS_KEPT = 10;
/** On a weak signal, the network gets this long before the kept answer is shown. */
export const NETWORK_TIMEOUT_SECONDS = 4;
/** A favourite's kept forecast older than this is fetched again in the background (spec §9's freshness). */
export const FAVOURITE_REFRESH_MS = 30 * 60 * 1000;
/** A page the worker has just kept (the rider's own navigation) is not fetched again for this long. */
export const PAGE_FRESH_MS = 60 * 1000;

/** Messages from the pages to the worker. */
export const WORKER_MESSAGES = {
  /** { url }: the rider is on this page (sent on every navigation, client-side ones included). */
  pageSeen: "ALIZE_PAGE_SEEN",
  /** Once per page load: keep the spot list, the rider's profile and the favourites' forecasts up to date. */
  warm: "ALIZE_WARM",
  /** Logout or another rider: forget every rider cache, and drop answers still on their way. */
  clear: "ALIZE_CLEAR_RIDER_DATA",
} as const;

const FORECAST_PAGE = /^\/spots\/(\d+)\/weather\/?$/;
const SHARED_PAGES = new Set(["/", "/spots"]);
const SPOT_DATA = /^\/api\/spots\/(\d+)(?:\/(?:verdicts|windows|live))?$/;
const FORECAST_DATA = /^\/api\/(?:weather|tides)\/(\d+)$/;
const SHARED_DATA = new Set(["/api/spots", "/api/user"]);

export type KeptUrl = { cache: "pages" | "data"; spotId: number | null };

/** Whether a same-origin GET is kept, in which cache, and for which spot (null: the rider's, not a spot's). */
export function keptUrl(pathname: string): KeptUrl | null {
  if (SHARED_PAGES.has(pathname)) return { cache: "pages", spotId: null };
  if (SHARED_DATA.has(pathname)) return { cache: "data", spotId: null };
  const page = FORECAST_PAGE.exec(pathname);
  if (page) return { cache: "pages", spotId: Number(page[1]) };
  const data = SPOT_DATA.exec(pathname) ?? FORECAST_DATA.exec(pathname);
  if (data) return { cache: "data", spotId: Number(data[1]) };
  return null;
}

export const forecastPagePath = (spotId: number) => `/spots/${spotId}/weather`;

/** A spot's forecast page and everything it reads, as warmed for a favourite. */
export function spotUrls(spotId: number): string[] {
  return [
    forecastPagePath(spotId),
    `/api/spots/${spotId}`,
    `/api/weather/${spotId}`,
    `/api/tides/${spotId}`,
    `/api/spots/${spotId}/verdicts`,
    `/api/spots/${spotId}/windows`,
    `/api/spots/${spotId}/live`,
  ];
}

/** The last viewed spots, `spotId` first, without repeats, at most RECENT_SPOTS_KEPT. */
export function withRecent(recent: readonly number[], spotId: number): number[] {
  return [spotId, ...recent.filter((id) => id !== spotId)].slice(0, RECENT_SPOTS_KEPT);
}

/** The spots whose forecasts are kept: the favourites and the last viewed. */
export function keptSpotIds(state: { recent: readonly number[]; favourites: readonly number[] }): Set<number> {
  return new Set([...state.favourites, ...state.recent.slice(0, RECENT_SPOTS_KEPT)]);
}

/** The favourites in GET /api/spots's answer (each spot carries `isFavorite` for the signed-in rider). */
export function favouritesIn(spots: unknown): number[] {
  if (!Array.isArray(spots)) return [];
  return spots
    .filter((s): s is { id: number; isFavorite: true } => typeof s === "object" && s !== null && s.isFavorite === true && Number.isInteger(s.id))
    .map((s) => s.id);
}

/*
 * What Alizé keeps for use without network (docs/decisions/0013-offline.md): which requests, for
 * which spots, for how long. Used by the service worker (lib/browser/offline/sw.ts), the offline page and the tests.
 * No DOM or worker API here.
 */
export * from "./protocol";
import { SIGN_IN_PATH } from "./protocol";

/** Forecast pages kept besides the favourites', the most recently viewed first. */
export const RECENT_SPOTS_KEPT = 10;
/** On a weak signal, the network gets this long before the kept answer is shown. */
export const NETWORK_TIMEOUT_SECONDS = 4;
/** A favourite's kept forecast older than this is fetched again in the background (spec §9's freshness). */
export const FAVOURITE_REFRESH_MS = 30 * 60 * 1000;
/**
 * A page kept less than this long ago is not fetched again when the rider comes back to it by a client-side
 * navigation: on a weak signal its HTML would cost as much again, and forecasts are refreshed hourly.
 */
export const PAGE_FRESH_MS = 10 * 60 * 1000;

const FORECAST_PAGE = /^\/spots\/(\d+)\/weather\/?$/;
const SHARED_PAGES = new Set(["/", "/spots"]);
const SPOT_DATA = /^\/api\/spots\/(\d+)(?:\/(?:verdicts|windows|live|measured))?$/;
const FORECAST_DATA = /^\/api\/(?:weather|tides)\/(\d+)$/;
// The deployment's settings too (the realtime service's and the map's addresses): pages are the same for everyone.
const SHARED_DATA = new Set(["/api/spots", "/api/user", "/api/config"]);

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
    `/api/spots/${spotId}/measured`,
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

/**
 * Whether an answer from the network says the rider's session is over, so that the worker deletes every rider
 * cache at once: the sign-in page answered (reached directly or by a redirect: a page whose session
 * ended elsewhere sends there), or a kept piece of the rider's data answered 401 (`/api/user` first of all).
 */
export function saysSignedOut(requestPath: string, response: { status: number; url: string }): boolean {
  const answeredPath = response.url ? new URL(response.url, "http://alize.invalid").pathname : requestPath;
  if (answeredPath === SIGN_IN_PATH && response.status === 200) return true;
  return response.status === 401 && keptUrl(requestPath)?.cache === "data";
}

/*
 * The names the pages and the service worker share (docs/decisions/0013-offline.md): its URL, its
 * caches, its messages. Constants only, so the pages that import them carry a few bytes.
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

/** The sign-in page: reached from the network, it means the rider's session is over. */
export const SIGN_IN_PATH = "/auth";
export const LOGOUT_URL = "/api/logout";
/**
 * A logout made without network, waiting to reach the server: the worker's own note, holding nothing
 * of the rider (its name does not start with RIDER_CACHE_PREFIX). Replayed before the next request that goes out.
 */
export const LOGOUT_QUEUE_CACHE = "alize-logout-queue";
/** The same note in a browser without a worker controlling the page. */
export const LOGOUT_QUEUE_STORAGE_KEY = "alize-logout-queued";

/** Messages from the pages to the worker. */
export const WORKER_MESSAGES = {
  /** { url }: the rider is on this page (sent on every navigation, client-side ones included). */
  pageSeen: "ALIZE_PAGE_SEEN",
  /** Once per page load: keep the spot list, the rider's profile and the favourites' forecasts up to date. */
  warm: "ALIZE_WARM",
  /** Logout or another rider: forget every rider cache, and drop answers still on their way. */
  clear: "ALIZE_CLEAR_RIDER_DATA",
  /** A logout that found no network: forget the rider now, and tell the server as soon as it can be reached. */
  queueLogout: "ALIZE_QUEUE_LOGOUT",
} as const;

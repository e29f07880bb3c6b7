/// <reference lib="webworker" />
/*
 * Alizé's service worker (docs/decisions/0013-offline.md), built by Serwist from this file
 * (app/serwist/[path]/route.ts) and served at /serwist/sw.js for the whole site. One worker does it all:
 *
 * - Serwist precaches the app's code, icons and the offline page (the build's list, injected below);
 * - the rider's pages and data are answered from the network first, from the cache when the network is gone
 *   or slower than NETWORK_TIMEOUT_SECONDS; the forecasts kept are the favourites' and the last 10 viewed;
 * - a page never kept answers, offline, with the French offline page;
 * - logging out deletes every rider cache (WORKER_MESSAGES.clear), and so does any sign that the session ended
 *   elsewhere: the sign-in page answering, or a kept piece of the rider's data answering 401;
 * - a logout made without network is queued and sent before the next request that goes out;
 * - alert notifications (lib/1-domain/offline/push-handlers.ts).
 */
import { NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig, type SerwistPlugin } from "serwist";
import { listenForPushes } from "../../1-domain/offline/push-handlers";
import {
  FAVOURITE_REFRESH_MS,
  favouritesIn,
  forecastPagePath,
  keptSpotIds,
  keptUrl,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PAGE_URL,
  PAGE_FRESH_MS,
  LOGOUT_QUEUE_CACHE,
  LOGOUT_URL,
  RIDER_CACHE_PREFIX,
  RIDER_CACHES,
  saysSignedOut,
  SIGN_IN_PATH,
  spotUrls,
  withRecent,
  WORKER_MESSAGES,
} from "../../1-domain/offline/rules";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    /** The precache list, written in by Serwist at build time. */
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const USER_PATH = "/api/user";

/*
 * Bumped when the rider's data is cleared: an answer that was already on its way (a background refresh
 * started before the logout) is then not stored.
 */
let generation = 0;

/*
 * Whether a rider is signed in here, as the server last said (GET /api/user: 200, or a profile kept from before). The
 * pages are documents shared by every rider (docs/decisions/0033): the server sends them to a session that has ended
 * too, so nothing is kept until the profile says who this is — after a sign-out or a session ended elsewhere, no page
 * opened (or preloaded) on the way to the sign-in page lands in the caches.
 */
let riderKnown: Promise<boolean> = caches.match(USER_PATH, { cacheName: RIDER_CACHES.data }).then(Boolean, () => false);

const riderOnly: SerwistPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.generation = generation;
  },
  // A whole, fresh answer for this rider only: no error, no redirect (to /auth when the session is gone), and a rider
  // known (the profile itself makes them known).
  cacheWillUpdate: async ({ request, response, state }) => {
    if (response.status !== 200 || response.redirected || response.type !== "basic" || state?.generation !== generation) return null;
    if (new URL(request.url).pathname === USER_PATH) riderKnown = Promise.resolve(true);
    return (await riderKnown) ? response : null;
  },
  // The rider forgotten while the answer was being stored (a 401 or a logout in between): it goes too.
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    if (state?.generation !== generation && (await caches.has(cacheName))) await (await caches.open(cacheName)).delete(request);
  },
};

// A page is kept once whatever its query (e.g. ?model=): offline, any version of it beats none.
const pageKey: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = "";
    return url.href;
  },
};

// GET /api/spots tells which spots are the rider's favourites: their forecasts are then kept too.
const favouritesWatch: SerwistPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.generation = generation;
  },
  cacheDidUpdate: async ({ request, newResponse, event, state }) => {
    if (new URL(request.url).pathname !== "/api/spots" || state?.generation !== generation) return;
    const favourites = favouritesIn(await newResponse.clone().json().catch(() => null));
    await favouritesLearned(favourites, event, state.generation);
  },
};

// The session ended elsewhere (a password reset on another device, an expiry): nothing of the rider stays.
const signOutWatch: SerwistPlugin = {
  handlerWillRespond: async ({ request, response }) => {
    if (saysSignedOut(new URL(request.url).pathname, response)) await clearRiderData();
    return response;
  },
};

// A logout queued without network goes out before anything else does (see queueLogout below).
const logoutFirst: SerwistPlugin = {
  requestWillFetch: async ({ request }) => {
    await sendQueuedLogout();
    return request;
  },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ url, request, sameOrigin }) =>
        sameOrigin && keptUrl(url.pathname)?.cache === "pages" && request.headers.get("RSC") !== "1" && !url.searchParams.has("_rsc"),
      handler: new NetworkFirst({
        cacheName: RIDER_CACHES.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [logoutFirst, riderOnly, pageKey, signOutWatch],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && keptUrl(url.pathname)?.cache === "data",
      handler: new NetworkFirst({
        cacheName: RIDER_CACHES.data,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [logoutFirst, riderOnly, favouritesWatch, signOutWatch],
      }),
    },
    // Every other page goes to the network; when there is none, Serwist answers with the offline page. The
    // sign-in page's React payload (a client-side redirect to it) is watched too.
    {
      matcher: ({ url, request, sameOrigin }) => sameOrigin && (request.mode === "navigate" || url.pathname === SIGN_IN_PATH),
      handler: new NetworkOnly({ plugins: [logoutFirst, signOutWatch] }),
    },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE_URL, matcher: ({ request }) => request.destination === "document" }] },
});

/* ---- The worker's notes: the spots last viewed and the favourites, kept beside the rider's data. ---- */

type OfflineState = { recent: number[]; favourites: number[] };
const STATE_KEY = "/__alize-offline/state";

async function readState(): Promise<OfflineState> {
  // caches.match does not create the cache: nothing of the rider's reappears after a logout.
  const kept = await caches.match(STATE_KEY, { cacheName: RIDER_CACHES.meta });
  const state = (await kept?.json().catch(() => null)) as Partial<OfflineState> | null;
  return { recent: state?.recent ?? [], favourites: state?.favourites ?? [] };
}

let queue: Promise<unknown> = Promise.resolve();

/** Read, change and write the notes one change at a time (messages and fetches arrive together). */
function updateState(change: (state: OfflineState) => OfflineState, started = generation): Promise<OfflineState> {
  const next = queue.then(async () => {
    const state = change(await readState());
    // Checked after the last wait before writing: a rider forgotten meanwhile gets no notes back.
    const cache = started === generation ? await caches.open(RIDER_CACHES.meta) : null;
    if (cache && started === generation) await cache.put(STATE_KEY, Response.json(state));
    return state;
  });
  queue = next.catch(() => undefined);
  return next;
}

/** Forget the forecasts of spots that are neither favourites nor among the last viewed. */
async function prune(state: OfflineState): Promise<void> {
  const kept = keptSpotIds(state);
  for (const name of [RIDER_CACHES.pages, RIDER_CACHES.data]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const spotId = keptUrl(new URL(request.url).pathname)?.spotId ?? null;
      if (spotId !== null && !kept.has(spotId)) await cache.delete(request);
    }
  }
}

/** How old the kept copy of a page is (Infinity when there is none). */
async function ageOf(path: string): Promise<number> {
  const kept = await caches.match(new URL(path, self.location.origin).href, { cacheName: RIDER_CACHES.pages });
  const date = Date.parse(kept?.headers.get("date") ?? "");
  return Number.isNaN(date) ? Infinity : Date.now() - date;
}

/** Fetch a URL through its route, so it is kept exactly as the rider's own request would be. */
async function keep(path: string, event: ExtendableEvent): Promise<void> {
  try {
    await serwist.handleRequest({ request: new Request(path, { credentials: "same-origin" }), event });
  } catch {
    // No network: what is kept stays as it is.
  }
}

async function pageSeen(url: URL, event: ExtendableEvent): Promise<void> {
  const rule = keptUrl(url.pathname);
  if (url.origin !== self.location.origin || rule?.cache !== "pages") return;
  // A page may tell of itself late (once idle), after its rider logged out: a rider forgotten gets no notes back, and
  // nothing is kept until the profile says who this is (see riderKnown).
  if (!(await riderKnown)) return;
  if (rule.spotId !== null) await prune(await updateState((s) => ({ ...s, recent: withRecent(s.recent, rule.spotId!) })));
  // A full page load has just gone through the worker and been kept; a client-side navigation fetched only
  // the page's React payload, so its HTML is fetched here, unless a recent copy is kept already.
  if ((await ageOf(url.pathname)) > PAGE_FRESH_MS) await keep(url.pathname, event);
}

/** `started`: the generation the list of favourites was read in; a rider forgotten since then is not written back. */
async function favouritesLearned(favourites: number[], event: ExtendableEvent, started: number): Promise<void> {
  if (started !== generation) return;
  await prune(await updateState((s) => ({ ...s, favourites }), started));
  for (const spotId of favourites) {
    if ((await ageOf(forecastPagePath(spotId))) < FAVOURITE_REFRESH_MS) continue;
    // One request at a time: on a weak signal, the rider's own requests come first. The rider forgotten meanwhile
    // (signed out, a session ended), nothing more is kept: a shared page would still answer.
    for (const path of spotUrls(spotId)) {
      if (generation !== started) return;
      await keep(path, event);
    }
  }
}

async function warm(event: ExtendableEvent): Promise<void> {
  const started = generation;
  for (const path of [USER_PATH, "/api/config", "/api/spots"]) {
    if (generation !== started) return;
    await keep(path, event); // after /api/spots, favouritesWatch keeps the favourites' forecasts
  }
  for (const path of ["/", "/spots"]) if (generation === started && (await ageOf(path)) === Infinity) await keep(path, event);
}

async function clearRiderData(): Promise<void> {
  generation++;
  riderKnown = Promise.resolve(false);
  const names = (await caches.keys()).filter((name) => name.startsWith(RIDER_CACHE_PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
}

/* ---- A logout without network: the phone forgets the rider now, the server hears it later. ---- */

let logoutQueued: Promise<boolean> = caches.has(LOGOUT_QUEUE_CACHE);
let sending: Promise<void> | null = null;

/**
 * Notes the logout, forgets the rider, and stops navigation preload meanwhile: a preloaded page would go out
 * with the session cookie before the logout does. Background Sync, where the browser has it, sends it even
 * with no page open once the network is back.
 */
async function queueLogout(): Promise<void> {
  logoutQueued = Promise.resolve(true);
  await (await caches.open(LOGOUT_QUEUE_CACHE)).put("/__alize-offline/logout", new Response("1"));
  await clearRiderData();
  await self.registration.navigationPreload?.disable().catch(() => undefined);
  const sync = (self.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync;
  await sync?.register(LOGOUT_QUEUE_CACHE).catch(() => undefined);
}

/** Sends the queued logout, if any, once at a time; it stays queued while the network is out. */
function sendQueuedLogout(): Promise<void> {
  sending ??= (async () => {
    if (!(await logoutQueued)) return;
    try {
      const res = await fetch(LOGOUT_URL, { method: "POST", credentials: "same-origin", headers: { accept: "application/json" } });
      if (!res.ok) return;
      logoutQueued = Promise.resolve(false);
      await caches.delete(LOGOUT_QUEUE_CACHE);
      await self.registration.navigationPreload?.enable().catch(() => undefined);
    } catch {
      // Still no network: the next request tries again.
    }
  })().finally(() => (sending = null));
  return sending;
}

self.addEventListener("sync", (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === LOGOUT_QUEUE_CACHE) sync.waitUntil(sendQueuedLogout());
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  let job: Promise<void> | null = null;
  if (data?.type === WORKER_MESSAGES.pageSeen && typeof data.url === "string") job = pageSeen(new URL(data.url, self.location.origin), event);
  else if (data?.type === WORKER_MESSAGES.warm) job = warm(event);
  else if (data?.type === WORKER_MESSAGES.clear) job = clearRiderData();
  else if (data?.type === WORKER_MESSAGES.queueLogout) job = queueLogout();
  if (!job) return;
  const done = job.catch((error: unknown) => console.warn("[hors ligne]", error));
  event.waitUntil(done);
  // The page may wait for the answer (the logout does, before it goes on).
  void done.then(() => event.ports[0]?.postMessage(true));
});

listenForPushes(self);
serwist.addEventListeners();

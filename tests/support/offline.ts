import { expect, type Page } from "@playwright/test";
import { APP_ORIGIN } from "./e2e-fixtures";
import { forecastPagePath, RIDER_CACHE_PREFIX, RIDER_CACHES } from "../../lib/1-domain/offline/rules";

/* The e2e tests' view of the offline worker: its caches as the page sees them. */
export type Spot = { id: number; name: string };

export async function spots(page: Page): Promise<Spot[]> {
  const res = await page.request.get("/api/spots");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Spot[];
}

export async function makeFavourite(page: Page, spot: Spot) {
  const res = await page.request.post(`/api/spots/${spot.id}/favorite`, { headers: { origin: APP_ORIGIN } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A signed-in page, then the app's worker active and in control of it. */
export async function withWorker(page: Page, url = "/") {
  await page.goto(url);
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active && navigator.serviceWorker.controller), undefined, {
    timeout: 30_000,
  });
}

/** Whether the worker keeps `url` in one of the rider's caches. */
export function isKept(page: Page, url: string, cacheName: string = RIDER_CACHES.pages): Promise<boolean> {
  return page.evaluate(async ({ url, cacheName }) => Boolean(await caches.match(url, { cacheName })), { url, cacheName });
}

export async function waitUntilKept(page: Page, url: string, cacheName: string = RIDER_CACHES.pages) {
  await expect.poll(() => isKept(page, url, cacheName), { timeout: 30_000, message: `${url} gardé dans ${cacheName}` }).toBe(true);
}

/** Every entry of the rider's caches in this browser, as "cache: path" (empty when the phone forgot the rider). */
export function riderEntries(page: Page): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const entries: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith(prefix))) {
      for (const request of await (await caches.open(name)).keys()) entries.push(`${name}: ${new URL(request.url).pathname}`);
    }
    const user = await caches.match("/api/user");
    if (user) entries.push(`(any cache): /api/user`);
    return entries;
  }, RIDER_CACHE_PREFIX);
}

/** The rider's first spot made a favourite, its forecast opened and kept with the rider's profile: a phone ready for the beach. */
export async function keepFavouriteOffline(page: Page): Promise<Spot> {
  const [spot] = await spots(page);
  await makeFavourite(page, spot!);
  await withWorker(page);
  await page.goto(forecastPagePath(spot!.id));
  await waitUntilKept(page, forecastPagePath(spot!.id));
  await waitUntilKept(page, "/api/user", RIDER_CACHES.data);
  return spot!;
}

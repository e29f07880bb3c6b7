import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHAT_TEXT } from "../lib/1-domain/chat/messages";
import { APP_MANIFEST } from "../lib/1-domain/offline/app-manifest";
import { OFFLINE_TEXT } from "../lib/1-domain/offline/messages";
import { forecastPagePath, RECENT_SPOTS_KEPT, RIDER_CACHES, SERVICE_WORKER_URL, WORKER_MESSAGES } from "../lib/1-domain/offline/rules";
import { SESSION_COOKIE } from "../lib/4-edge/auth/cookie-names";
import { APP_ORIGIN, expect, test } from "../tests/support/e2e-fixtures";
import { isKept, keepFavouriteOffline, makeFavourite, riderEntries, spots, waitUntilKept, withWorker } from "../tests/support/offline";

/*
 * Alizé at the beach with no signal, in Chromium against the production build: installable, its
 * service worker keeping the rider's favourites and last viewed forecasts, the offline page, and a logout that
 * leaves nothing of the rider behind.
 */
test.describe.configure({ mode: "serial" });

/** Screens for the reviewer's eyes, at a phone's and a laptop's width (not assertions). */
const SHOTS = path.resolve(import.meta.dirname, "../docs/screenshots");
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 860 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, animations: "disabled" });
  }
}

/** Width and height written in a PNG's header. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test("the manifest makes Alizé installable, with its name, colours and icons, linked from every page", async ({ page, context, rider }) => {
  void rider;
  const res = await page.request.get("/manifest.webmanifest");
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: "Alizé",
    short_name: APP_MANIFEST.short_name,
    lang: "fr",
    start_url: "/",
    display: "standalone",
    background_color: APP_MANIFEST.background_color,
    theme_color: APP_MANIFEST.theme_color,
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const size of ["192x192", "512x512"]) {
    expect(icons.some((i) => i.sizes === size && i.purpose === "any"), `${size} any`).toBe(true);
    expect(icons.some((i) => i.sizes === size && i.purpose === "maskable"), `${size} maskable`).toBe(true);
  }
  for (const icon of icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()["content-type"], icon.src).toBe("image/png");
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }

  // Signed in or not, every page names it.
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await page.goto("/spots");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const visitor = await context.browser()!.newPage();
  await visitor.goto(`${APP_ORIGIN}/auth`);
  await expect(visitor.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await visitor.close();

  // Chromium's own verdict, the one Lighthouse's « installable-manifest » audit read (Lighthouse 12 dropped its
  // PWA checks). Asked of a browser with a profile: Playwright's usual contexts are incognito, where Chromium
  // never offers to install anything.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "alize-install-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
  });
  try {
    const tab = browser.pages()[0] ?? (await browser.newPage());
    await tab.goto(`${APP_ORIGIN}/auth`);
    const cdp = await browser.newCDPSession(tab);
    await expect.poll(async () => (await cdp.send("Page.getAppManifest")).url).toBe(`${APP_ORIGIN}/manifest.webmanifest`);
    expect((await cdp.send("Page.getAppManifest")).errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test("the service worker is registered once the page has loaded, and controls it after a reload", async ({ page, rider }) => {
  void rider;
  await withWorker(page);
  await page.reload();
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/");
    return { scope: registration?.scope, controller: navigator.serviceWorker.controller?.scriptURL, count: (await navigator.serviceWorker.getRegistrations()).length };
  });
  expect(worker).toEqual({ scope: `${APP_ORIGIN}/`, controller: `${APP_ORIGIN}${SERVICE_WORKER_URL}`, count: 1 });
  // Allowed to serve the whole site from /serwist/, and never kept stale by the HTTP cache.
  const script = await page.request.get(SERVICE_WORKER_URL);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  expect(script.headers()["service-worker-allowed"]).toBe("/");
  expect(script.headers()["cache-control"]).toMatch(/no-cache|no-store|max-age=0/);
  // The app's code is precached: the forecast page's scripts are there before the rider opens one.
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.includes("precache"));
    return precache ? (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname) : [];
  });
  expect(precached).toContain("/~offline");
  expect(precached.some((p) => p.startsWith("/_next/static/"))).toBe(true);
});

test("offline, a visited favourite's forecast still opens, says when it was fetched, and the chat says it is offline", async ({ page, context, rider }) => {
  void rider;
  const [spot] = await spots(page);
  await makeFavourite(page, spot);
  await withWorker(page);
  const weather = (await (await page.request.get(`/api/weather/${spot.id}`)).json()) as { lastUpdated: string }[];
  const banner = OFFLINE_TEXT.banner(weather[0].lastUpdated);

  await page.goto(forecastPagePath(spot.id));
  await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  await waitUntilKept(page, forecastPagePath(spot.id));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
  await expect(page.getByTestId("forecast-day").first()).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toHaveText(banner);
  await shoot(page, "hors-ligne-previsions");

  await page.getByRole("button", { name: CHAT_TEXT.open }).click();
  const chat = page.getByRole("region", { name: CHAT_TEXT.title(spot.name) });
  await expect(chat.getByRole("status")).toHaveText(CHAT_TEXT.offline);
  await expect(chat.getByText(CHAT_TEXT.connecting)).toHaveCount(0);
  await chat.getByRole("button", { name: CHAT_TEXT.collapse }).click();

  // Back online: the page is rendered again by itself (its React payload, `?_rsc=`), and the banner goes.
  const refreshed = page.waitForResponse((r) => r.url().includes(`${forecastPagePath(spot.id)}?_rsc=`) && r.ok());
  await context.setOffline(false);
  await refreshed;
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
});

test("a favourite never opened on this phone is kept too, and a page never seen shows the offline page with the kept spots", async ({ page, context, rider }) => {
  void rider;
  const list = await spots(page);
  const [viewed, favourite] = [list[1], list[2]];
  await makeFavourite(page, favourite);
  await withWorker(page);
  await page.goto(forecastPagePath(viewed.id));
  await waitUntilKept(page, forecastPagePath(viewed.id));
  // Warmed in the background from the rider's favourites: the page and what it reads.
  await waitUntilKept(page, forecastPagePath(favourite.id));
  await waitUntilKept(page, `/api/weather/${favourite.id}`, RIDER_CACHES.data);

  await context.setOffline(true);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: OFFLINE_TEXT.pageTitle })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT.lead)).toBeVisible();
  const region = page.getByRole("region", { name: OFFLINE_TEXT.keptTitle });
  const kept = region.getByRole("listitem").getByRole("link");
  await expect(kept).toHaveText([`${favourite.name} (${OFFLINE_TEXT.favourite})`, viewed.name]);
  // The spot list was kept in the background too.
  await expect(region.getByRole("link", { name: OFFLINE_TEXT.spotList })).toHaveAttribute("href", "/spots");
  // The navigation bar knows the rider from the kept profile, though the page is the same for everyone.
  await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
  await shoot(page, "hors-ligne-page");

  await kept.filter({ hasText: favourite.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: favourite.name })).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  // The navigation bar's links too: the router's fetch fails, Next loads the page, the worker has it.
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Accueil" }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/`);
  await expect(page.getByRole("link", { name: new RegExp(favourite.name) }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: OFFLINE_TEXT.pageTitle })).toHaveCount(0);
  await context.setOffline(false);
});

test(`the forecasts kept are the favourites' and the last ${RECENT_SPOTS_KEPT} viewed`, async ({ page, rider }) => {
  void rider;
  const list = await spots(page);
  const favourite = list[0];
  const viewed = list.slice(1, RECENT_SPOTS_KEPT + 2);
  await makeFavourite(page, favourite);
  await withWorker(page);
  await waitUntilKept(page, forecastPagePath(favourite.id));
  // What the rider's navigation tells the worker, one spot after the other (client-side navigations included).
  for (const spot of viewed) {
    await page.evaluate(
      async (message) => (await navigator.serviceWorker.ready).active!.postMessage(message),
      { type: WORKER_MESSAGES.pageSeen, url: forecastPagePath(spot.id) },
    );
    await waitUntilKept(page, forecastPagePath(spot.id));
  }
  const [first, ...last] = viewed;
  await expect.poll(() => isKept(page, forecastPagePath(first.id))).toBe(false);
  for (const spot of last) expect(await isKept(page, forecastPagePath(spot.id)), spot.name).toBe(true);
  expect(await isKept(page, forecastPagePath(favourite.id))).toBe(true);
});

test("logging out clears every cache of the rider, and the next person offline sees nothing of them", async ({ page, context, rider }) => {
  void rider;
  const spot = await keepFavouriteOffline(page);

  const answer = page.waitForResponse((res) => res.url().endsWith("/api/logout"));
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  // The server's answer has the browser drop the site's caches and storage on its own.
  expect((await (await answer).allHeaders())["clear-site-data"]).toBe('"cache", "storage"');
  await expect(page).toHaveURL(/\/auth/);
  expect(await riderEntries(page)).toEqual([]);
  expect(await isKept(page, forecastPagePath(spot.id))).toBe(false);

  await context.setOffline(true);
  // With the worker gone too (Clear-Site-Data), the browser has nothing to show; with it, the offline page.
  const shown = await page.goto(forecastPagePath(spot.id)).then(
    () => page.locator("body").innerText(),
    () => "",
  );
  expect(shown).not.toContain(spot.name);
  await expect(page.getByRole("button", { name: "Se déconnecter" })).toHaveCount(0);
  await context.setOffline(false);
});

test("a logout without network forgets the rider at once, and reaches the server as soon as the phone is online", async ({ page, context, browser, rider }) => {
  void rider;
  const spot = await keepFavouriteOffline(page);
  const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
  // The same session, held elsewhere: it tells whether the server has ended it.
  const elsewhere = await browser.newContext({ baseURL: APP_ORIGIN });
  await elsewhere.addCookies([session]);
  expect((await elsewhere.request.get("/api/user")).status()).toBe(200);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: OFFLINE_TEXT.pageTitle })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT.keptNone)).toBeVisible();
  expect(await riderEntries(page)).toEqual([]);
  await expect(page.getByText(spot.name)).toHaveCount(0);
  await shoot(page, "deconnexion-hors-ligne");
  expect((await elsewhere.request.get("/api/user")).status()).toBe(200); // not told yet

  // Back online, the first request that goes out carries the queued logout before it.
  await context.setOffline(false);
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth$/);
  expect((await elsewhere.request.get("/api/user")).status()).toBe(401);
  expect(await riderEntries(page)).toEqual([]);
  await elsewhere.close();
});

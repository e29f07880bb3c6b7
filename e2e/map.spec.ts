import fs from "node:fs";
import type { Locator, Page, Response } from "@playwright/test";
import sharp from "sharp";
import { TONE_LABELS } from "../lib/1-domain/map/messages";
import { normalizeForSearch } from "../lib/1-domain/spots/search";
import { sortByName } from "../lib/1-domain/spots/sort";
import type { SpotListItem } from "../lib/1-domain/spots/types";
import type { TodayVerdicts } from "../lib/3-features/verdicts/today";
import { APP_ORIGIN, expect, test } from "../tests/support/e2e-fixtures";

/*
 * The map of the spots. The e2e server keeps the default MAP_TILES_URL (OpenStreetMap's tile
 * server): every test answers or refuses its tiles here, so no test ever asks the real server for one.
 */
const SCREENS = "test-results/screens";
const TILES = "https://tile.openstreetmap.org/**";

/** No tile server: every tile fails, as offline. */
const noTiles = (page: Page) => page.route(TILES, (route) => route.abort("internetdisconnected"));

async function apiSpots(page: Page): Promise<SpotListItem[]> {
  const res = await page.request.get("/api/spots");
  expect(res.status()).toBe(200);
  return sortByName(await res.json());
}

const mapTab = (page: Page) => page.getByRole("tab", { name: "Carte" });
const listTab = (page: Page) => page.getByRole("tab", { name: "Liste" });
const map = (page: Page) => page.getByRole("region", { name: "Carte des spots" });
const markers = (page: Page) => map(page).locator(".alize-marker");
const clusters = (page: Page) => map(page).locator(".alize-cluster");
const marker = (page: Page, name: string) => map(page).getByRole("button", { name, exact: true });
const popup = (page: Page) => page.getByTestId("map-popup");
const search = (page: Page) => page.getByRole("combobox", { name: "Rechercher un spot" });

/** Spots on the map: single markers plus what each group counts. */
async function spotsOnMap(page: Page): Promise<number> {
  const counts = await clusters(page).evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.count)));
  return (await markers(page).count()) + counts.reduce((a, b) => a + b, 0);
}

/** Of these markers or groups, the one nearest the map's centre (the map's edges may be under the page's header). */
async function central(page: Page, of: Locator): Promise<Locator> {
  const box = (await page.getByTestId("spot-map").boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const distances = await of.evaluateAll(
    (els, c) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return Math.hypot(r.x + r.width / 2 - c.x, r.y + r.height / 2 - c.y);
      }),
    centre,
  );
  return of.nth(distances.indexOf(Math.min(...distances)));
}

/**
 * Until the map is still: no zoom nor grouping animation under way (Leaflet and its cluster plugin mark the map's
 * pane while they run), and the markers and groups where they were a moment ago. A click during an animation lands
 * where a marker was, not where it is: on a busy machine a fixed pause was not always enough.
 */
async function mapSettled(page: Page) {
  const layout = () =>
    map(page).evaluate((el) =>
      el.querySelector(".leaflet-zoom-anim, .leaflet-cluster-anim")
        ? "animating"
        : [...el.querySelectorAll(".alize-marker, .alize-cluster")].map((m) => `${Math.round(m.getBoundingClientRect().x)},${Math.round(m.getBoundingClientRect().y)}`).join(" "),
    );
  let previous = "";
  await expect
    .poll(async () => {
      const now = await layout();
      const still = now !== "animating" && now === previous;
      previous = now;
      return still;
    }, { intervals: [150] })
    .toBe(true);
}

/** Zooms into groups until single markers show. */
async function zoomUntilMarkers(page: Page) {
  for (let i = 0; i < 8 && (await markers(page).count()) === 0; i++) {
    await (await central(page, clusters(page))).click();
    await mapSettled(page);
  }
  await expect(markers(page).first()).toBeVisible();
  await mapSettled(page);
}

async function openMap(page: Page, path = "/spots") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Spots de Kitesurf" })).toBeVisible();
  await mapTab(page).click();
  await expect(page).toHaveURL(/[?&]vue=carte/);
  await expect(map(page)).toBeVisible();
  await expect(markers(page).or(clusters(page)).first()).toBeVisible();
}

test("the list view loads no map code; « Carte » loads it and shows every spot, grouped when zoomed out", async ({ page, rider }) => {
  void rider;
  await noTiles(page);
  const spots = await apiSpots(page);
  const scripts: Promise<string>[] = [];
  const onResponse = (res: Response) => {
    if (res.url().endsWith(".js")) scripts.push(res.text().catch(() => ""));
  };
  page.on("response", onResponse);
  await page.goto("/spots");
  await expect(page.getByRole("article")).toHaveCount(spots.length);
  await page.waitForLoadState("networkidle");
  const listScripts = await Promise.all(scripts.splice(0));
  expect(listScripts.length).toBeGreaterThan(0);
  expect(listScripts.filter((js) => js.includes("leaflet-zoom-animated"))).toHaveLength(0);
  await expect(mapTab(page)).toHaveAttribute("aria-selected", "false");
  await expect(listTab(page)).toHaveAttribute("aria-selected", "true");

  await mapTab(page).click();
  await expect(markers(page).or(clusters(page)).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect((await Promise.all(scripts.splice(0))).some((js) => js.includes("leaflet-zoom-animated"))).toBe(true);
  page.off("response", onResponse);

  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByText(`${spots.length} spots`, { exact: true })).toBeVisible();
  expect(await clusters(page).count()).toBeGreaterThan(0); // all of France: nearby spots are grouped
  expect(await spotsOnMap(page)).toBe(spots.length);

  // A group is a button: pressed, the map zooms in and its spots spread out, still all of them on the map.
  const group = await central(page, clusters(page));
  await expect(group).toHaveAttribute("role", "button");
  await expect(group).toHaveAccessibleName(/^\d+ spots, zoomer pour les voir$/);
  const zoom = Number(await page.getByTestId("spot-map").getAttribute("data-zoom"));
  const pressed = await group.elementHandle();
  await group.click();
  await expect.poll(async () => Number(await page.getByTestId("spot-map").getAttribute("data-zoom"))).toBeGreaterThan(zoom);
  await expect.poll(() => pressed!.evaluate((el) => el.isConnected)).toBe(false);

  // The legend, in French.
  const legend = page.getByTestId("map-legend");
  await expect(legend).toContainText("Aujourd'hui, selon vos conditions");
  for (const label of Object.values(TONE_LABELS)) await expect(legend.getByText(label, { exact: true })).toBeVisible();
});

test("a marker is coloured by today's verdict; a click opens its card, whose link opens the forecast", async ({ page, rider }) => {
  void rider;
  await noTiles(page);
  const spots = await apiSpots(page);
  const spot = spots.find((s) => s.name === "Wissant")!;
  expect(spot, "the seed has Wissant").toBeDefined();
  // Reading the forecast stores it (from the fake Open-Meteo): today's verdicts then have it, a few seconds later.
  expect((await page.request.get(`/api/weather/${spot.id}`)).status()).toBe(200);
  let verdicts: TodayVerdicts = {};
  await expect
    .poll(async () => {
      verdicts = await (await page.request.get("/api/spots/verdicts/today")).json();
      return verdicts[spot.id];
    }, { timeout: 20_000 })
    .not.toBeNull();
  expect(Object.keys(verdicts)).toHaveLength(spots.length);

  await openMap(page);
  await search(page).fill("Wissant");
  await search(page).press("Escape");
  await expect(marker(page, "Wissant")).toBeVisible();
  await expect(marker(page, "Wissant")).toHaveAttribute("data-tone", verdicts[spot.id]!);
  const label = TONE_LABELS[verdicts[spot.id]!];
  await expect(marker(page, "Wissant")).toHaveAccessibleDescription(label);

  await marker(page, "Wissant").click();
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole("heading", { name: "Wissant" })).toBeVisible();
  await expect(popup(page)).toContainText(new RegExp(`Aujourd'hui :\\s*${label}`));
  // Wissant has a station (the fake OpenWindMap's): its live wind, as on the spot's card.
  await expect(popup(page).getByTestId("spot-live-wind")).toContainText(/Vent mesuré\s*\d+,\d\snds/);
  await expect(marker(page, "Wissant")).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Fermer" }).click();
  await expect(popup(page)).toHaveCount(0);

  await marker(page, "Wissant").click();
  await popup(page).getByRole("link", { name: "Voir les prévisions" }).click();
  await expect(page).toHaveURL(new RegExp(`/spots/${spot.id}/weather$`));
  await expect(page.getByRole("heading", { level: 1, name: "Wissant" })).toBeVisible();
});

test("by keyboard: Tab reaches a marker named after its spot, Enter opens its card, Escape closes it", async ({ page, rider }) => {
  void rider;
  await noTiles(page);
  const spots = await apiSpots(page);
  const spot = spots.find((s) => /[^\x20-\x7e]|'/.test(s.name)) ?? spots[0]!;
  await openMap(page);

  // A group from the keyboard: Enter zooms in, and the focus goes on to one of its spots (or a smaller group).
  const zoom = Number(await page.getByTestId("spot-map").getAttribute("data-zoom"));
  const group = await central(page, clusters(page));
  await group.focus();
  await page.keyboard.press("Enter");
  await expect.poll(async () => Number(await page.getByTestId("spot-map").getAttribute("data-zoom"))).toBeGreaterThan(zoom);
  await expect(map(page).locator(":is(.alize-marker, .alize-cluster):focus")).toHaveCount(1);

  await search(page).fill(spot.name);
  await search(page).press("Escape"); // closes the suggestions
  await expect(marker(page, spot.name)).toBeVisible();

  // From the « Carte » tab: Tab goes to the map, then to the marker.
  await mapTab(page).focus();
  let reached = false;
  for (let i = 0; i < 4 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await marker(page, spot.name).evaluate((el) => el === document.activeElement);
  }
  expect(reached, "Tab reaches the marker").toBe(true);
  await expect(marker(page, spot.name)).toHaveAttribute("role", "button");

  await page.keyboard.press("Enter");
  await expect(popup(page)).toBeVisible();
  const title = popup(page).getByRole("heading", { name: spot.name });
  await expect(title).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(popup(page)).toHaveCount(0);
  await expect(marker(page, spot.name)).toBeFocused();

  await page.keyboard.press(" ");
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(popup(page).getByRole("link", { name: "Voir les prévisions" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/spots/${spot.id}/weather$`));
});

test("the search box and « Favoris » filter the markers as they filter the list", async ({ page, rider }) => {
  void rider;
  await noTiles(page);
  const spots = await apiSpots(page);
  const favorite = spots.find((s) => s.name === "Wissant") ?? spots[0]!;
  await openMap(page);

  const typed = "plage";
  const expected = spots.filter((s) => normalizeForSearch(s.name).includes(typed) || normalizeForSearch(s.description).includes(typed));
  expect(expected.length).toBeGreaterThan(1);
  expect(expected.length).toBeLessThan(spots.length);
  await search(page).fill(typed);
  await expect(page.getByText(`${expected.length} spots`, { exact: true })).toBeVisible();
  await expect.poll(() => spotsOnMap(page)).toBe(expected.length);

  await search(page).fill("zzzz introuvable");
  await expect(page.getByText("Aucun spot ne correspond à votre recherche")).toBeVisible();
  await expect(map(page)).toHaveCount(0);
  await search(page).fill("");
  await expect.poll(() => spotsOnMap(page)).toBe(spots.length);

  const saved = await page.request.post(`/api/spots/${favorite.id}/favorite`, { headers: { origin: APP_ORIGIN } });
  expect(saved.ok()).toBe(true);
  await page.reload(); // on the map: « Favoris » does not switch itself on
  await expect(page.getByRole("button", { name: "Favoris", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => spotsOnMap(page)).toBe(spots.length);
  await page.getByRole("button", { name: "Favoris", exact: true }).click();
  await expect(markers(page)).toHaveCount(1);
  await expect(clusters(page)).toHaveCount(0);
  await expect(marker(page, favorite.name)).toBeVisible();
});

test("the view is in the URL: it survives a reload, Back returns to the list, and the arrow keys switch tabs", async ({ page, rider }) => {
  void rider;
  await noTiles(page);
  await openMap(page);
  await page.reload();
  await expect(mapTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(markers(page).or(clusters(page)).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/spots$/);
  await expect(listTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.goForward();
  await expect(map(page)).toBeVisible();

  await mapTab(page).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(listTab(page)).toBeFocused();
  await expect(listTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/spots$/);
  await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Liste");
});

test("a tap on « Carte » that Next.js's router does not hear (during hydration) still shows the map", async ({ page, rider }) => {
  void rider;
  await noTiles(page);
  await page.goto("/spots");
  await page.waitForLoadState("networkidle");
  // As before the router's effect has run: history.pushState is the browser's own again, unheard by Next.js.
  await page.evaluate(() => {
    window.history.pushState = History.prototype.pushState.bind(window.history);
  });
  await mapTab(page).click();
  await expect(page).toHaveURL(/[?&]vue=carte/);
  await expect(mapTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(map(page)).toBeVisible();
  await listTab(page).click();
  await expect(listTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("region", { name: "Liste des spots" })).toBeVisible();
});

test("without a tile server the markers still work on a plain background; with one, its tiles are drawn under them", async ({ page, rider }) => {
  void rider;
  const failed: string[] = [];
  page.on("pageerror", (e) => failed.push(e.message));
  await noTiles(page);
  await openMap(page);
  await expect(map(page).getByRole("status")).toHaveText("Fond de carte indisponible");
  await zoomUntilMarkers(page);
  await (await central(page, markers(page))).click();
  await expect(popup(page)).toBeVisible();
  expect(failed).toEqual([]);

  // A tile server that answers: the page's policy lets its images in, and its attribution shows.
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#aad3df" } }).png().toBuffer();
  await page.unroute(TILES);
  const served: string[] = [];
  await page.route(TILES, (route) => {
    served.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: tile });
  });
  const csp: string[] = [];
  page.on("console", (m) => m.text().includes("Content Security Policy") && csp.push(m.text()));
  await page.reload();
  await expect(map(page).locator("img.leaflet-tile-loaded").first()).toBeVisible();
  expect(served.every((u) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(u))).toBe(true);
  await expect(page.getByText("Fond de carte indisponible")).toHaveCount(0);
  await expect(map(page).getByRole("link", { name: "contributeurs OpenStreetMap" })).toBeVisible();
  await expect(map(page).getByText("©")).toBeVisible();
  expect(csp).toEqual([]);
  await expect(markers(page).or(clusters(page)).first()).toBeVisible();
});

test.describe("from the home page, located", () => {
  // On the beach at Leucate.
  const LEUCATE = { latitude: 42.91, longitude: 3.05 };
  test.use({ geolocation: LEUCATE, permissions: ["geolocation"] });

  test("« Voir sur la carte » opens the map centred on the rider", async ({ page, rider }) => {
    void rider;
    await noTiles(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Me localiser" }).click();
    await expect(page.getByRole("list", { name: "Spots les plus proches" })).toBeVisible();
    const link = page.getByRole("link", { name: "Voir sur la carte" });
    await expect(link).toHaveAttribute("href", "/spots?vue=carte&lat=42.91&lon=3.05");
    await link.click();
    await expect(page).toHaveURL(/\/spots\?vue=carte&lat=42\.91&lon=3\.05$/);
    await expect(mapTab(page)).toHaveAttribute("aria-selected", "true");
    const here = map(page).locator(".alize-me");
    await expect(here).toBeVisible();
    // The rider's dot sits in the middle of the map.
    const [box, dot] = [await map(page).boundingBox(), await here.boundingBox()];
    expect(Math.abs(dot!.x + dot!.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(4);
    expect(Math.abs(dot!.y + dot!.height / 2 - (box!.y + box!.height / 2))).toBeLessThan(4);
    await expect(markers(page).or(clusters(page)).first()).toBeVisible();
  });
});

test("screens at 390 and 1280 px: the list, the map, a card open", async ({ page, rider }) => {
  void rider;
  await noTiles(page);
  fs.mkdirSync(SCREENS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto("/spots");
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/spots-list-${width}.png` });
    await openMap(page);
    await page.screenshot({ path: `${SCREENS}/map-${width}.png` });
    await zoomUntilMarkers(page);
    await (await central(page, markers(page))).click();
    await expect(popup(page)).toBeVisible();
    // Leaflet pans the map to show the whole card.
    await expect
      .poll(async () => {
        const card = (await popup(page).boundingBox())!;
        return card.x >= 0 && card.x + card.width <= width;
      })
      .toBe(true);
    await page.screenshot({ path: `${SCREENS}/map-popup-${width}.png` });
    // A thumb's target: every marker at least 44 px.
    const size = await markers(page).first().boundingBox();
    // 44 CSS px; Leaflet's fractional translate can report 43.9999 (CI saw it): rounded to the pixel.
    expect(Math.round(size!.width)).toBeGreaterThanOrEqual(44);
    expect(Math.round(size!.height)).toBeGreaterThanOrEqual(44);
  }
});

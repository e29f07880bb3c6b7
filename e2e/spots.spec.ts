import fs from "node:fs";
import type { Page } from "@playwright/test";
import { normalizeForSearch } from "../lib/1-domain/spots/search";
import { sortByName } from "../lib/1-domain/spots/sort";
import { CARD_GROUP, GROUPS_IN_HTML } from "../lib/1-domain/spots/list-cards";
import type { SpotListItem } from "../lib/1-domain/spots/types";
import { APP_ORIGIN, expect, listRuns, signUp, test } from "../tests/support/e2e-fixtures";

const SCREENS = "test-results/screens";

/** The spots as the page shows them: the API's, in French alphabetical order. */
async function apiSpots(page: Page): Promise<SpotListItem[]> {
  const res = await page.request.get("/api/spots");
  expect(res.status()).toBe(200);
  return sortByName(await res.json());
}

const cards = (page: Page) => page.getByRole("article");
const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const search = (page: Page) => page.getByRole("combobox", { name: "Rechercher un spot" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Suggestions de spots" });
const favoritesToggle = (page: Page) => page.getByRole("button", { name: "Favoris", exact: true });

/** The ids of every forecast the page asks the server for (a prefetch or a navigation: both are React payload requests). */
function forecastsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const id = /^\/spots\/(\d+)\/weather/.exec(new URL(request.url()).pathname)?.[1];
    if (id && request.headers()["rsc"] === "1") asked.push(id);
  });
  return asked;
}

async function openSpots(page: Page) {
  await page.goto("/spots");
  await expect(page.getByRole("heading", { level: 1, name: "Spots de Kitesurf" })).toBeVisible();
  await listRuns(page);
}

test("the list shows every spot as a card with the spec's texts and links", async ({ page, rider }) => {
  void rider;
  const spots = await apiSpots(page);
  expect(spots.length).toBeGreaterThan(5);
  await openSpots(page);
  await expect(cards(page)).toHaveCount(spots.length);
  await expect(page.getByText(`${spots.length} spots`, { exact: true })).toBeVisible();
  await expect(favoritesToggle(page)).toHaveAttribute("aria-pressed", "false");

  const first = spots[0]!;
  const firstCard = card(page, first.name);
  await expect(cards(page).first()).toHaveAccessibleName(first.name);
  await expect(firstCard.getByRole("heading", { name: first.name })).toBeVisible();
  await expect(firstCard.getByText(first.description)).toBeVisible();
  const maps = firstCard.getByRole("link", { name: "Voir sur Maps" });
  await expect(maps).toHaveAttribute("href", `https://www.google.com/maps?q=${first.latitude},${first.longitude}`);
  await expect(maps).toHaveAttribute("target", "_blank");
  await expect(maps).toHaveAttribute("rel", "noopener noreferrer");
  await expect(firstCard.getByRole("link", { name: "Voir les prévisions" })).toHaveAttribute("href", `/spots/${first.id}/weather`);
  await expect(firstCard.getByRole("button", { name: /^Ajouter aux favoris/ })).toBeVisible();
  // An empty star: outlined only (a favourite's is filled, below), drawn from the page's one star symbol.
  const star = firstCard.getByRole("button", { name: /^Ajouter aux favoris/ }).locator("svg");
  expect(await star.evaluate((svg) => getComputedStyle(svg).fill)).toBe("none");
  expect(await star.locator("use").evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(10);
});

test("the page's HTML carries the first cards, each description twice at most: the card's text and the list's data for the search", async ({ page, rider }) => {
  void rider;
  const spots = await apiSpots(page);
  const html = await (await page.request.get("/spots")).text();
  // The first groups of cards come with the page, the others once it runs (the first test sees them all).
  const inHtml = Math.min(spots.length, CARD_GROUP * GROUPS_IN_HTML);
  expect(html.split("<article ").length - 1).toBe(inHtml);
  expect(html.split('<li aria-hidden="true" class="spot-card-item"></li>').length - 1).toBe(spots.length - inHtml); // their places
  for (const spot of [...spots.slice(0, 4), ...spots.slice(inHtml, inHtml + 4)]) {
    // A run of the description that no HTML or JSON escaping changes.
    const run = [...spot.description.matchAll(/[\p{L}\p{N} ,]{24,}/gu)].map((m) => m[0]).sort((a, b) => b.length - a.length)[0]!;
    expect(run, spot.name).toBeDefined();
    const sharing = spots.filter((s) => s.description.includes(run)); // a phrase a few spots may share
    const cardsWithIt = sharing.filter((s) => spots.indexOf(s) < inHtml).length;
    expect(html.split(run).length - 1, spot.name).toBe(sharing.length + cardsWithIt);
  }
});

test("Back from a forecast, and a reload, return to where the rider was in the list", async ({ page, rider }) => {
  void rider;
  const spots = await apiSpots(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSpots(page);
  await expect(cards(page)).toHaveCount(spots.length);
  const far = spots[Math.min(100, spots.length - 1)]!; // a card that comes after the page's HTML
  const heading = card(page, far.name).getByRole("heading", { name: far.name });
  await heading.scrollIntoViewIfNeeded();
  await card(page, far.name).getByRole("link", { name: "Voir les prévisions" }).click();
  await page.waitForURL(`**/spots/${far.id}/weather`);
  await page.goBack();
  await page.waitForURL(/\/spots$/);
  await expect(heading).toBeInViewport();
  // A reload returns to it, though the cards above it are laid out again with their sizes estimated until drawn.
  await page.reload();
  await expect(cards(page)).toHaveCount(spots.length);
  await expect(heading).toBeInViewport();
  await page.waitForLoadState("load");
  await expect(heading).toBeInViewport();
  // Held while the page settles, then the entry is the browser's again: Back to the list within the app restores it.
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe("auto");
  await expect(heading).toBeInViewport();
});

test("scrolling the list fetches no forecast; a card's forecast is fetched once the rider reaches for its link, and opens", async ({ page, rider }) => {
  void rider;
  const asked = forecastsAsked(page);
  const spots = await apiSpots(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSpots(page);
  await expect(cards(page)).toHaveCount(spots.length);
  // A thumb going down the list: every card passes through the screen, none is touched.
  for (let y = 0; y < 60; y++) {
    await page.evaluate(() => window.scrollBy(0, 700));
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);

  const spot = spots[Math.min(30, spots.length - 1)]!;
  const link = card(page, spot.name).getByRole("link", { name: "Voir les prévisions" });
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  await link.hover();
  await expect.poll(() => asked).toContain(String(spot.id));
  await link.click();
  await page.waitForURL(`**/spots/${spot.id}/weather`);
  await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
  expect(new Set(asked)).toEqual(new Set([String(spot.id)]));
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a tap on a card's « Voir les prévisions » opens its forecast within the page, asking the server for that forecast alone", async ({ page, rider }) => {
    void rider;
    const asked = forecastsAsked(page);
    const spots = await apiSpots(page);
    await openSpots(page);
    const spot = spots[Math.min(12, spots.length - 1)]!;
    const link = card(page, spot.name).getByRole("link", { name: "Voir les prévisions" });
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    // The router's navigation keeps the document: what the page holds survives the tap (a full load would not).
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await link.tap();
    await page.waitForURL(`**/spots/${spot.id}/weather`);
    await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(new Set(asked)).toEqual(new Set([String(spot.id)]));
  });
});

test("search ignores case and accents, matches descriptions, and the suggestions work with the mouse", async ({ page, rider }) => {
  void rider;
  const spots = await apiSpots(page);
  await openSpots(page);

  // A name with an accent or an apostrophe, typed in lower case without them.
  const accented = spots.find((s) => /[^\x20-\x7e]|'/.test(s.name));
  expect(accented, "the seed should hold a spot whose name has an accent or an apostrophe").toBeDefined();
  const typed = normalizeForSearch(accented!.name);
  expect(typed).not.toBe(accented!.name);
  const expected = spots.filter(
    (s) => normalizeForSearch(s.name).includes(typed) || normalizeForSearch(s.description).includes(typed),
  );
  await search(page).fill(typed);
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(card(page, accented!.name)).toBeVisible();

  // A word only found in a description.
  const word = spots
    .flatMap((s) => s.description.split(/[\s,.;:()«»]+/))
    .find((w) => w.length > 6 && !spots.some((s) => normalizeForSearch(s.name).includes(normalizeForSearch(w))));
  if (word) {
    await search(page).fill(word.toUpperCase());
    const byDescription = spots.filter((s) => normalizeForSearch(s.description).includes(normalizeForSearch(word)));
    await expect(cards(page)).toHaveCount(byDescription.length);
  }

  // Suggestions: open while focused, at most 300 px high, closed by a click outside.
  await search(page).fill("");
  await expect(suggestions(page)).toBeVisible();
  await expect(suggestions(page).getByRole("option")).toHaveCount(spots.length);
  expect(await suggestions(page).evaluate((el) => getComputedStyle(el).maxHeight)).toBe("300px");
  expect((await suggestions(page).boundingBox())!.height).toBeLessThanOrEqual(300);
  await page.getByRole("heading", { level: 1 }).click();
  await expect(suggestions(page)).toBeHidden();

  // Choosing a suggestion with the mouse fills the box with the spot's name.
  const target = spots[Math.min(3, spots.length - 1)]!;
  await search(page).fill(normalizeForSearch(target.name).slice(0, 4));
  await suggestions(page).getByRole("option", { name: target.name }).first().click();
  await expect(search(page)).toHaveValue(target.name);
  await expect(suggestions(page)).toBeHidden();
  await expect(card(page, target.name)).toBeVisible();

  // Nothing matches: the empty state, and « Réinitialiser les filtres » brings every spot back.
  await search(page).fill("zzqx introuvable");
  await expect(suggestions(page)).toBeHidden();
  await expect(page.getByText("Aucun spot ne correspond à votre recherche")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Réinitialiser les filtres" }).click();
  await expect(search(page)).toHaveValue("");
  await expect(cards(page)).toHaveCount(spots.length);
});

test("the suggestions work with the keyboard", async ({ page, rider }) => {
  void rider;
  const spots = await apiSpots(page);
  await openSpots(page);
  const box = search(page);
  await box.focus();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = suggestions(page).getByRole("option");

  await box.press("ArrowDown");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!);
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
  await box.press("ArrowUp");
  await box.press("ArrowUp");
  await expect(options.last()).toHaveAttribute("aria-selected", "true"); // wraps around

  await box.press("Home"); // moves the caret, not the selection
  await box.press("ArrowDown");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(box).toHaveValue(spots[1]!.name);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(card(page, spots[1]!.name)).toBeVisible();

  await box.press("ArrowDown");
  await expect(suggestions(page)).toBeVisible();
  await box.press("Escape");
  await expect(suggestions(page)).toBeHidden();
  await expect(box).toHaveValue(spots[1]!.name);
  await box.press("Escape");
  await expect(box).toHaveValue("");
  await expect(cards(page)).toHaveCount(spots.length);
});

test("a star persists after reload and the favourites filter switches on once", async ({ page, rider }) => {
  void rider;
  const spots = await apiSpots(page);
  const [a, b] = [spots[2]!, spots[4]!];
  await openSpots(page);

  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/spots/${a.id}/favorite`) && r.request().method() === "POST");
  await card(page, a.name).getByRole("button", { name: /^Ajouter aux favoris/ }).click();
  await expect(card(page, a.name).getByRole("button", { name: /^Retirer des favoris/ })).toBeVisible();
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(favoritesToggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, a.name).getByRole("button", { name: /^Retirer des favoris/ })).toBeVisible();
  await expect(page.getByText("1 spot parmi vos favoris")).toBeVisible();
  // The star a rider sees is filled (sun-yellow), the page's one drawing of it used by the card.
  const fill = (name: RegExp) => card(page, a.name).getByRole("button", { name }).locator("svg").evaluate((svg) => getComputedStyle(svg).fill);
  expect(await fill(/^Retirer des favoris/)).not.toBe("none");
  await card(page, a.name).screenshot({ path: `${SCREENS}/spots-favorite-card.png`, animations: "disabled" });

  // Switched off by hand, it stays off even after the list reloads.
  await favoritesToggle(page).click();
  await expect(cards(page)).toHaveCount(spots.length);
  const reloaded = page.waitForResponse((r) => r.url().endsWith("/api/spots") && r.request().method() === "GET");
  await card(page, b.name).getByRole("button", { name: /^Ajouter aux favoris/ }).click();
  await reloaded;
  await expect(favoritesToggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(cards(page)).toHaveCount(spots.length);

  await favoritesToggle(page).click();
  await expect(cards(page)).toHaveCount(2);
  for (const s of [a, b]) await card(page, s.name).getByRole("button", { name: /^Retirer des favoris/ }).click();
  await expect(page.getByText("Vous n'avez pas encore de spots favoris")).toBeVisible();
  await page.getByRole("button", { name: "Réinitialiser les filtres" }).click();
  await expect(favoritesToggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(cards(page)).toHaveCount(spots.length);
  await expect.poll(async () => (await apiSpots(page)).filter((s) => s.isFavorite).length).toBe(0);
});

test("a failed star rolls back with a destructive toast", async ({ page, rider }) => {
  void rider;
  const spots = await apiSpots(page);
  await openSpots(page);
  await page.route("**/api/spots/*/favorite", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Panne" }) }),
  );
  const target = card(page, spots[0]!.name);
  await target.getByRole("button", { name: /^Ajouter aux favoris/ }).click();
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Failed to toggle favorite" });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveClass(/destructive/);
  await expect(toast).toContainText("Le favori n'a pas pu être modifié");
  await expect(target.getByRole("button", { name: /^Ajouter aux favoris/ })).toBeVisible();
  expect((await apiSpots(page)).some((s) => s.isFavorite)).toBe(false);
});

for (const [width, columns] of [
  [375, 1],
  [768, 2],
  [1280, 3],
] as const) {
  test(`the grid has ${columns} column(s) at ${width} px (screenshots)`, async ({ page, rider }) => {
    void rider;
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await openSpots(page);
    const xs = new Set<number>();
    for (let i = 0; i < Math.min(6, await cards(page).count()); i++) xs.add(Math.round((await cards(page).nth(i).boundingBox())!.x));
    expect(xs.size).toBe(columns);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENS}/spots-${width}.png`, animations: "disabled" });

    await search(page).fill("la");
    await expect(suggestions(page)).toBeVisible();
    await search(page).press("ArrowDown");
    await page.screenshot({ path: `${SCREENS}/spots-suggestions-${width}.png`, animations: "disabled" });

    await search(page).fill("");
    await page.getByRole("heading", { level: 1 }).click();
    await favoritesToggle(page).click();
    await expect(page.getByText("Vous n'avez pas encore de spots favoris")).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/spots-empty-favorites-${width}.png`, animations: "disabled" });
    if (width === 1280) {
      await favoritesToggle(page).click();
      await card(page, (await apiSpots(page))[1]!.name).getByRole("button", { name: /^Ajouter aux favoris/ }).click();
      await page.emulateMedia({ colorScheme: "dark" });
      await page.screenshot({ path: `${SCREENS}/spots-dark-${width}.png`, animations: "disabled" });
    }
  });
}

test("the riders of /spots share its document, each with their own favourites, as React then draws them", async ({ page, rider, browser }) => {
  const spots = await apiSpots(page);
  // Léa (the fixture's rider) keeps two favourites; Tom, in a browser of his own, none.
  const [a, b] = [spots[3]!, spots[7]!];
  for (const s of [a, b]) expect((await page.request.post(`/api/spots/${s.id}/favorite`, { headers: { origin: APP_ORIGIN } })).ok()).toBe(true);
  const tomContext = await browser.newContext();
  const tom = await tomContext.newPage();
  await signUp(tom, "liste");
  const errors: string[] = [];
  tom.on("pageerror", (error) => errors.push(String(error)));
  tom.on("console", (message) => message.type() === "error" && errors.push(message.text()));

  // One document for every rider (docs/decisions/0033): Léa's and Tom's are the same, byte for byte, and hold
  // nothing of either: not her name, not her stars.
  const url = "/spots?vue=liste";
  const hers = await page.goto(url);
  const shared = await tom.goto(url);
  const html = await shared!.text();
  expect(html).toBe(await hers!.text());
  expect(html).not.toContain(rider.username);
  expect(html).not.toContain(rider.email);
  expect(html).not.toContain('data-favorite=""');

  // Each their own list: Léa her two, starred, the filter on; Tom every spot, none starred.
  await expect(page.getByText("2 spots parmi vos favoris", { exact: true })).toBeVisible();
  await expect(favoritesToggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: /^Retirer des favoris/ })).toHaveCount(2);
  await expect(tom.getByText(`${spots.length} spots`, { exact: true })).toBeVisible();
  await expect(favoritesToggle(tom)).toHaveAttribute("aria-pressed", "false");
  await expect(cards(tom)).toHaveCount(spots.length);
  await expect(tom.getByRole("button", { name: /^Retirer des favoris/ })).toHaveCount(0);

  // Once the page runs, the list is React's (no part left as the HTML drew it), and the same, element for element:
  // the filter, the count, and each card the HTML held.
  await listRuns(tom);
  const parts = (root: ParentNode, cardsDrawn: number) => {
    const clean = (el: Element) => {
      const copy = el.cloneNode(true) as Element;
      // The live wind and the rider's today chip are the browser's to ask: they join a card once the page runs.
      for (const live of copy.querySelectorAll('[data-testid="spot-live-wind"], [data-testid="today-chip"], [data-testid="spot-distance"]')) live.remove();
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
      const comments: Node[] = [];
      while (walker.nextNode()) comments.push(walker.currentNode);
      comments.forEach((c) => c.parentNode!.removeChild(c));
      copy.normalize();
      // A style as the browser writes it back (React sets it property by property; the HTML has it as written).
      for (const styled of copy.querySelectorAll<HTMLElement>("[style]")) styled.setAttribute("style", styled.style.cssText);
      return copy.outerHTML;
    };
    const articles = [...root.querySelectorAll("section ul.spot-grid > li > article")].slice(0, cardsDrawn);
    return [root.querySelector("section .favorites-filter")!, root.querySelector("section [role=status]")!, ...articles].map(clean);
  };
  const read = parts.toString();
  const drawn = await tom.evaluate(
    ([doc, fn]) => new Function("root", "n", `return (${fn})(root, n)`)(new DOMParser().parseFromString(doc, "text/html"), Infinity) as string[],
    [html, read] as const,
  );
  expect(drawn).toHaveLength(2 + GROUPS_IN_HTML * CARD_GROUP);
  const live = await tom.evaluate(([fn, n]) => new Function("root", "n", `return (${fn})(root, n)`)(document, n) as string[], [read, drawn.length - 2] as const);
  expect(live).toEqual(drawn);

  // And it is alive: a star Tom gives is his, and the filter finds it.
  await tom.getByRole("button", { name: `Ajouter aux favoris : ${a.name}` }).click();
  await favoritesToggle(tom).click();
  await expect(tom.getByText("1 spot parmi vos favoris", { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  for (const width of [390, 1280]) {
    await tom.setViewportSize({ width, height: 900 });
    await tom.screenshot({ path: `${SCREENS}/spots-shared-${width}.png` });
  }
  await tomContext.close();
});

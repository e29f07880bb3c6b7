import fs from "node:fs";
import type { Page } from "@playwright/test";
import { haversineKm } from "../lib/1-domain/spots/geo";
import type { SpotListItem } from "../lib/1-domain/spots/types";
import { APP_ORIGIN, expect, test } from "../tests/support/e2e-fixtures";

const SCREENS = "test-results/screens";
// On the beach at Leucate, on the Mediterranean coast.
const LEUCATE = { latitude: 42.91, longitude: 3.05 };

const IDLE = 'Cliquez sur "Me localiser" pour voir les spots les plus proches de vous.';
const locateButton = (page: Page) => page.getByRole("button", { name: "Me localiser" });
const results = (page: Page) => page.getByRole("list", { name: "Spots les plus proches" }).getByRole("listitem");

test("the home page: intro, the three feature cards, the nearest block before locating, and the way to the spots", async ({ page, rider }) => {
  void rider;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Découvrez les meilleurs spots de kitesurf et leurs conditions météo" })).toBeVisible();
  for (const title of ["Conditions en temps réel", "Les meilleurs spots", "Navigation précise"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Spots les plus proches" })).toBeVisible();
  await expect(page.getByText(IDLE, { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Explorer les spots" }).click();
  await expect(page).toHaveURL(/\/spots$/);
  await expect(page.getByRole("heading", { level: 1, name: "Spots de Kitesurf" })).toBeVisible();
});

test.describe("with the location granted", () => {
  test.use({ geolocation: LEUCATE, permissions: ["geolocation"] });

  test("shows the five nearest spots, nearest first, with their distance", async ({ page, rider }) => {
    void rider;
    const all = (await (await page.request.get("/api/spots")).json()) as SpotListItem[];
    const expected = all
      .map((s) => ({ ...s, km: haversineKm(LEUCATE, s) }))
      .sort((x, y) => x.km - y.km)
      .slice(0, 5);

    await page.goto("/");
    await locateButton(page).click();
    await expect(results(page)).toHaveCount(expected.length);
    for (const [i, spot] of expected.entries()) {
      const item = results(page).nth(i);
      await expect(item).toContainText(spot.name);
      await expect(item).toContainText(`À ${spot.km.toFixed(1).replace(".", ",")} km de vous`);
      await expect(item.getByRole("link", { name: /Voir le spot/ })).toHaveAttribute("href", `/spots/${spot.id}/weather`);
    }
  });

  test("says so while searching, and when nothing is found", async ({ page, rider }) => {
    void rider;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/spots/nearest?**", async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: "application/json", body: "[]" });
    });
    await page.goto("/");
    await locateButton(page).click();
    await expect(page.getByText("Recherche des spots les plus proches...")).toBeVisible();
    await expect(locateButton(page)).toBeDisabled();
    release();
    await expect(page.getByText("Aucun spot n'a été trouvé à proximité.")).toBeVisible();
    await expect(locateButton(page)).toBeEnabled();
  });

  for (const width of [375, 768, 1280]) {
    test(`screenshot at ${width} px`, async ({ page, rider }) => {
      void rider;
      fs.mkdirSync(SCREENS, { recursive: true });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await page.screenshot({ path: `${SCREENS}/home-${width}.png`, fullPage: true, animations: "disabled" });
      await locateButton(page).click();
      await expect(results(page).first()).toBeVisible();
      await page.getByRole("heading", { name: "Spots les plus proches" }).scrollIntoViewIfNeeded();
      // Nothing wider than the screen: no sideways scroll on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SCREENS}/home-nearest-${width}.png`, fullPage: true, animations: "disabled" });
      if (width === 1280) {
        await page.emulateMedia({ colorScheme: "dark" });
        await page.screenshot({ path: `${SCREENS}/home-dark-${width}.png`, fullPage: true, animations: "disabled" });
      }
    });
  }
});

test("explains when the location is refused", async ({ page, context, rider }) => {
  void rider;
  await context.clearPermissions();
  await page.goto("/");
  await locateButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Impossible d'obtenir votre position. Veuillez activer la géolocalisation." })).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("explains when the browser has no geolocation", async ({ page, rider }) => {
  void rider;
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "geolocation", { configurable: true, get: () => undefined });
  });
  await page.goto("/");
  await locateButton(page).click();
  await expect(page.getByText("La géolocalisation n'est pas supportée par votre navigateur")).toBeVisible();
});

test("on a phone the rider's favourites and the nearest spots come first, and a skip link leads past the menu", async ({ page, rider }) => {
  void rider;
  const all = (await (await page.request.get("/api/spots")).json()) as SpotListItem[];
  const favourite = all[3]!;
  expect((await page.request.post(`/api/spots/${favourite.id}/favorite`, { headers: { origin: APP_ORIGIN } })).ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const favourites = page.getByRole("list", { name: "Vos spots favoris" });
  await expect(favourites.getByRole("link", { name: new RegExp(favourite.name) })).toHaveAttribute("href", `/spots/${favourite.id}/weather`);
  // The favourites and the week's answer for them start within the first screen; the nearest spots follow,
  // still above the marketing cards.
  expect((await page.getByRole("heading", { name: "Vos spots favoris" }).boundingBox())!.y).toBeLessThan(844 / 2);
  expect((await page.getByRole("heading", { name: "Vos spots cette semaine" }).boundingBox())!.y).toBeLessThan(844);
  const week = (await page.getByRole("heading", { name: "Vos spots cette semaine" }).boundingBox())!.y;
  expect((await locateButton(page).boundingBox())!.y).toBeGreaterThan(week);
  const cards = (await page.getByRole("heading", { name: "Conditions en temps réel" }).boundingBox())!.y;
  expect(cards).toBeGreaterThan((await page.getByRole("heading", { name: "Spots les plus proches" }).boundingBox())!.y);

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Aller au contenu" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.screenshot({ path: `${SCREENS}/home-favourites-390.png`, fullPage: true, animations: "disabled" });
});

import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parisParts } from "../lib/0-base/time";
import { formatKnots } from "../lib/1-domain/wind";
import { MEASURED_ROW_LABEL, MODEL_CREDITS, MODEL_ENDS_HERE, MODEL_LABELS, NOT_ENOUGH_MEASUREMENTS, SHOW_STANDARD } from "../lib/1-domain/models/messages";
import { fakeBlendedValues, fakeHourlyValues } from "../tests/fakes/open-meteo-server";
import { expect, test } from "../tests/support/e2e-fixtures";

/*
 * The « Modèle » selector and today's « Mesuré » row, against the production build, the fake
 * Open-Meteo (every model, each with its own wind) and the fake OpenWindMap of the e2e server (one station
 * 1.2 km from Wissant, its archive filling today's hours). A fresh server has no history: the page opens on the
 * standard forecast and every model says it has not enough measurements yet.
 */
test.describe.configure({ mode: "serial" });

// Locators keep to what is shown: the router keeps the model last seen in the document, hidden, for Back.

const SHOTS = path.resolve(import.meta.dirname, "../docs/screenshots");
const WISSANT = { latitude: 50.887, longitude: 1.659 };

type Spot = { id: number; name: string; latitude: number; longitude: number };

async function wissant(page: Page): Promise<Spot> {
  const res = await page.request.get("/api/spots");
  expect(res.ok()).toBe(true);
  const spots = (await res.json()) as Spot[];
  return [...spots].sort(
    (a, b) => Math.hypot(a.latitude - WISSANT.latitude, a.longitude - WISSANT.longitude) - Math.hypot(b.latitude - WISSANT.latitude, b.longitude - WISSANT.longitude),
  )[0]!;
}

/** Tomorrow 12:00's wind cell, in the second day card. */
const noonTomorrow = (page: Page) => page.getByTestId("forecast-day").filter({ visible: true }).nth(1).locator("td[data-band]").nth(12 - 5);

test("the model selector switches the table, the verdicts and the credits, and today's card shows what was measured", async ({ page, rider }) => {
  void rider;
  fs.mkdirSync(SHOTS, { recursive: true });
  const spot = await wissant(page);
  expect(spot.name).toBe("Wissant");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/spots/${spot.id}/weather`);

  const cards = page.getByTestId("forecast-day").filter({ visible: true });
  await expect(cards).toHaveCount(7);
  const picker = page.getByTestId("model-picker").filter({ visible: true });
  const options = picker.locator("fieldset");
  await expect(picker).toContainText("Modèle");
  await expect(picker.getByTestId("model-current")).toHaveText(MODEL_LABELS.blend);
  const blendNoon = fakeBlendedValues(spot.latitude, spot.longitude, 24 + 12);
  await expect(noonTomorrow(page).locator("span").first()).toHaveText(formatKnots(blendNoon.windSpeed));

  // Today's « Mesuré » row, under the wind, once the station's hours are in (the realtime service's first poll
  // and its archive backfill may follow the server's start by a few seconds).
  const today = cards.first();
  await expect(async () => {
    await page.reload();
    const row = page.getByTestId("forecast-day").filter({ visible: true }).first().getByTestId("measured-row");
    await expect(row.getByRole("rowheader")).toContainText(MEASURED_ROW_LABEL);
    if (parisParts(new Date()).hour >= 5) await expect(row.locator("td[data-measured-band]").first()).toBeAttached({ timeout: 1_000 }); // a night hour's is folded away
  }).toPass({ timeout: 60_000 });
  const rows = await today.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => tr.querySelector("th")?.textContent ?? ""));
  expect(rows.findIndex((t) => t.startsWith(MEASURED_ROW_LABEL))).toBe(rows.findIndex((t) => t.startsWith("Vent")) + 1);
  await expect(cards.nth(1).getByTestId("measured-row")).toHaveCount(0);
  const measuredCell = today.locator("td[data-measured-band]").first();
  if (await measuredCell.count()) {
    const knots = Number((await measuredCell.textContent())!.replace(",", ".")); // written the French way
    expect(knots).toBeGreaterThan(0);
    await expect(measuredCell).toHaveAttribute("data-tip", /^Mesuré à la balise : \d+,\d\snds de \d\d:00 à \d\d:00$/);
  }

  // The options: every model with its label and, with a station but no history yet, « pas encore assez de mesures ».
  await page.screenshot({ path: `${SHOTS}/models-1280-closed.png` });
  await picker.locator("summary").click();
  for (const label of Object.values(MODEL_LABELS)) await expect(options.getByText(label, { exact: true })).toBeVisible();
  await expect(picker.getByTestId("model-skill").first()).toHaveText(NOT_ENOUGH_MEASUREMENTS);
  await page.screenshot({ path: `${SHOTS}/models-1280-open.png` });

  // AROME France HD: two days, its own wind and verdicts, rendered by the server for the page's `?modele=`. The
  // current table stays shown meanwhile, never the loading screen.
  await page.evaluate(() => {
    const w = window as unknown as { sawLoading: boolean };
    w.sawLoading = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="forecast-loading"]') || !document.querySelector('[data-testid="forecast-day"]')) w.sawLoading = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await options.getByText(MODEL_LABELS.meteofrance_arome_france_hd, { exact: true }).click();
  await expect(picker).not.toHaveAttribute("open", "");
  await expect(picker.getByTestId("model-current")).toHaveText(MODEL_LABELS.meteofrance_arome_france_hd);
  const aromeNoon = fakeHourlyValues(spot.latitude, spot.longitude, 24 + 12, "meteofrance_arome_france_hd");
  expect(formatKnots(aromeNoon.windSpeed)).not.toBe(formatKnots(blendNoon.windSpeed));
  await expect(noonTomorrow(page).locator("span").first()).toHaveText(formatKnots(aromeNoon.windSpeed));
  await expect(cards).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`/spots/${spot.id}/weather/meteofrance_arome_france_hd$`));
  expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading)).toBe(false);
  await expect(page.getByTestId("verdict-row").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByTestId("model-ends").filter({ visible: true })).toContainText(MODEL_ENDS_HERE);
  await expect(page.getByTestId("forecast-credits").filter({ visible: true })).toContainText(MODEL_CREDITS.meteofrance_arome_france_hd);
  await expect(today.getByTestId("measured-row")).toBeVisible();

  // GFS: seven days of its own; then back to the standard forecast from the end of a shorter model.
  await picker.locator("summary").click();
  await options.getByText(MODEL_LABELS.gfs_seamless, { exact: true }).click();
  await expect(noonTomorrow(page).locator("span").first()).toHaveText(formatKnots(fakeHourlyValues(spot.latitude, spot.longitude, 36, "gfs_seamless").windSpeed));
  await expect(cards).toHaveCount(7);
  await expect(page.getByTestId("model-ends").filter({ visible: true })).toHaveCount(0);
  await expect(page.getByTestId("forecast-credits").filter({ visible: true })).toContainText(MODEL_CREDITS.gfs_seamless);
  await picker.locator("summary").click();
  await options.getByText(MODEL_LABELS.icon_eu, { exact: true }).click();
  await expect(cards).toHaveCount(5);
  await page.getByRole("link", { name: SHOW_STANDARD }).click();
  await expect(picker.getByTestId("model-current")).toHaveText(MODEL_LABELS.blend);
  await expect(cards).toHaveCount(7);
  await expect(noonTomorrow(page).locator("span").first()).toHaveText(formatKnots(blendNoon.windSpeed));
  await expect(page.getByTestId("forecast-credits").filter({ visible: true })).toContainText(MODEL_CREDITS.blend);
  // The choice is in the address: a reload keeps it.
  await page.goto(`/spots/${spot.id}/weather?modele=icon_eu`);
  await expect(picker.getByTestId("model-current")).toHaveText(MODEL_LABELS.icon_eu);
  await expect(cards).toHaveCount(5);

  // With the keyboard: the arrows move the choice, Escape folds the list.
  await picker.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(picker).toHaveAttribute("open", "");
  await picker.getByRole("radio", { name: new RegExp(MODEL_LABELS.blend.replace(/[()]/g, "\\$&")) }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(picker.getByTestId("model-current")).toHaveText(MODEL_LABELS.meteofrance_arome_france_hd);
  await expect(picker).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(picker).not.toHaveAttribute("open", "");
  await expect(cards).toHaveCount(2);

  // A phone: the selector closed, then open over the table.
  await page.setViewportSize({ width: 390, height: 844 });
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/models-390-closed.png` });
  await picker.locator("summary").click();
  await page.screenshot({ path: `${SHOTS}/models-390-open.png` });
  await page.getByRole("heading", { level: 1 }).click(); // a tap outside folds it
  await expect(picker).not.toHaveAttribute("open", "");
  await today.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/models-390-measured.png` });
});

test("a spot without a station has no « Mesuré » row and no skill to show", async ({ page, rider }) => {
  void rider;
  const res = await page.request.get("/api/spots");
  const far = ((await res.json()) as Spot[]).sort((a, b) => Math.hypot(a.latitude - 43.1, a.longitude - 6.1) - Math.hypot(b.latitude - 43.1, b.longitude - 6.1))[0]!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/spots/${far.id}/weather`);
  await expect(page.getByTestId("forecast-day").filter({ visible: true })).toHaveCount(7);
  await expect(page.getByTestId("measured-row").filter({ visible: true })).toHaveCount(0);
  const picker = page.getByTestId("model-picker").filter({ visible: true });
  await picker.locator("summary").click();
  await expect(picker).toContainText("Pas de balise à moins de 20 km");
  await expect(picker.getByTestId("model-skill")).toHaveCount(0);
});

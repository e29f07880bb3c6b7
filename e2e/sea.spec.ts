import fs from "node:fs";
import type { Page } from "@playwright/test";
import { WAVES_ROW } from "../lib/1-domain/sea/messages";
import { wetsuitAdvice } from "../lib/1-domain/sea/wetsuit";
import { expect, spotNamed, test } from "../tests/support/e2e-fixtures";

/*
 * The sea as a rider sees it, against the fake Open-Meteo's /v1/marine: waves between about 0.4 and
 * 1.9 m over two days, a sea near 11 °C at Wissant. A lake shows none of it.
 */
const SHOTS = "docs/screenshots";
// A spot's first forecast is fetched, stored and judged on first read: slow on a loaded machine.
test.setTimeout(180_000);

/** The forecast and the sea fetched once through the API, so that the page opens on them. */
async function warm(page: Page, spotId: number) {
  await expect(async () => {
    const weather = await page.request.get(`/api/weather/${spotId}`, { timeout: 60_000 });
    expect(((await weather.json()) as unknown[]).length).toBeGreaterThan(0);
  }).toPass({ timeout: 120_000 });
  expect((await page.request.get(`/api/spots/${spotId}/sea`, { timeout: 60_000 })).status()).toBe(200);
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId("forecast-day").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, animations: "disabled" });
  }
}

test("a sea spot's forecast has a « Vagues » row and the water's temperature with the wetsuit to wear", async ({ page, rider }) => {
  void rider;
  const wissant = await spotNamed(page, "Wissant");
  await warm(page, wissant.id);
  await page.goto(`/spots/${wissant.id}/weather`);
  const first = page.getByTestId("forecast-day").first();
  await expect(first).toBeVisible({ timeout: 60_000 });
  const waves = first.getByTestId("waves-row");
  await expect(waves.getByRole("rowheader")).toContainText(WAVES_ROW);
  // Each hour: a height in metres, a period in seconds, both in French.
  const cell = waves.locator("td[data-waves]:visible").first(); // the nights are folded away
  await expect(cell).toContainText(/^\d+,\d\sm\d+\ss$/);
  await expect(cell.locator("svg[data-wave-arrow]")).toBeVisible();
  expect(await page.locator("td[data-waves]").count()).toBeGreaterThan(100);

  const water = first.getByTestId("water-temperature");
  const text = (await water.textContent())!;
  const match = /^Eau (\d+)\s°C : (.+)$/.exec(text);
  expect(match, text).not.toBeNull();
  expect(match![2]).toBe(wetsuitAdvice(Number(match![1])));
  await expect(first.getByTestId("sea-temperatures")).toContainText(/Air -?\d+( à -?\d+)?\s°C/);
  await shoot(page, "mer-previsions");
});

test("a lake shows nothing of the sea", async ({ page, rider }) => {
  void rider;
  const lake = await spotNamed(page, "Lac du Mont-Cenis");
  await warm(page, lake.id);
  expect(await (await page.request.get(`/api/spots/${lake.id}/sea`)).json()).toEqual([]);
  await page.goto(`/spots/${lake.id}/weather`);
  await expect(page.getByTestId("forecast-day").first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("waves-row")).toHaveCount(0);
  await expect(page.getByTestId("water-temperature")).toHaveCount(0);
  await expect(page.locator("td[data-waves]")).toHaveCount(0);
  // The air's temperature is still there.
  await expect(page.getByTestId("sea-temperatures").first()).toContainText(/Air/);
});

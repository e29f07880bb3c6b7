import fs from "node:fs";
import type { Page } from "@playwright/test";
import { knotsLabel, NO_STATION_NEARBY, OPENWINDMAP_URL } from "../lib/1-domain/live-wind/messages";
import type { LiveWind } from "../lib/1-domain/live-wind/types";
import { E2E_WISSANT_STATION } from "../tests/fakes/openwindmap-server";
import { expect, test } from "../tests/support/e2e-fixtures";
import { e2ePorts } from "./ports";

/*
 * The « Vent mesuré » block against the production build, its realtime service and the fake
 * OpenWindMap of the e2e server (one station, 1.2 km from Wissant). A new reading is given to the fake
 * through its control endpoint; the realtime service's next poll (the gate lets one a minute) pushes it.
 */
test.describe.configure({ mode: "serial" });

const FAKE_OWM = `http://127.0.0.1:${e2ePorts().openWindMap}`;
const SHOTS = "/tmp/shots-wire";
const WISSANT = { latitude: 50.887, longitude: 1.659 };
/** The gate's minute, plus the realtime service's 15 s tick, plus margin. */
const PUSH_WAIT_MS = 95_000;

type Spot = { id: number; name: string; latitude: number; longitude: number };

async function spots(page: Page): Promise<Spot[]> {
  const res = await page.request.get("/api/spots");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Spot[];
}

const nearest = (list: Spot[], p: typeof WISSANT) =>
  [...list].sort((a, b) => Math.hypot(a.latitude - p.latitude, a.longitude - p.longitude) - Math.hypot(b.latitude - p.latitude, b.longitude - p.longitude))[0]!;

test("the block shows the nearest station's reading, then a new reading pushed without a reload", async ({ page, rider }) => {
  void rider;
  test.setTimeout(PUSH_WAIT_MS + 60_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const wissant = nearest(await spots(page), WISSANT);
  expect(wissant.name).toBe("Wissant");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/spots/${wissant.id}/weather`);
  const block = page.getByTestId("live-wind");
  await expect(block.getByRole("heading", { name: "Vent mesuré" })).toBeVisible();
  await expect(block).toContainText(/Balise Wissant Opale à \d,\d\skm/);
  await expect(block).toContainText(`${knotsLabel(18)}moyen`);
  await expect(block).toContainText(`${knotsLabel(24)}max`);
  await expect(block.locator("[data-cardinal]")).toHaveText("ONO");
  await expect(block).toContainText(/il y a \d+\smin|à l'instant/);
  await expect(block.locator("[data-band]").first()).toHaveAttribute("data-band", "green");
  const link = block.getByRole("link", { name: /OpenWindMap/ });
  await expect(link).toBeVisible();
  expect(await link.getAttribute("href")).toBe(OPENWINDMAP_URL);
  // Above the day cards.
  const blockBox = (await block.boundingBox())!;
  const firstDay = (await page.locator("table").first().boundingBox())!;
  expect(blockBox.y).toBeLessThan(firstDay.y);
  await block.screenshot({ path: `${SHOTS}/block-390.png` });
  await page.screenshot({ path: `${SHOTS}/page-390.png` });

  await page.setViewportSize({ width: 1280, height: 900 });
  await block.screenshot({ path: `${SHOTS}/block-1280.png` });
  await page.screenshot({ path: `${SHOTS}/page-1280.png` });

  // The socket is subscribed; then the station reports 26 knots from the west.
  await expect(block).toHaveAttribute("data-push", "on", { timeout: 15_000 });
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const pushed = await page.request.post(`${FAKE_OWM}/__station/${E2E_WISSANT_STATION.id}?windAvgKmh=${26 * 1.852}&windMaxKmh=${31 * 1.852}&headingDeg=270`);
  expect(pushed.ok()).toBe(true);
  await expect(block).toContainText(`${knotsLabel(26)}moyen`, { timeout: PUSH_WAIT_MS });
  await expect(block).toContainText(`${knotsLabel(31)}max`);
  await expect(block.locator("[data-cardinal]")).toHaveText("O");
  await expect(block.locator("[data-band]").first()).toHaveAttribute("data-band", "red");
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await block.screenshot({ path: `${SHOTS}/block-1280-pushed.png` });

  // The spot card of /spots shows the live mean wind and direction; a spot far from any station shows none.
  await page.goto("/spots");
  const card = page.locator("article", { has: page.getByRole("heading", { name: "Wissant", exact: true }) });
  await expect(card.getByTestId("spot-live-wind")).toContainText(`Vent mesuré${knotsLabel(26)}O`);
  await card.screenshot({ path: `${SHOTS}/card-1280.png` });
});

test("a spot without a station within 20 km says so", async ({ page, rider }) => {
  void rider;
  const far = nearest(await spots(page), { latitude: 43.1, longitude: 6.1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/spots/${far.id}/weather`);
  const block = page.getByTestId("live-wind");
  await expect(block).toContainText(NO_STATION_NEARBY);
  await block.screenshot({ path: `${SHOTS}/block-390-no-station.png` });
  await page.goto("/spots");
  const card = page.locator("article", { has: page.getByRole("heading", { name: far.name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("spot-live-wind")).toHaveCount(0);
});

test("when the stations cannot be reached, the block says so and since when, and keeps the last reading with its age", async ({ page, rider }) => {
  void rider;
  test.setTimeout(PUSH_WAIT_MS * 2 + 30_000);
  const wissant = nearest(await spots(page), WISSANT);
  expect((await page.request.post(`${FAKE_OWM}/__mode/down`)).ok()).toBe(true);
  try {
    // The realtime service's next poll fails (at most a minute and a tick away).
    await expect
      .poll(async () => ((await (await page.request.get(`/api/spots/${wissant.id}/live`)).json()) as LiveWind).network?.down ?? false, { timeout: PUSH_WAIT_MS, intervals: [2_000] })
      .toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/spots/${wissant.id}/weather`);
    const block = page.getByTestId("live-wind");
    await expect(block).toContainText(/Balise Wissant Opale à \d,\d\skm/);
    await expect(block.getByTestId("live-wind-down")).toHaveText(/^Balises injoignables depuis \d\d:\d\d : la dernière mesure reçue est affichée, nouvel essai chaque minute\.$/);
    await expect(block.getByTestId("live-wind-age")).toContainText(/il y a \d+\smin|à l'instant/);
    await expect(block).not.toContainText(NO_STATION_NEARBY);
    await block.screenshot({ path: `${SHOTS}/block-390-unreachable.png` });
  } finally {
    await page.request.post(`${FAKE_OWM}/__mode/ok`);
  }
  // Back: the next poll reads the stations, and the line goes.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/spots/${wissant.id}/live`)).json()) as LiveWind).network?.down ?? false, { timeout: PUSH_WAIT_MS, intervals: [2_000] })
    .toBe(false);
});

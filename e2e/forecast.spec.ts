import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { dayTitle } from "../lib/forecast/days";
import { FORECAST_LOADING, SPOT_ID_INVALID, SPOT_UNAVAILABLE, WEATHER_UNAVAILABLE } from "../lib/forecast/messages";
import { arrowRotation, formatKnots, windColorBand, type WindColorBand } from "../lib/wind";
import { fakeBlendedValues, type FakeOpenMeteoMode } from "../tests/fakes/open-meteo-server";
import { expect, test } from "./fixtures";
import { e2ePorts } from "./ports";

/*
 * The forecast page in Chromium, against the app's production build and the fake Open-Meteo of the e2e
 * server. Error states break the provider for one spot's coordinates only (the fake's per-place modes), so
 * the other specs running beside this one are not disturbed.
 */
test.describe.configure({ mode: "serial" });

const FAKE = `http://127.0.0.1:${e2ePorts().openMeteo}`;
const SCREENS = "test-results/screens";
const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } };

type Spot = { id: number; name: string; description: string; latitude: number; longitude: number };

async function spotList(page: Page): Promise<Spot[]> {
  const res = await page.request.get("/api/spots");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Spot[];
}

async function breakProvider(request: APIRequestContext, spot: Spot, mode: FakeOpenMeteoMode, delayMs = 0) {
  const place = `latitude=${spot.latitude}&longitude=${spot.longitude}`;
  expect((await request.post(`${FAKE}/__mode/${mode}?${place}`)).ok()).toBe(true);
  expect((await request.post(`${FAKE}/__delay/${delayMs}?${place}`)).ok()).toBe(true);
}

/** The colour a CSS variable of the theme resolves to, as getComputedStyle writes colours. */
async function themeColor(page: Page, variable: string): Promise<string> {
  return page.evaluate((v) => {
    const probe = document.createElement("div");
    probe.style.backgroundColor = `var(${v})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  }, variable);
}
const BAND_VARIABLE: Record<WindColorBand, string> = {
  grey: "--wind-calm",
  green: "--wind-good",
  yellow: "--wind-strong",
  red: "--wind-danger",
};

const windCells = (card: Locator) => card.locator("td[data-band]");

test("shows a week of forecast: day cards, coloured wind, arrows with tooltip, icons, tides, footer", async ({ page, rider }) => {
  void rider;
  const [spot] = await spotList(page);
  await page.setViewportSize(WIDTHS.desktop);
  const apiCalls: string[] = [];
  page.on("request", (req) => {
    if (/\/api\/(weather|tides|spots)\/\d+/.test(req.url())) apiCalls.push(req.url());
  });
  await page.goto(`/spots/${spot.id}/weather`);

  await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
  await expect(page.getByText(spot.description)).toBeVisible();
  const cards = page.getByTestId("forecast-day");
  await expect(cards).toHaveCount(7);
  await expect(page.getByText(FORECAST_LOADING)).toHaveCount(0);
  // The first response already holds the table: the browser asks the API nothing.
  const html = await (await page.request.get(`/spots/${spot.id}/weather`)).text();
  expect(html.split('data-testid="forecast-day"').length - 1).toBe(7);
  expect(apiCalls).toEqual([]);
  await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(dayTitle(new Date()));

  // Every card starts at 05 and reads the fake provider's values in knots (hour index 5 of today).
  const first = cards.first();
  const hours = await page.getByTestId("forecast-day").nth(1).locator("thead th[scope=col]").allTextContents();
  expect(hours.slice(0, 3)).toEqual(["Heure", "05", "06"]);
  const fifth = fakeBlendedValues(spot.latitude, spot.longitude, 24 + 5); // tomorrow 05:00
  await expect(windCells(cards.nth(1)).first()).toContainText(formatKnots(fifth.windSpeed));

  // Colours: each cell's band follows its knots, and the band paints the theme's colour.
  const bands = new Set<string>();
  for (let c = 0; c < 7; c++) {
    const cells = windCells(cards.nth(c));
    const n = await cells.count();
    for (let i = 0; i < n; i++) {
      const cell = cells.nth(i);
      const knots = Number((await cell.locator("span").first().textContent())!.trim().split(" ")[0]);
      const band = windColorBand(knots);
      await expect(cell).toHaveAttribute("data-band", band);
      bands.add(band);
    }
  }
  expect(bands).toEqual(new Set(["grey", "green", "yellow", "red"]));
  for (const band of bands as Set<WindColorBand>) {
    const cell = page.locator(`td[data-band="${band}"]`).first();
    expect(await cell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(await themeColor(page, BAND_VARIABLE[band]));
  }
  await expect(first.locator("[data-gust]").first()).toContainText(/rafales \d+\.\d/);

  // Direction: the arrow is turned (direction + 180) mod 360 and the tooltip says « Direction : N° ».
  const arrowButton = first.getByRole("button", { name: /^Direction : \d+°$/ }).first();
  const label = (await arrowButton.getAttribute("aria-label"))!;
  const degrees = Number(/(\d+)°/.exec(label)![1]);
  await expect(arrowButton.locator("svg")).toHaveAttribute("data-rotation", String(arrowRotation(degrees)));
  await arrowButton.hover();
  await expect(page.locator('[data-slot="tooltip-content"]')).toContainText(label);

  // Weather icons, one per hour, with a French label.
  const icons = page.locator("svg[data-icon]");
  const kinds = new Set(await icons.evaluateAll((els) => els.map((el) => el.getAttribute("data-icon"))));
  expect(kinds).toEqual(new Set(["rain", "fog", "cloud", "partly", "sun"]));
  await expect(first.getByRole("img", { name: /.+/ }).first()).toHaveAttribute("aria-label", /[a-zé]/);

  // Tides: the day's first coefficient in the row header, then per hour an arrow and « X.X m ».
  const tideRow = first.getByTestId("tide-row");
  await expect(tideRow.locator("th")).toContainText("Marée");
  const coefficient = Number(/Coef\. (\d+)/.exec((await tideRow.locator("th").textContent())!)![1]);
  expect(coefficient).toBeGreaterThanOrEqual(20);
  expect(coefficient).toBeLessThanOrEqual(120);
  await expect(tideRow.locator("td").first()).toContainText(/^-?\d+\.\d m/);
  await expect(page.getByRole("img", { name: "Marée montante" }).first()).toBeVisible();
  await expect(page.getByRole("img", { name: "Marée descendante" }).first()).toBeVisible();

  await expect(first).toContainText(/Mis à jour le \d{1,2}(er)? [a-zéû]+ \d{4} à \d{2}:\d{2}/);
  await expect(page.getByTestId("forecast-credits")).toContainText("Open-Meteo.com");
  await expect(page.getByTestId("forecast-credits")).toContainText("TICON-4");

  await page.mouse.move(0, 0);
  await page.keyboard.press("Escape");
  await expect(page.locator('[data-slot="tooltip-content"]')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/forecast-desktop.png`, fullPage: true });
});

test("on a phone the hours scroll sideways while the row headers stay", async ({ page, rider }) => {
  void rider;
  const [spot] = await spotList(page);
  await page.setViewportSize(WIDTHS.phone);
  await page.goto(`/spots/${spot.id}/weather`);
  const card = page.getByTestId("forecast-day").nth(1);
  const scroller = card.getByRole("region");
  const header = card.getByRole("rowheader", { name: /Vent/ });
  const hour = card.locator("thead th[scope=col]").nth(3);
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 200)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375); // only the table scrolls
  await page.screenshot({ path: `${SCREENS}/forecast-phone.png` });

  const headerBefore = (await header.boundingBox())!;
  const hourBefore = (await hour.boundingBox())!;
  await scroller.evaluate((el) => el.scrollBy({ left: 300 }));
  await expect.poll(async () => (await hour.boundingBox())!.x).toBeLessThan(hourBefore.x - 250);
  expect((await header.boundingBox())!.x).toBeCloseTo(headerBefore.x, 0);
  await page.screenshot({ path: `${SCREENS}/forecast-phone-scrolled.png` });
});

test("says « ID du spot invalide » for a non-numeric id and cannot load an unknown spot", async ({ page, rider }) => {
  void rider;
  await page.setViewportSize(WIDTHS.phone);
  await page.goto("/spots/abc/weather");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(SPOT_ID_INVALID);
  await page.screenshot({ path: `${SCREENS}/forecast-invalid-id-phone.png` });
  await page.goto("/spots/999999/weather");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(SPOT_UNAVAILABLE);
  await page.setViewportSize(WIDTHS.desktop);
  await page.screenshot({ path: `${SCREENS}/forecast-unknown-spot-desktop.png` });
});

test("when the provider is slow, down or answers garbage, says the weather is not available; then recovers", async ({
  page,
  rider,
}) => {
  void rider;
  test.setTimeout(120_000);
  const spot = (await spotList(page)).at(-1)!; // never opened before in this run: nothing stored for it
  try {
    // Slow: the server stops waiting first (the page loads in the browser), then Open-Meteo times out (10 s).
    await breakProvider(page.request, spot, "slow");
    await page.goto(`/spots/${spot.id}/weather`);
    await expect(page.getByText(FORECAST_LOADING)).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/forecast-loading-desktop.png` });
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(WEATHER_UNAVAILABLE, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();

    for (const mode of ["down", "malformed", "incomplete"] as const) {
      await breakProvider(page.request, spot, mode);
      await page.reload();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(WEATHER_UNAVAILABLE);
    }
    await page.setViewportSize(WIDTHS.phone);
    await page.screenshot({ path: `${SCREENS}/forecast-weather-unavailable-phone.png` });

    await breakProvider(page.request, spot, "ok");
    await page.reload();
    await expect(page.getByTestId("forecast-day")).toHaveCount(7);
  } finally {
    await breakProvider(page.request, spot, "ok");
  }
});

test("shows the loading state while a first forecast takes longer than the server waits, then the table", async ({ page, rider }) => {
  void rider;
  const spot = (await spotList(page)).at(-2)!;
  try {
    await breakProvider(page.request, spot, "ok", 4_000);
    await page.goto(`/spots/${spot.id}/weather`);
    await expect(page.getByText(FORECAST_LOADING)).toBeVisible();
    await expect(page.getByTestId("forecast-day")).toHaveCount(7, { timeout: 15_000 });
  } finally {
    await breakProvider(page.request, spot, "ok");
  }
});

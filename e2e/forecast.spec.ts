import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { dayTitle, hourLabel } from "../lib/1-domain/forecast/days";
import { parisParts } from "../lib/0-base/time";
import {
  FORECAST_LOADING,
  NOW_LABEL,
  RETRY,
  SPOT_ID_INVALID,
  SPOT_LIST_LINK,
  SPOT_NOT_FOUND,
  TIDES_ONLY_TITLE,
  WEATHER_OUTAGE_REASON,
  WEATHER_UNAVAILABLE,
} from "../lib/1-domain/forecast/messages";
import { CHAT_TEXT } from "../lib/1-domain/chat/messages";
import { ALL_SPOTS } from "../lib/1-domain/site/messages";
import { arrowRotation, cardinalLetters, formatKnots, windColorBand, type WindColorBand } from "../lib/1-domain/wind";
import { fakeBlendedValues, type FakeOpenMeteoMode } from "../tests/fakes/open-meteo-server";
import { expect, test } from "../tests/support/e2e-fixtures";
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

/** Every spot by id: the last ones are spots no other test opens (the API answers in French alphabetical order). */
async function spotList(page: Page): Promise<Spot[]> {
  const res = await page.request.get("/api/spots");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Spot[]).sort((a, b) => a.id - b.id);
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
    // The live block and the measured row are fetched as the page runs (they change by the minute), and so are the
    // rider's « Meilleurs mois » (theirs, not the page's); the forecast itself is not.
    if (/\/api\/(weather|tides|spots)\/\d+/.test(req.url()) && !/\/(live|measured|reports|months)$/.test(new URL(req.url()).pathname)) apiCalls.push(req.url());
  });
  await page.goto(`/spots/${spot.id}/weather`);

  await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
  await expect(page.getByText(spot.description)).toBeVisible();
  const cards = page.getByTestId("forecast-day");
  await expect(cards).toHaveCount(7);
  await expect(page.getByText(FORECAST_LOADING)).toHaveCount(0);
  // The first response already holds the table: the browser asks the API nothing for it.
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
      const knots = Number((await cell.locator("span").first().textContent())!.trim().split(" ")[0]!.replace(",", "."));
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
  await expect(first.locator("[data-gust]").first()).toHaveText(/^\d+,\d$/);
  await expect(first.getByRole("rowheader", { name: /Vent/ })).toContainText("rafales");

  // Direction: the arrow is turned (direction + 180) mod 360, the compass letters sit under it, and the
  // tooltip says « Direction : N° » (then, at a spot with knowledge, how it meets the shore). Arrows
  // are not tab stops.
  // The first hour in view (the night's hours are folded).
  const directionCell = first.locator("td:has(> [data-cardinal]):visible").first();
  const arrow = directionCell.getByRole("img", { name: /^Direction : \d+°/ });
  const label = (await arrow.getAttribute("aria-label"))!;
  const degrees = Number(/(\d+)°/.exec(label)![1]);
  await expect(arrow).toHaveAttribute("data-rotation", String(arrowRotation(degrees)));
  await expect(directionCell.locator("[data-cardinal]")).toHaveText(cardinalLetters(degrees));
  expect(await page.locator("td > [data-cardinal]").evaluateAll((els) => els.every((el) => el.textContent!.trim().length > 0))).toBe(true);
  // Read in the sun: gusts and compass letters at 14 px at least.
  expect(parseFloat(await first.locator("[data-gust]").first().evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
  expect(parseFloat(await directionCell.locator("[data-cardinal]").evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
  expect(parseFloat(await first.locator("thead th[scope=col]").nth(1).evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole("button", { name: /^Direction/ })).toHaveCount(0);
  await directionCell.hover();
  await expect(page.locator('[data-slot="tooltip-content"]')).toHaveText(label);

  // Weather icons, one per hour, with a French label.
  const icons = page.locator("svg[data-icon]");
  const kinds = new Set(await icons.evaluateAll((els) => els.map((el) => el.getAttribute("data-icon"))));
  expect(kinds).toEqual(new Set(["rain", "fog", "cloud", "partly", "sun"]));
  await expect(first.getByRole("img", { name: /.+/ }).first()).toHaveAttribute("aria-label", /[a-zé]/);
  // Pointed at, an icon's cell shows its label in the tooltip.
  const icon = first.locator("svg[data-icon]:visible").first();
  await icon.hover();
  await expect(page.locator('[data-slot="tooltip-content"]')).toHaveText((await icon.getAttribute("aria-label"))!);

  // Tides: the day's first coefficient in the row header, then per hour an arrow and « X.X m ».
  const tideRow = first.getByTestId("tide-row");
  await expect(tideRow.locator("th")).toContainText("Marée");
  const coefficient = Number(/Coef\. (\d+)/.exec((await tideRow.locator("th").textContent())!)![1]);
  expect(coefficient).toBeGreaterThanOrEqual(20);
  expect(coefficient).toBeLessThanOrEqual(120);
  await expect(tideRow.locator("td[data-tide]").first()).toContainText(/^-?\d+,\d\sm/);
  // High and low waters: listed with their times under the day's title, and shown in the hour they happen.
  const times = (await first.getByTestId("tide-times").textContent())!;
  expect(times).toMatch(/(PM|BM) \d{2}:\d{2} · -?\d+,\d\sm/);
  const eventCells = page.getByTestId("tide-row").locator("td[data-tide-event]");
  expect(await eventCells.count()).toBeGreaterThan(7); // about four a day, most of them after 05:00
  const eventText = (await page.getByTestId("tide-row").locator("td[data-tide-event]:visible").first().innerText()).replace(/\s+/g, " ").trim();
  expect(eventText).toMatch(/^(PM|BM) \d{2}:\d{2} -?\d+,\d\sm$/);
  await expect(page.getByRole("img", { name: "Marée montante" }).first()).toBeVisible();
  await expect(page.getByRole("img", { name: "Marée descendante" }).first()).toBeVisible();

  await expect(first).toContainText(/Mis à jour le \d{1,2}(er)? [a-zéû]+ \d{4} à \d{2}:\d{2}/);
  await expect(page.getByTestId("forecast-credits")).toContainText("Open-Meteo.com");
  await expect(page.getByTestId("forecast-credits")).toContainText("TICON-4");

  await page.mouse.move(0, 0);
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
  const hour = card.locator("thead th[scope=col]:visible").nth(3); // in view: the night's hours are folded
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 200)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375); // only the table scrolls
  await page.screenshot({ path: `${SCREENS}/forecast-phone.png` });

  const headerBefore = (await header.boundingBox())!;
  const hourBefore = (await hour.boundingBox())!;
  await scroller.evaluate((el) => el.scrollBy({ left: 300 }));
  // The nights folded, a day is narrower: it scrolls as far as it goes, and the hour moves by as much.
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(150);
  const scrolled = await scroller.evaluate((el) => el.scrollLeft);
  await expect.poll(async () => (await hour.boundingBox())!.x).toBeCloseTo(hourBefore.x - scrolled, 0);
  expect((await header.boundingBox())!.x).toBeCloseTo(headerBefore.x, 0);
  await page.screenshot({ path: `${SCREENS}/forecast-phone-scrolled.png` });
});

test("today's card opens on the present hour, marked « maintenant », and shows that it scrolls", async ({ page, rider }) => {
  void rider;
  const [spot] = await spotList(page);
  await page.setViewportSize(WIDTHS.phone);
  await page.goto(`/spots/${spot.id}/weather`);
  const today = page.getByTestId("forecast-day").first();
  const scroller = today.getByRole("region");
  const marker = today.locator('thead th[aria-current="time"]');
  const hours = await today.locator("thead th[scope=col]").allTextContents();
  const parisHour = parisParts(new Date()).hour;
  const shown = hours.slice(1).map((h) => h.slice(0, 2));
  if (!shown.includes(hourLabel(new Date()))) {
    // Before 05:00 the present hour is not in the table: nothing is marked.
    expect(parisHour).toBeLessThan(5);
    await expect(marker).toHaveCount(0);
  } else {
    await expect(marker).toHaveText(`${hourLabel(new Date())}${NOW_LABEL}`);
    await expect(page.locator('thead th[aria-current="time"]')).toHaveCount(1); // today's card only
    // The present hour is in view, just right of the row headers that stay put.
    const rowHeader = (await today.locator("thead th").first().boundingBox())!;
    const box = (await marker.boundingBox())!;
    const view = (await scroller.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(rowHeader.x + rowHeader.width - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(view.x + view.width + 1); // subpixel: the last hour, scrolled to the end
    const index = shown.indexOf(hourLabel(new Date()));
    if (index >= 2) expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // One marked cell per row of the table (wind, direction, weather, tide, and the verdict where there is one).
    await expect(today.locator("td[data-now]")).toHaveCount(await today.locator("tbody tr").count());
  }
  // The cue on the right edge: there while hours are hidden, gone once the last one is in view.
  const tomorrow = page.getByTestId("forecast-day").nth(1);
  const cue = tomorrow.locator("[data-scroll-cue]");
  await expect(cue).toHaveCSS("opacity", "1");
  await tomorrow.getByRole("region").evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(cue).toHaveCSS("opacity", "0");
  await page.screenshot({ path: `${SCREENS}/forecast-phone-now.png` });
});

test("on a wide screen a day that fits shows no scroll cue, a day first off screen included", async ({ page, rider }) => {
  void rider;
  const [spot] = await spotList(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/spots/${spot.id}/weather`);
  const days = page.getByTestId("forecast-day");
  const fits = (day: ReturnType<typeof days.nth>) => day.getByRole("region").evaluate((el) => el.scrollWidth <= el.clientWidth + 4);
  // Tomorrow's card: today's holds the wider « maintenant » column during the day, and then scrolls a little at 1280 px.
  expect(await fits(days.nth(1))).toBe(true);
  await expect(days.nth(1).locator("[data-scroll-cue]")).toHaveCSS("opacity", "0");
  // The last day is off screen at first: the browser lays it out only when it comes near, and measures it then.
  const last = days.last();
  await last.scrollIntoViewIfNeeded();
  expect(await fits(last)).toBe(true);
  await expect(last.locator("[data-scroll-cue]")).toHaveCSS("opacity", "0");
  // Narrowed to a phone's width, the same day has hours out of view again: the cue comes back.
  await page.setViewportSize({ width: 390, height: 844 });
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator("[data-scroll-cue]")).toHaveCSS("opacity", "1");
});

test("the page arrives whole, table included; a tap from the list shows a bar at the top until it is there", async ({ page, rider }) => {
  void rider;
  const [spot] = await spotList(page); // its forecast is stored by now: nothing to wait for
  // The first answer holds the whole week in reading order: no loading screen, nothing revealed later.
  const html = await (await page.request.get(`/spots/${spot.id}/weather`)).text();
  expect(html.match(/data-testid="forecast-day"/g)).toHaveLength(7);
  expect(html).not.toContain(FORECAST_LOADING);
  expect(html).not.toMatch(/<template id="B:/);

  await page.setViewportSize(WIDTHS.phone);
  await page.goto("/spots");
  const bar = page.getByTestId("nav-progress");
  await expect(bar).toBeHidden();
  // A weak signal: the page's data takes 1.5 s to come.
  await page.route(`**/spots/${spot.id}/weather**`, async (route) => {
    if (route.request().headers()["rsc"]) await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole("article", { name: spot.name }).getByRole("link", { name: "Voir les prévisions" }).click();
  await expect(bar).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/navigation-progress-phone.png` });
  await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
  await expect(bar).toBeHidden();
});

test("each day's table comes in the page and stays drawn after hydration, a refresh and a way back", async ({ page, rider }) => {
  void rider;
  const [spot] = await spotList(page);
  // The page's HTML holds every day's table and its read-only parts (the spot's sheet, the legend, the symbols).
  const html = await (await page.request.get(`/spots/${spot.id}/weather`)).text();
  expect(html.match(/<table/g)).toHaveLength(7);
  for (const part of ["spot-sheet", "direction-legend", "wx-sun", "best-windows"]) expect(html).toContain(part);
  expect(html.match(/data-slot="card-title"/g)).toHaveLength(7);

  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.setViewportSize(WIDTHS.desktop);
  const tables = page.getByTestId("forecast-day").locator("table");
  const windCells = page.getByTestId("forecast-day").locator("tbody tr:has(th:has-text('Vent')) td:not([data-fold])");
  const drawn = async () => {
    await expect(tables).toHaveCount(7);
    for (const table of await tables.all()) await expect(table.getByRole("row")).not.toHaveCount(0);
    expect(await windCells.count()).toBeGreaterThan(7 * 12);
  };
  await page.goto(`/spots/${spot.id}/weather`);
  await page.waitForLoadState("networkidle");
  await drawn();
  // Hydrated: a night's fold opens on a tap (the table's markup is reached by delegation).
  const fold = page.getByTestId("forecast-day").nth(1).locator("thead [data-fold] button").first();
  await fold.click();
  await expect(fold).toHaveAttribute("aria-expanded", "true");

  // A refresh (the network back): the page is asked again; the same forecast leaves the tables as they are drawn,
  // with the nights the rider opened.
  const refreshed = page.waitForResponse((r) => r.url().includes(`/spots/${spot.id}/weather`) && r.request().headers()["rsc"] === "1");
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  expect((await refreshed).ok()).toBe(true);
  await drawn();
  await expect(fold).toHaveAttribute("aria-expanded", "true");

  // To the list and back: the tables come back from the router's cache, drawn, with the nights the rider opened.
  await page.getByRole("navigation").getByRole("link", { name: ALL_SPOTS }).first().click();
  await expect(page).toHaveURL(/\/spots$/);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
  await drawn();
  await expect(fold).toHaveAttribute("aria-expanded", "true");
  await expect(tables.nth(1)).toHaveAttribute("data-nights-open", "");
  await expect(tables.nth(2)).not.toHaveAttribute("data-nights-open", "");
  expect(errors).toEqual([]);
});

test("a forecast page or the list seen before is asked of the server again, never painted from the browser's old copy", async ({ page, rider }) => {
  void rider;
  const [spot] = await spotList(page);
  // What the browser answers from its own cache, without asking the server first (DevTools' view of the network).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const fromOwnCopy: string[] = [];
  cdp.on("Network.responseReceived", ({ type, response }) => {
    if (type !== "Document" && type !== "Fetch") return;
    if (response.fromDiskCache || response.fromPrefetchCache) fromOwnCopy.push(new URL(response.url).pathname);
  });
  const forecast = `/spots/${spot.id}/weather`;
  await page.goto(forecast);
  await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
  // Seen again the way the app asks (the router's payload, the worker's page, the network back): as the browser
  // asks any address, its own copy allowed. A copy kept « stale while revalidating » would be painted, up to a day
  // old, while the new forecast came in behind it.
  for (const path of [forecast, "/spots", forecast, "/spots"]) {
    const status = await page.evaluate((p) => fetch(p).then((r) => r.status), path);
    expect(status, path).toBe(200);
  }
  await page.reload();
  await page.goto("/spots");
  await page.goto(forecast);
  await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
  expect(fromOwnCopy).toEqual([]);
});

test("the chat loads when asked: focus in its field, Escape folds it, the description folds after two lines", async ({ page, rider }) => {
  void rider;
  const [spot] = await spotList(page);
  await page.setViewportSize(WIDTHS.phone);
  const socketRequests: string[] = [];
  page.on("request", (req) => {
    if (/socket\.io/.test(req.url())) socketRequests.push(req.url());
  });
  await page.goto(`/spots/${spot.id}/weather`);
  const open = page.getByRole("button", { name: CHAT_TEXT.open });
  await expect(open).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(socketRequests).toEqual([]); // nothing of the chat before the press

  // The long description shows two lines and « Lire la suite ».
  const description = page.locator("#spot-description");
  const lineHeight = parseFloat(await description.evaluate((el) => getComputedStyle(el).lineHeight));
  expect((await description.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  await page.getByRole("button", { name: "Lire la suite" }).click();
  expect((await description.boundingBox())!.height).toBeGreaterThan(lineHeight * 2 + 1);

  await open.click();
  const field = page.getByPlaceholder(CHAT_TEXT.placeholder);
  await expect(field).toBeFocused();
  await expect(page.getByRole("region", { name: CHAT_TEXT.title(spot.name) })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("region", { name: CHAT_TEXT.title(spot.name) })).toHaveCount(0);
  await expect(page.getByRole("button", { name: CHAT_TEXT.open })).toBeFocused();
});

test("says « ID du spot invalide » for a non-numeric id and cannot load an unknown spot", async ({ page, rider }) => {
  void rider;
  await page.setViewportSize(WIDTHS.phone);
  await page.goto("/spots/abc/weather");
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText(SPOT_ID_INVALID);
  await page.screenshot({ path: `${SCREENS}/forecast-invalid-id-phone.png` });
  // The way back: the list of spots, one tap away.
  await alert.getByRole("link", { name: SPOT_LIST_LINK }).click();
  await expect(page).toHaveURL(/\/spots$/);
  // An unknown spot is a real 404, with the way back to the list.
  const res = await page.goto("/spots/999999/weather");
  expect(res!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: SPOT_NOT_FOUND })).toBeVisible();
  await expect(page.getByRole("link", { name: SPOT_LIST_LINK })).toHaveAttribute("href", "/spots");
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
    await expect(page.getByRole("main").getByRole("alert")).toContainText(WEATHER_UNAVAILABLE, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();

    for (const mode of ["down", "malformed", "incomplete"] as const) {
      await breakProvider(page.request, spot, mode);
      await page.reload();
      const alert = page.getByRole("main").getByRole("alert");
      await expect(alert).toContainText(WEATHER_UNAVAILABLE);
      await expect(alert).toContainText(WEATHER_OUTAGE_REASON);
    }
    // The tides are computed locally: the page still gives them, and a way to try the forecast again.
    await expect(page.getByRole("heading", { name: TIDES_ONLY_TITLE })).toBeVisible();
    await expect(page.getByText(/PM \d\d:\d\d · \d+,\d\sm/).first()).toBeVisible();
    await page.setViewportSize(WIDTHS.phone);
    await page.screenshot({ path: `${SCREENS}/forecast-weather-unavailable-phone.png` });

    await breakProvider(page.request, spot, "ok");
    await page.getByRole("button", { name: RETRY }).click();
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

test("a forecast the provider takes a second to give: opened directly, its page with the forecast; tapped from the list, the whole page at once", async ({
  page,
  rider,
}) => {
  void rider;
  const spots = await spotList(page);
  const [opened, tapped] = [spots.at(-3)!, spots.at(-4)!]; // never opened before in this run: nothing stored
  try {
    for (const spot of [opened, tapped]) await breakProvider(page.request, spot, "ok", 1_000);
    // Loaded as a document: the page waits for a first forecast up to PAGE_FORECAST_WAIT_MS, so a second's provider
    // gives the page with its forecast (the loading state, past that wait, is the test above's).
    await page.goto(`/spots/${opened.id}/weather`, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: opened.name })).toBeVisible();
    await expect(page.getByTestId("forecast-day")).toHaveCount(7);
    await expect(page.getByText(FORECAST_LOADING)).toHaveCount(0);

    // Tapped from the list: the list stays in view (with the top bar) until the whole page replaces it.
    await page.goto("/spots");
    await page.evaluate(() => {
      const w = window as unknown as { sawLoading: boolean };
      w.sawLoading = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="forecast-loading"]')) w.sawLoading = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Found by its name first, as a rider looks for a spot: the list's other cards would have the router prefetch their
    // pages, each (never opened in this run either) asking the provider at the same moment as the tapped one.
    await page.getByRole("combobox", { name: "Rechercher un spot" }).fill(tapped.name);
    await expect(page.getByRole("article")).toHaveCount(1);
    await page.getByRole("article", { name: tapped.name }).getByRole("link", { name: "Voir les prévisions" }).click();
    await expect(page.getByTestId("nav-progress")).toBeVisible();
    await expect(page.getByTestId("forecast-day")).toHaveCount(7);
    await expect(page.getByRole("heading", { level: 1, name: tapped.name })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading)).toBe(false);
  } finally {
    for (const spot of [opened, tapped]) await breakProvider(page.request, spot, "ok");
  }
});

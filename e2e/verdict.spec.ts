import type { Locator, Page, Route } from "@playwright/test";
import { CONDITIONS, FAVORITES_WEEK_TITLE, NAVIGABILITY_ROW, NO_WINDOW, TIDE_LAKE, VERDICT_LABELS, VERDICT_MARKS, WINDOWS_TITLE } from "../lib/1-domain/forecast/verdict-ui";
import { MODEL_LABELS } from "../lib/1-domain/models/messages";
import { PREFERENCE_MESSAGES } from "../lib/1-domain/validation/preferences";
import { APP_ORIGIN, expect, signUp, spotNamed, test } from "../tests/support/e2e-fixtures";

/*
 * « Ça navigue ? » as a rider sees it, against the fake Open-Meteo: its wind turns 37° an hour and
 * peaks at midday, so every day has hours whose direction is rideable at Wissant (north-west facing, side from
 * SO to NE). Whatever the time of day the test runs, the week ahead holds daylight hours: the assertions count
 * over the week, never on « this hour ».
 */
test.describe.configure({ mode: "serial" });


const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).locator("li").last();

/** Sets « Mes conditions » through the profile's form, as a rider does. */
async function setConditions(page: Page, min: string, max: string, level: string) {
  await page.goto("/profile");
  // The scripts loaded: the form is hydrated (a rider's early typing is kept too, but the test waits).
  await page.waitForLoadState("networkidle");
  const section = page.getByTestId("conditions");
  // Hydration may still re-render the field while Playwright fills it: a number input's text cannot be
  // selected, so a fill interrupted then appends ("5" into "55" gave "555"). Fill again until it holds.
  await expect(async () => {
    await section.getByLabel(CONDITIONS.windMin).fill(min);
    await section.getByLabel(CONDITIONS.windMax).fill(max);
    await section.getByLabel(CONDITIONS.level).selectOption(level);
    // Gusts up to the maximum, and a quiver wide enough that a kite fits every wind of the range.
    await section.getByLabel(CONDITIONS.gustMax).fill(max);
    await expect(section.getByLabel(CONDITIONS.windMin)).toHaveValue(min, { timeout: 1_000 });
    await expect(section.getByLabel(CONDITIONS.windMax)).toHaveValue(max, { timeout: 1_000 });
    await expect(section.getByLabel(CONDITIONS.gustMax)).toHaveValue(max, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  for (const size of ["5", "7", "9", "12", "15", "18"]) {
    if (await section.getByRole("button", { name: CONDITIONS.kiteRemove(size) }).count()) continue;
    await section.getByLabel(CONDITIONS.kiteNew).fill(size);
    await section.getByRole("button", { name: CONDITIONS.kiteAdd }).click();
  }
  await section.getByRole("button", { name: CONDITIONS.save }).click();
  await expect(toast(page)).toContainText(CONDITIONS.saved);
}

/** Screens for the reviewer's eyes, at a phone's and a laptop's width (not assertions). */
const SHOTS = "/tmp/shots-ui";
async function shoot(page: Page, name: string, fullPage = false) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
}

const verdictCells = (page: Page) => page.getByTestId("verdict-row").locator("td[data-verdict]");

test("the forecast page says for each hour whether it is rideable, and lists the best windows", async ({ page, rider }) => {
  void rider;
  const wissant = await spotNamed(page, "Wissant");
  await setConditions(page, "5", "60", "confirmé");
  await page.goto(`/spots/${wissant.id}/weather`);

  const first = page.getByTestId("forecast-day").first();
  await expect(first.getByRole("rowheader", { name: NAVIGABILITY_ROW })).toBeVisible();
  // Every hour of the week has a verdict, named in full for a screen reader (« Navigable : … »), drawn once the rider is
  // known (in the background, after the page's first paint).
  const cells = verdictCells(page);
  await expect.poll(() => cells.count()).toBeGreaterThan(100);
  // Folded into narrow columns, the night's hours still say what they are.
  const night = page.locator('td[data-verdict="no"][data-night]', { hasText: new RegExp(`^${VERDICT_MARKS.no}${VERDICT_LABELS.no} : Nuit`) });
  expect(await night.count()).toBeGreaterThan(0);
  const go = page.getByRole("cell", { name: /^Navigable : Conditions réunies sur \d+(,\d)?\sm \(\d+(,\d)?\snds, (side-shore|side-on|onshore)\)/ });
  expect(await go.count()).toBeGreaterThan(0);
  // Seen in the sun: a « Navigable » hour and a « Non » hour have their own colours (app/globals.css, by data-verdict).
  const background = (cell: Locator) => cell.first().evaluate((el) => getComputedStyle(el).backgroundColor);
  const [goColour, noColour] = [await background(go), await background(night)];
  expect(new Set([goColour, noColour, "rgba(0, 0, 0, 0)"]).size).toBe(3);
  // The reasons appear in the table's one tooltip when the rider points at a cell.
  await go.first().scrollIntoViewIfNeeded();
  await go.first().hover();
  await expect(page.getByRole("tooltip")).toContainText("Conditions réunies");

  // The direction cells are coloured for this spot, with their key.
  await expect(page.getByTestId("direction-legend")).toBeVisible();
  expect(await page.locator('td[data-tone="danger"]').count()).toBeGreaterThan(0);
  expect(await page.locator('td[data-tone="good"]').count()).toBeGreaterThan(0);
  const [danger, good] = [await background(page.locator('td[data-tone="danger"]')), await background(page.locator('td[data-tone="good"]'))];
  expect(new Set([danger, good, "rgba(0, 0, 0, 0)"]).size).toBe(3);

  const windows = page.getByTestId("best-windows");
  await expect(windows.getByRole("heading", { name: WINDOWS_TITLE })).toBeVisible();
  await expect(windows.getByTestId("window").first()).toContainText("Navigable");
  await expect(windows.getByTestId("window").first()).toContainText(/\d{2}:\d{2}\s–\s\d{2}:\d{2}/);

  // Wissant has a tide: each day card draws its curve.
  await expect(first.getByTestId("tide-curve")).toBeVisible();
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "forecast");
  await first.scrollIntoViewIfNeeded();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId("forecast-day").nth(1).screenshot({ path: `${SHOTS}/forecast-day-${width}.png` });
  }
});

test("« Mes conditions » on /profile checks its fields and changes the verdicts on the forecast page", async ({ page, rider }) => {
  void rider;
  const wissant = await spotNamed(page, "Wissant");
  await page.goto("/profile");
  const section = page.getByTestId("conditions");
  // Pre-filled with the defaults.
  await expect(section.getByLabel(CONDITIONS.windMin)).toHaveValue("12");
  await expect(section.getByLabel(CONDITIONS.windMax)).toHaveValue("30");
  await section.getByLabel(CONDITIONS.windMin).fill("30");
  await section.getByLabel(CONDITIONS.windMax).fill("20");
  await section.getByRole("button", { name: CONDITIONS.save }).click();
  await expect(section.getByText(PREFERENCE_MESSAGES.minBelowMax)).toBeVisible();
  await section.getByLabel(CONDITIONS.windMax).fill("70");
  await section.getByRole("button", { name: CONDITIONS.save }).click();
  await expect(section.getByText(PREFERENCE_MESSAGES.windRange)).toBeVisible();

  // More wind than the fake ever blows: nothing is rideable, and the page says so.
  await setConditions(page, "55", "60", "confirmé");
  await page.reload();
  await expect(page.getByTestId("conditions").getByLabel(CONDITIONS.windMin)).toHaveValue("55");
  await page.goto(`/spots/${wissant.id}/weather`);
  // The verdicts are drawn once the rider's conditions are in (the browser's part of a shared page).
  await expect.poll(() => verdictCells(page).count()).toBeGreaterThan(100);
  await expect(page.locator('td[data-verdict="go"], td[data-verdict="marginal"]')).toHaveCount(0);
  expect(await page.getByRole("cell", { name: /Trop peu de vent \(\d+(,\d)?\snds < 55\)/ }).count()).toBeGreaterThan(0);
  await expect(page.getByTestId("best-windows")).toContainText(NO_WINDOW);

  // Back to a wide range: rideable hours and windows come back.
  await setConditions(page, "5", "60", "confirmé");
  await page.goto(`/spots/${wissant.id}/weather`);
  await expect.poll(() => page.locator('td[data-verdict="go"]').count()).toBeGreaterThan(0);
  await expect(page.getByTestId("best-windows")).not.toContainText(NO_WINDOW);
  await page.goto("/profile");
  await shoot(page, "profile", true);
});

test("a lake says simply that it has no tide", async ({ page, rider }) => {
  void rider;
  const lake = await spotNamed(page, "Lac du Mont-Cenis");
  await page.goto(`/spots/${lake.id}/weather`);
  await expect(page.getByTestId("tide-row").first()).toContainText(TIDE_LAKE);
  await expect(page.getByTestId("tide-curve")).toHaveCount(0);
});

test("the home page shows each favourite's week, each day a link to its forecast", async ({ page, rider }) => {
  void rider;
  const wissant = await spotNamed(page, "Wissant");
  const res = await page.request.post(`/api/spots/${wissant.id}/favorite`, { headers: { origin: APP_ORIGIN } });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto("/");
  const grid = page.getByTestId("favorites-week");
  await expect(grid.getByRole("heading", { name: FAVORITES_WEEK_TITLE })).toBeVisible();
  const days = grid.getByRole("link", { name: new RegExp(`^${wissant.name}, .+ : (${Object.values(VERDICT_LABELS).join("|")})(, .+)?$`) });
  expect(await days.count()).toBeGreaterThanOrEqual(6);
  await shoot(page, "home");
  await days.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/spots/${wissant.id}/weather$`));
  await expect(page.getByRole("heading", { level: 1, name: wissant.name })).toBeVisible();
});

test("the riders of a spot share its page's document, each reading their own verdicts in it", async ({ page, rider, browser }) => {
  // A spot no other test opens: its documents here are this test's only.
  const spot = await spotNamed(page, "Penthièvre (");
  const url = `/spots/${spot.id}/weather`;
  // Léa keeps the default conditions (12–30 kn); Tom saves his own (25–40 kn), in a browser of his own.
  const tomContext = await browser.newContext();
  const tom = await tomContext.newPage();
  const tomRider = await signUp(tom, "partage");
  await setConditions(tom, "25", "40", "confirmé");
  const errors: string[] = [];
  tom.on("pageerror", (error) => errors.push(String(error)));
  tom.on("console", (message) => message.type() === "error" && errors.push(message.text()));

  // One document for every rider of the spot (docs/decisions/0033): Léa's and Tom's are the same, byte for byte,
  // asked one after the other or both at once.
  const lea = await page.goto(url);
  const shared = await tom.goto(url);
  const html = await shared!.text();
  expect(html).toBe(await lea!.text());
  // (A kept-alive socket the server closes as it is reused is retried, as a browser does.)
  const together = await Promise.all([page, tom, page].map(async (p) => (await p.request.get(url, { maxRetries: 1 })).text()));
  expect(together).toEqual([html, html, html]);
  await tom.waitForLoadState("networkidle");

  // Each reads their own: Léa is invited to fill her conditions, Tom is not; the verdicts name each one's minimum.
  await expect(page.getByTestId("conditions-invite")).toBeVisible();
  await expect(tom.getByTestId("conditions-invite")).toHaveCount(0);
  await expect(tom.getByTestId("today-line")).toBeVisible();
  await expect.poll(() => verdictCells(tom).filter({ hasText: "< 25)" }).count()).toBeGreaterThan(0);
  expect(await verdictCells(tom).filter({ hasText: "< 12)" }).count()).toBe(0);
  await expect.poll(() => verdictCells(page).filter({ hasText: "< 12)" }).count()).toBeGreaterThan(0);
  // Nothing of either rider in the document, nor their conditions.
  for (const who of [rider.username, rider.email, tomRider.username]) expect(html).not.toContain(who);
  const fold = tom.getByTestId("forecast-day").nth(1).locator("thead [data-fold] button").first();
  await fold.click();
  await expect(fold).toHaveAttribute("aria-expanded", "true");

  // A client-side navigation (another model) brings the page's data to each rider's browser: the same for both, with
  // nothing of either in it.
  const payloads = async (p: Page) => {
    // Every payload of the model's page is read as it passes (a prefetch the router drops as it navigates would
    // leave the browser no body to read afterwards).
    const bodies: string[] = [];
    const modelPage = (u: URL) => u.pathname.startsWith(`${url}/`);
    const listen = async (route: Route) => {
      const response = await route.fetch();
      if (route.request().headers()["rsc"] === "1") bodies.push(await response.text());
      await route.fulfill({ response });
    };
    await p.route(modelPage, listen);
    const picker = p.getByTestId("model-picker").filter({ visible: true });
    await picker.locator("summary").click();
    await picker.getByText(MODEL_LABELS.gfs_seamless, { exact: true }).click();
    await expect(p).toHaveURL(new RegExp(`${url}/gfs_seamless$`));
    await expect(picker.getByTestId("model-current")).toHaveText(MODEL_LABELS.gfs_seamless);
    await p.unroute(modelPage, listen);
    expect(bodies.length).toBeGreaterThan(0);
    return bodies;
  };
  for (const body of [...(await payloads(page)), ...(await payloads(tom))]) {
    for (const who of [rider.username, rider.email, tomRider.username, "windMinKn"]) expect(body).not.toContain(who);
  }

  // A reload reads the same rider parts again.
  await tom.goto(url);
  const read = async () => ({
    today: await tom.getByTestId("today-line").innerText(),
    windows: await tom.getByTestId("best-windows").innerText(),
    verdicts: await verdictCells(tom).evaluateAll((cells) => cells.map((c) => c.textContent).join("|")),
  });
  await expect.poll(() => verdictCells(tom).count()).toBeGreaterThan(100);
  const drawn = await read();
  await tom.reload();
  await expect.poll(() => verdictCells(tom).count()).toBeGreaterThan(100);
  expect(await read()).toEqual(drawn);
  expect(errors).toEqual([]);
  for (const width of [390, 1280]) {
    await tom.setViewportSize({ width, height: 900 });
    await tom.screenshot({ path: `${SHOTS}/shared-document-${width}.png` });
  }
  await tomContext.close();
});

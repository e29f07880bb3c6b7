import fs from "node:fs";
import path from "node:path";
import type { Locator, Page, Response } from "@playwright/test";
import { parisParts } from "../lib/0-base/time";
import { haversineKm, roundKm } from "../lib/1-domain/spots/geo";
import { sortByName } from "../lib/1-domain/spots/sort";
import type { SpotListItem } from "../lib/1-domain/spots/types";
import { TODAY_LINE } from "../lib/1-domain/verdict/messages-summary";
import type { Verdict } from "../lib/1-domain/verdict/types";
import { BEST_MONTHS, SPOTS_SORT, TODAY_CHIP, WHEN_LABELS, WHERE } from "../lib/1-domain/where/messages";
import { DEFAULT_RADIUS_KM } from "../lib/1-domain/where/periods";
import type { RankedSpot } from "../lib/1-domain/where/rank";
import { sortSpots, type SpotToday } from "../lib/1-domain/where/spot-sort";
import type { NearestWithToday } from "../lib/3-features/where/nearest";
import { APP_ORIGIN, expect, listRuns, test } from "../tests/support/e2e-fixtures";
import { storeHistory } from "../tests/support/e2e-history";

/*
 * « Où et quand ça navigue ? » as a rider on a phone at Leucate reads it: « Où naviguer » on home for today and the
 * weekend, today's verdict beside the nearest spots and on the cards of /spots, the list sorted by distance and by
 * today's conditions, and a spot's « Meilleurs mois » from its wind history. What the rider's answers should be is
 * asked of the API the page reads (the fake Open-Meteo's wind depends on the hour the test runs); what is checked is
 * that the page shows them, in order and in colour.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, geolocation: { latitude: 42.91, longitude: 3.05 }, permissions: ["geolocation"] });

const LEUCATE = { latitude: 42.91, longitude: 3.05 };
/** Spots around Leucate whose forecasts the test has the server fetch (the e2e server runs no refresh job). */
const AROUND = 8;
/** Wide conditions: the fake's daytime wind gives windows at most spots. */
const CONDITIONS = { level: "confirmé", windMinKn: 8, windMaxKn: 40, gustMaxKn: 55, weightKg: 75, kites: [7, 9, 12] };

const SHOTS = path.resolve(import.meta.dirname, "../docs/screenshots");
/** At a phone's and a laptop's width: the block alone, or the screen from the top of the page. */
async function shoot(page: Page, name: string, target?: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(200);
    // The sticky menu left in its place: it would cover a block taller than the screen, shot in several scrolls.
    if (target) await target.screenshot({ path: `${SHOTS}/${name}-${width}.png`, animations: "disabled", style: "header { position: static !important; }" });
    else {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, animations: "disabled" });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

type WhereAnswer = { spots: RankedSpot[] };
const whereQuery = (when: string, radius = true) =>
  `/api/where?when=${when}${radius ? `&radiusKm=${DEFAULT_RADIUS_KM}&lat=${LEUCATE.latitude.toFixed(4)}&lon=${LEUCATE.longitude.toFixed(4)}` : ""}`;

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * The rider's conditions saved, and the forecasts of the spots around Leucate stored (reading a spot's forecast
 * stores it); the rankings see them within a few seconds (their facts are read again every 10 s).
 */
async function riderAtLeucate(page: Page): Promise<NearestWithToday[]> {
  const saved = await page.request.patch("/api/user/preferences", { data: CONDITIONS, headers: { origin: APP_ORIGIN } });
  expect(saved.status(), await saved.text()).toBe(200);
  const around = await getJson<NearestWithToday[]>(page, `/api/spots/nearest?lat=${LEUCATE.latitude}&lng=${LEUCATE.longitude}&limit=${AROUND}`);
  for (const spot of around) expect((await page.request.get(`/api/weather/${spot.id}`)).status()).toBe(200);
  await expect
    .poll(async () => (await getJson<WhereAnswer>(page, whereQuery("tomorrow"))).spots.length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(around.filter((s) => haversineKm(LEUCATE, s) <= DEFAULT_RADIUS_KM).length - 1);
  return around;
}

const hoursOf = (w: NonNullable<SpotToday["window"]>) => TODAY_LINE.hours(parisParts(w.start).hour, parisParts(w.end).hour);

/** A chip says the verdict in a word and the window's hours, in the verdict's colour. */
async function expectChip(chip: Locator, today: SpotToday) {
  await expect(chip).toHaveAttribute("data-verdict", today.verdict);
  await expect(chip).toContainText(TODAY_CHIP.words[today.verdict]);
  if (today.window) await expect(chip).toContainText(hoursOf(today.window));
}

const RANK: Record<Verdict, number> = { go: 0, marginal: 1, no: 2 };

test("« Où naviguer » ranks the spots around the rider for today, tomorrow and the weekend", async ({ page, rider }) => {
  void rider;
  await riderAtLeucate(page);
  await page.goto("/");
  // The one in the page's main region: a rider's part streamed late waits, hidden, outside it for React to place it;
  // when React draws that part itself meanwhile (an update reached it first), both are in the document for a moment.
  const where = page.getByRole("main").getByTestId("where-to-ride");
  await where.scrollIntoViewIfNeeded();
  // The position was already allowed: no tap needed.
  await expect(where.getByText(WHERE.fromPosition)).toBeVisible();

  const list = where.getByRole("list", { name: WHERE.title });
  for (const when of ["today", "tomorrow", "weekend"] as const) {
    await where.getByRole("tab", { name: WHEN_LABELS[when] }).tap();
    await expect(where.getByRole("tab", { name: WHEN_LABELS[when] })).toHaveAttribute("aria-selected", "true");
    const rideable = (await getJson<WhereAnswer>(page, whereQuery(when))).spots.filter((s) => s.verdict !== "no").slice(0, 10);
    // Tomorrow has a whole day of daytime wind: with these conditions, some spot rides.
    if (when === "tomorrow") expect(rideable.length).toBeGreaterThan(0);
    if (rideable.length === 0) {
      await expect(where.getByTestId("where-nothing")).toContainText(WHERE.nothing(when, DEFAULT_RADIUS_KM));
      continue;
    }
    // Best first, each in its verdict's colour, each one tap from its forecast.
    const rows = list.getByRole("link");
    await expect(rows).toHaveCount(rideable.length);
    for (const [i, spot] of rideable.entries()) {
      await expect(rows.nth(i)).toHaveAccessibleName(WHERE.openSpot(spot.name));
      await expect(rows.nth(i)).toHaveAttribute("data-verdict", spot.verdict);
      await expect(rows.nth(i)).toHaveAttribute("href", `/spots/${spot.id}/weather`);
    }
    const shown = await rows.evaluateAll((links) => links.map((l) => l.getAttribute("data-verdict") as Verdict));
    expect(shown.map((v) => RANK[v])).toEqual([...shown.map((v) => RANK[v])].sort((a, b) => a - b));
    if (when === "tomorrow") await shoot(page, "ou-naviguer", where);
  }
});

test("the nearest spots and the cards of /spots show today's verdict with its window", async ({ page, rider }) => {
  void rider;
  await riderAtLeucate(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Me localiser" }).tap();
  const nearest = page.getByRole("list", { name: "Spots les plus proches" }).getByRole("listitem");
  await expect(nearest).toHaveCount(5);
  const expected = await getJson<NearestWithToday[]>(page, `/api/spots/nearest?lat=${LEUCATE.latitude}&lng=${LEUCATE.longitude}&limit=5`);
  expect(expected.filter((s) => s.today).length).toBe(5);
  for (const [i, spot] of expected.entries()) {
    await expect(nearest.nth(i)).toContainText(spot.name);
    await expectChip(nearest.nth(i).getByTestId("today-chip"), spot.today!);
  }
  await shoot(page, "spots-proches-verdict", page.getByRole("region", { name: "Spots les plus proches" }));

  const today = new Map((await getJson<WhereAnswer>(page, whereQuery("today", false))).spots.map((s) => [s.id, s]));
  await page.goto("/spots");
  await listRuns(page);
  for (const spot of expected) {
    const card = page.getByRole("article", { name: spot.name, exact: true });
    await card.scrollIntoViewIfNeeded();
    await expectChip(card.getByTestId("today-chip"), today.get(spot.id)!);
  }
});

test("/spots sorts by distance and by today's conditions, and keeps the sort in its address", async ({ page, rider }) => {
  void rider;
  await riderAtLeucate(page);
  const all = sortByName(await getJson<SpotListItem[]>(page, "/api/spots"));
  // Today's answers as the page got them: other spots' forecasts may be stored meanwhile (a forecast page's first visit).
  const todayOfPage = async (response: Promise<Response>) =>
    new Map(((await (await response).json()) as WhereAnswer).spots.map((s) => [s.id, s]));
  const pageToday = () => page.waitForResponse((r) => r.url().endsWith("/api/where?when=today") && r.ok());
  let answered = pageToday();
  await page.goto("/spots");
  await listRuns(page);
  const today = await todayOfPage(answered);
  const sort = page.getByRole("radiogroup", { name: SPOTS_SORT.label });
  const option = (name: string) => sort.getByRole("radio", { name, exact: true });
  await expect(option(SPOTS_SORT.options.az)).toHaveAttribute("aria-checked", "true");
  for (const name of Object.values(SPOTS_SORT.options)) expect((await option(name).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const cardNames = async (n: number) => (await page.getByRole("article").locator("h2").allTextContents()).slice(0, n);
  expect(await cardNames(5)).toEqual(all.slice(0, 5).map((s) => s.name));

  // Distance: from the device's position, nearest first, each card saying how far.
  await option(SPOTS_SORT.options.distance).tap();
  await expect(page).toHaveURL(/[?&]tri=distance/);
  await expect(page.getByTestId("spots-sort-status")).toHaveText(SPOTS_SORT.fromPosition);
  const byDistance = [...all].sort((a, b) => haversineKm(LEUCATE, a) - haversineKm(LEUCATE, b)).slice(0, 5);
  await expect.poll(() => cardNames(5)).toEqual(byDistance.map((s) => s.name));
  await expect(page.getByRole("article").first().getByTestId("spot-distance")).toHaveText(
    `${String(roundKm(haversineKm(LEUCATE, byDistance[0]!))).replace(".", ",")} km`,
  );
  await shoot(page, "spots-tri-distance");

  // Conditions du jour: « go » before « marginal » before « no », the longer window, then the nearer.
  await option(SPOTS_SORT.options.conditions).tap();
  await expect(page).toHaveURL(/[?&]tri=conditions/);
  await expect(page.getByTestId("spots-sort-status")).toHaveText(SPOTS_SORT.conditionsRule);
  expect(today.size).toBeGreaterThanOrEqual(AROUND - 1);
  const byConditions = (answers: Map<number, RankedSpot>) =>
    sortSpots(all, "conditions", { distanceKm: (id) => roundKm(haversineKm(LEUCATE, all.find((s) => s.id === id)!)), today: (id) => answers.get(id) });
  const expected = byConditions(today);
  await expect.poll(() => cardNames(today.size)).toEqual(expected.slice(0, today.size).map((s) => s.name));
  const chips = await page.getByRole("article").evaluateAll((cards) =>
    cards.map((c) => c.querySelector("[data-testid=today-chip]")?.getAttribute("data-verdict") ?? null),
  );
  const ranks = chips.map((v) => (v ? RANK[v as Verdict] : 3));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  expect(chips.slice(0, today.size).every(Boolean)).toBe(true);
  await shoot(page, "spots-tri-conditions");

  // A reload keeps it; A–Z again leaves the address bare.
  answered = pageToday();
  await page.reload();
  await listRuns(page);
  await expect(option(SPOTS_SORT.options.conditions)).toHaveAttribute("aria-checked", "true");
  const again = byConditions(await todayOfPage(answered));
  await expect.poll(() => cardNames(3)).toEqual(again.slice(0, 3).map((s) => s.name));
  await option(SPOTS_SORT.options.az).tap();
  await expect(page).toHaveURL(/\/spots$/);
  await expect.poll(() => cardNames(5)).toEqual(all.slice(0, 5).map((s) => s.name));
});

test("a spot's « Meilleurs mois » come from its wind history, month by month, for this rider", async ({ page, rider }) => {
  void rider;
  const saved = await page.request.patch("/api/user/preferences", { data: CONDITIONS, headers: { origin: APP_ORIGIN } });
  expect(saved.status()).toBe(200);
  const spot = (await getJson<SpotListItem[]>(page, "/api/spots")).find((s) => s.name === "Leucate – La Franqui")!;
  expect(spot, "the seed has Leucate – La Franqui").toBeDefined();
  const years = await storeHistory(spot);
  type Months = { years: [number, number]; months: { month: number; rideableDays: number; days: number }[] };
  // The server reads which years it holds at most every minute.
  let months!: Months;
  await expect
    .poll(async () => {
      const answer = await getJson<Months | { reason: string }>(page, `/api/spots/${spot.id}/months`);
      if ("months" in answer) months = answer;
      return "months" in answer;
    }, { timeout: 75_000, intervals: [2_000] })
    .toBe(true);
  expect(months.years).toEqual([years.from, years.to]);

  await page.goto(`/spots/${spot.id}/weather`);
  const block = page.getByTestId("best-months");
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole("heading", { name: BEST_MONTHS.title })).toBeVisible();
  const bars = block.getByRole("group", { name: BEST_MONTHS.title }).getByRole("button");
  await expect(bars).toHaveCount(12);
  // At first the best month, in a sentence; then the month tapped.
  const share = (m: Months["months"][number]) => m.rideableDays / m.days;
  const best = months.months.reduce((a, b) => (share(b) > share(a) ? b : a));
  expect(best.rideableDays).toBeGreaterThan(0);
  const sentence = block.getByTestId("best-months-sentence");
  await expect(sentence).toHaveText(BEST_MONTHS.sentence(best.month, best.rideableDays, best.days));
  const may = months.months[4]!;
  await bars.nth(4).tap();
  await expect(bars.nth(4)).toHaveAttribute("aria-pressed", "true");
  await expect(sentence).toHaveText(BEST_MONTHS.sentence(5, may.rideableDays, may.days));
  await expect(block).toContainText(BEST_MONTHS.basis(years.from, years.to));
  await expect(block).toContainText("pas une prévision");
  await shoot(page, "meilleurs-mois", block);
});

test("without a position or a home town, the distance sort says why it cannot sort and offers to locate", async ({ page, context, rider }) => {
  void rider;
  await context.clearPermissions();
  await page.goto("/spots?tri=distance");
  await listRuns(page);
  const status = page.getByTestId("spots-sort-status");
  await expect(status).toContainText(SPOTS_SORT.needPosition);
  const locate = status.getByRole("button", { name: WHERE.myPosition });
  expect((await locate.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Refused again: the list stays in A–Z order, and says so still.
  await locate.tap();
  await expect(status).toContainText(SPOTS_SORT.needPosition);
  const all = sortByName(await getJson<SpotListItem[]>(page, "/api/spots"));
  expect((await page.getByRole("article").locator("h2").allTextContents()).slice(0, 3)).toEqual(all.slice(0, 3).map((s) => s.name));
});

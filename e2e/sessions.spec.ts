import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { CHAT_TEXT } from "../lib/1-domain/chat/messages";
import { parisDayKey, parisInstant, parisParts } from "../lib/0-base/time";
import { FEEL_LABELS, LOG_FORM, REPORT_FORM, SESSIONS_PAGE, SHIFT_TEXT, shiftPercent } from "../lib/1-domain/logbook/messages";
import { REPORT_TEXT, REPORT_WATER_CHOICES, REPORT_WIND_CHOICES } from "../lib/1-domain/logbook/messages-report";
import type { RiderReport, SessionView, ShiftView } from "../lib/1-domain/logbook/types";
import { NOTES } from "../lib/1-domain/verdict/messages";
import type { HourVerdict } from "../lib/1-domain/verdict/types";
import { KITE_SIZE_FACTOR } from "../lib/1-domain/verdict/kite-size";
import { MS_TO_KNOTS } from "../lib/1-domain/wind/knots";
import { APP_ORIGIN, expect, spotNamed, test, type SpotRef } from "../tests/support/e2e-fixtures";

/*
 * « Mes sessions » on a phone (docs/decisions/0030-rider-logbook.md). The « Noter une session » button of the forecast
 * pages is mounted with the forecast page's new layout: until then these tests log from /sessions and through the
 * API. To extend them there: open `/spots/{id}/weather`, tap LOG_FORM.open, and the dialog is the same
 * (`data-testid="log-session-form"`); the live block of a spot without a station shows `data-testid="rider-reports"`.
 * Spots of the Mediterranean: no station within reach of the e2e network (only Wissant has one).
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SHOTS = path.resolve(import.meta.dirname, "../docs/screenshots");
const WEIGHT_KG = 75;

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).locator("li").last();
const post = (page: Page, url: string, data: unknown) => page.request.post(url, { data, headers: { origin: APP_ORIGIN } });

async function expectTappable(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.height, await target.innerText()).toBeGreaterThanOrEqual(44);
  expect(box.width, await target.innerText()).toBeGreaterThanOrEqual(44);
}

/** The spot's forecast today (Paris), fetched as its page would: knots by hour. */
async function todaysWind(page: Page, spot: SpotRef): Promise<Map<number, number>> {
  const res = await page.request.get(`/api/weather/${spot.id}`);
  expect(res.ok()).toBe(true);
  const entries = (await res.json()) as { forecastDate: string; windSpeed: number }[];
  const today = parisDayKey(new Date());
  const out = new Map<number, number>();
  for (const e of entries) if (parisDayKey(e.forecastDate) === today) out.set(parisParts(e.forecastDate).hour, Math.round(e.windSpeed * MS_TO_KNOTS * 10) / 10);
  return out;
}

/** The kite the rule names for this wind, to the half metre: the rider rides the rule's size and finds it too big. */
const ruleKite = (kn: number) => Math.min(21, Math.max(3, Math.round(((KITE_SIZE_FACTOR * WEIGHT_KG) / kn) * 2) / 2));

async function logInDialog(page: Page, spot: SpotRef, hours: [number, number], kite: number) {
  await page.getByRole("button", { name: LOG_FORM.open }).tap();
  const form = page.getByTestId("log-session-form");
  await expect(form.getByRole("heading", { name: LOG_FORM.title })).toBeVisible();
  await form.getByLabel(LOG_FORM.spot).selectOption({ label: spot.name });
  await form.getByLabel(LOG_FORM.start).selectOption(String(hours[0]));
  await form.getByLabel(LOG_FORM.end).selectOption(String(hours[1]));
  await form.getByLabel(LOG_FORM.kiteOther).fill(String(kite).replace(".", ","));
  const surtoile = form.locator("label", { hasText: FEEL_LABELS.surtoile });
  await expectTappable(surtoile);
  await surtoile.tap();
  await expect(form.getByRole("radio", { name: FEEL_LABELS.surtoile })).toBeChecked();
  await form.getByRole("button", { name: LOG_FORM.save }).tap();
  await expect(form).toBeHidden();
  await expect(toast(page)).toContainText(LOG_FORM.saved);
}

test("a rider logs five sessions felt « surtoilé », reads how their kites sit against the rule, applies the shift and undoes it", async ({ page, rider }) => {
  void rider;
  expect((await page.request.patch("/api/user/preferences", { data: { weightKg: WEIGHT_KG, kites: [7, 9, 12] }, headers: { origin: APP_ORIGIN } })).ok()).toBe(true);
  const spot = await spotNamed(page, "Leucate – La Franqui");
  const wind = await todaysWind(page, spot);
  // Five hours of today with wind enough for a kite (the fake's wind peaks at midday).
  const hours = [...wind.entries()].filter(([h, kn]) => kn >= 8 && h < 23).map(([h]) => h).slice(0, 5);
  expect(hours).toHaveLength(5);

  await page.goto("/sessions");
  await expect(page.getByRole("heading", { name: SESSIONS_PAGE.title, level: 1 })).toBeVisible();
  await expect(page.getByText(SESSIONS_PAGE.empty)).toBeVisible();
  await expectTappable(page.getByRole("button", { name: LOG_FORM.open }));

  // The first in the form, as a rider does; three more through the API.
  await logInDialog(page, spot, [hours[0]!, hours[0]! + 1], ruleKite(wind.get(hours[0]!)!));
  const item = page.getByTestId("session-item");
  await expect(item).toHaveCount(1);
  await expect(item.first()).toContainText(FEEL_LABELS.surtoile);
  await expect(item.first()).toContainText(SESSIONS_PAGE.knots(wind.get(hours[0]!)!));
  for (const h of hours.slice(1, 4)) {
    const res = await post(page, "/api/sessions", { spotId: spot.id, date: parisDayKey(new Date()), startHour: h, endHour: h + 1, kiteM2: ruleKite(wind.get(h)!), feel: "surtoile" });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.reload();
  await expect(item).toHaveCount(4);
  const panel = page.getByTestId("kite-shift");
  await expect(panel).toContainText(SHIFT_TEXT.needMore(1));
  await expect(panel.getByRole("button", { name: SHIFT_TEXT.apply })).toHaveCount(0);

  // The fifth: Alizé now compares, and proposes smaller kites.
  await logInDialog(page, spot, [hours[4]!, hours[4]! + 1], ruleKite(wind.get(hours[4]!)!));
  await expect(item).toHaveCount(5);
  const shift = (await (await page.request.get("/api/sessions/shift")).json()) as ShiftView;
  expect(shift.analysis).toMatchObject({ sessions: 5, worthShifting: true });
  const factor = shift.analysis!.factor;
  expect(factor).toBeLessThan(1);
  const { pct } = shiftPercent(factor);
  await expect(panel.getByTestId("shift-average")).toContainText("plus petit que la règle");
  await expect(panel.getByTestId("shift-proposal")).toContainText(SHIFT_TEXT.proposal(pct, true));
  await shoot(page, "sessions-proposal");

  const apply = panel.getByRole("button", { name: SHIFT_TEXT.apply });
  await expectTappable(apply);
  await apply.tap();
  await expect(panel.getByTestId("shift-applied")).toContainText(SHIFT_TEXT.applied(pct, true));
  await expect(toast(page)).toContainText(SHIFT_TEXT.appliedToast);
  const undo = panel.getByRole("button", { name: SHIFT_TEXT.undo });
  await expectTappable(undo);

  // The advice follows: the verdicts name the kite fitted to the rider, and say so; the conditions hold the shift.
  expect(((await (await page.request.get("/api/user")).json()) as { preferences: { kiteShift: number } }).preferences.kiteShift).toBe(factor);
  const verdicts = (await (await page.request.get(`/api/spots/${spot.id}/verdicts`)).json()) as HourVerdict[];
  expect(verdicts.some((h) => h.reasons.includes(NOTES.kiteShift(factor)))).toBe(true);
  await shoot(page, "sessions");

  await undo.tap();
  await expect(toast(page)).toContainText(SHIFT_TEXT.undoneToast);
  await expect(panel.getByTestId("shift-applied")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: SHIFT_TEXT.apply })).toBeVisible();
  expect(((await (await page.request.get("/api/user")).json()) as { preferences: { kiteShift: number | null } }).preferences.kiteShift).toBeNull();

  // A session deleted, after confirming: four again, and Alizé waits for a fifth.
  const first = item.first();
  await first.getByRole("button", { name: SESSIONS_PAGE.delete }).tap();
  await first.getByRole("button", { name: SESSIONS_PAGE.confirmDeleteYes }).tap();
  await expect(item).toHaveCount(4);
  await expect(panel).toContainText(SHIFT_TEXT.needMore(1));
});

test("a session told in the chat appears there as a card, and among the riders' reports of a spot without a station", async ({ page, rider }) => {
  void rider;
  const spot = await spotNamed(page, "Hyères – La Capte");
  // A session of this very hour: what the rider tells is fresh.
  const hour = parisParts(new Date()).hour;
  const [start, end] = hour === 0 ? [0, 1] : [hour - 1, hour];
  const logged = await post(page, "/api/sessions", { spotId: spot.id, date: parisDayKey(new Date()), startHour: start, endHour: end, kiteM2: 9, feel: "bien" });
  expect(logged.status(), await logged.text()).toBe(201);
  const session = (await logged.json()) as SessionView;

  await page.goto("/sessions");
  const item = page.getByTestId("session-item");
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: SESSIONS_PAGE.report }).tap();
  const form = page.getByTestId("report-form");
  await expect(form.getByRole("heading", { name: REPORT_FORM.title })).toBeVisible();
  await form.getByLabel(REPORT_FORM.windKn).fill("18");
  await form.locator("label", { hasText: REPORT_WIND_CHOICES.etabli }).tap();
  await form.locator("label", { hasText: REPORT_WATER_CHOICES.clapot }).tap();
  await expect(form).toContainText(REPORT_FORM.kite(9));
  await form.getByRole("button", { name: REPORT_FORM.publish }).tap();
  await expect(form).toBeHidden({ timeout: 20_000 });
  await expect(toast(page)).toContainText(REPORT_FORM.published);

  // In the spot's chat: a card, « 18 nds établis, clapot, 9 m, il y a … ».
  await page.goto(`/spots/${spot.id}/weather`);
  await page.getByRole("button", { name: CHAT_TEXT.open }).tap();
  const chat = page.getByRole("region", { name: CHAT_TEXT.title(spot.name) });
  const card = chat.locator("[data-slot=chat-report]");
  await expect(card).toContainText(REPORT_TEXT.cardTitle, { timeout: 20_000 });
  await expect(card).toContainText(/18 nds établis, clapot, 9 m, (à l'instant|il y a \d+ min)/);

  // For the live block of a spot without a station (components/sessions/rider-reports.tsx): the fresh reports.
  const { reports } = (await (await page.request.get(`/api/spots/${spot.id}/reports`)).json()) as { reports: RiderReport[] };
  expect(reports[0]).toMatchObject({ sessionId: session.id, windKn: 18, wind: "etabli", water: "clapot", kiteM2: 9, username: expect.any(String) });
  expect(Date.parse(reports[0]!.at)).toBeLessThanOrEqual(Math.min(Date.now(), parisInstant(session.date, session.endHour).getTime()));
});

import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { ALERT_FORM } from "../lib/1-domain/alerts/messages-ui";
import { ALERT_WARNINGS } from "../lib/1-domain/alerts/warnings";
import { CONDITIONS } from "../lib/1-domain/forecast/messages-conditions";
import { APP_ORIGIN, expect, spotNamed, test } from "../tests/support/e2e-fixtures";

/*
 * The rider's kit as a new rider meets it on a phone: the invitation to set « Mes conditions » until they are
 * saved, a « go » window naming the kite, and an alert on a spot above the rider's level that says it cannot fire.
 * Wissant is a spot for « confirmés » (db/seed); the fake Open-Meteo's wind peaks at midday every day.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SHOTS = path.resolve(import.meta.dirname, "../docs/screenshots");
async function shoot(page: Page, name: string, target?: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(150);
    if (target) await target.screenshot({ path: `${SHOTS}/${name}-${width}.png`, animations: "disabled" });
    else await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, animations: "disabled" });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).locator("li").last();

test("a new rider is invited to set « Mes conditions » until saved, then reads a « go » window naming the kite", async ({ page, rider }) => {
  void rider;
  const wissant = await spotNamed(page, "Wissant");

  // Right after sign-up: one line on home and on the forecast page, one tap to the form.
  await page.goto("/");
  const invite = page.getByTestId("conditions-invite");
  await expect(invite).toBeVisible();
  await expect(invite).toContainText(CONDITIONS.invite);
  await page.goto(`/spots/${wissant.id}/weather`);
  await expect(page.getByTestId("conditions-invite")).toBeVisible();
  const link = page.getByTestId("conditions-invite").getByRole("link", { name: CONDITIONS.inviteLink });
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await link.tap();
  await expect(page).toHaveURL(/\/profile#mes-conditions$/);

  const section = page.getByTestId("conditions");
  await page.waitForLoadState("networkidle");
  await expect(async () => {
    await section.getByLabel(CONDITIONS.windMin).fill("5");
    await section.getByLabel(CONDITIONS.windMax).fill("40");
    await section.getByLabel(CONDITIONS.gustMax).fill("60");
    await section.getByLabel(CONDITIONS.level).selectOption("confirmé");
    await section.getByLabel(CONDITIONS.weight).fill("75");
    await expect(section.getByLabel(CONDITIONS.windMax)).toHaveValue("40", { timeout: 1_000 });
    await expect(section.getByLabel(CONDITIONS.gustMax)).toHaveValue("60", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // A kite added twice is refused by the shared schema, in French, then removed.
  for (const size of ["5", "7", "9", "12", "15", "9"]) {
    await section.getByLabel(CONDITIONS.kiteNew).fill(size);
    await section.getByRole("button", { name: CONDITIONS.kiteAdd }).tap();
  }
  await section.getByRole("button", { name: CONDITIONS.save }).tap();
  await expect(section).toContainText("Chaque taille d'aile ne figure qu'une fois");
  await section.getByRole("button", { name: CONDITIONS.kiteRemove("9") }).first().tap();
  await expect(section.getByTestId("kites").locator("li")).toHaveCount(5);
  // Once the form was submitted, the quiver is checked again as the rider fixes it: the message goes at once.
  await expect(section).not.toContainText("Chaque taille d'aile ne figure qu'une fois");
  await shoot(page, "mes-conditions", section);
  await section.getByRole("button", { name: CONDITIONS.save }).tap();
  await expect(toast(page)).toContainText(CONDITIONS.saved);

  // Saved: no more invitation, and the verdict names the kite.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId("conditions-invite")).toHaveCount(0);
  await page.goto(`/spots/${wissant.id}/weather`);
  await expect(page.getByTestId("conditions-invite")).toHaveCount(0);
  const windows = page.getByTestId("best-windows");
  const go = windows.getByTestId("window").filter({ hasText: "Navigable" }).first();
  await expect(go).toContainText(/aile\s\d+\sm · confiance (haute|moyenne|faible)/);
  await expect(go).toContainText(/Conditions réunies|Première heure|Dernière heure/);
  await expect(windows.locator('[data-best="true"]')).toHaveCount(1);
  const goCell = page.getByRole("cell", { name: /^Navigable : Conditions réunies sur \d+\sm \(/ });
  expect(await goCell.count()).toBeGreaterThan(0);
  await shoot(page, "creneaux-aile", windows);
});

test("an alert on a spot above the rider's level says, before saving, that it cannot fire, and is saved anyway", async ({ page, rider }) => {
  void rider;
  const wissant = await spotNamed(page, "Wissant");
  const res = await page.request.patch("/api/user/preferences", {
    data: { level: "débutant", windMinKn: 12, windMaxKn: 25, weightKg: 70, kites: [9, 12] },
    headers: { origin: APP_ORIGIN },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.goto(`/spots/${wissant.id}/weather`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: ALERT_FORM.create }).tap();
  const form = page.getByRole("dialog", { name: ALERT_FORM.create });
  await expect(form).toBeVisible();
  const warnings = form.getByTestId("alert-warnings");
  await expect(warnings).toContainText(ALERT_WARNINGS.level("confirmé", "débutant"));
  await expect(warnings).toContainText(ALERT_WARNINGS.saveAnyway);
  await shoot(page, "alerte-avertissement", form);
  await form.getByRole("button", { name: ALERT_FORM.submitCreate }).tap();
  await expect(toast(page)).toContainText(ALERT_FORM.created);
});

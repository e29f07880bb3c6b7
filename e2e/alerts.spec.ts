import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { ALERT_FORM, describeAlert, MY_ALERTS } from "../lib/1-domain/alerts/messages-ui";
import { ALERT_STATUS } from "../lib/1-domain/alerts/messages-my-alerts";
import { TODAY_LINE } from "../lib/1-domain/verdict/messages-summary";
import { dayAndHours } from "../lib/1-domain/verdict/today-line";
import { SERVICE_WORKER_URL } from "../lib/1-domain/offline/protocol";
import { PUSH_MESSAGES } from "../lib/1-domain/push/messages";
import { ALERT_DAY_LABELS, ALERT_MESSAGES, MAX_ALERTS_PER_RIDER } from "../lib/1-domain/validation/alerts";
import { APP_ORIGIN, expect, spotNamed, test, type SpotRef as Spot } from "../tests/support/e2e-fixtures";

/*
 * « Prévenez-moi quand ça navigue » as a rider uses it: an alert created from a spot's forecast
 * page, then found, paused, edited and deleted in « Mes alertes » on /profile.
 */
test.describe.configure({ mode: "serial" });


/** The rider's own wind range, which the form starts from. */
async function setConditions(page: Page, windMinKn: number, windMaxKn: number) {
  const res = await page.request.patch("/api/user/preferences", { data: { windMinKn, windMaxKn }, headers: { origin: APP_ORIGIN } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Screens for the reviewer's eyes, at a phone's and a laptop's width (not assertions). */
const SHOTS = path.resolve(import.meta.dirname, "../docs/screenshots");
async function shoot(page: Page, name: string, target?: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 860 });
    // Let the layout settle at the new width (the dialog re-centres).
    await page.waitForTimeout(150);
    if (target) await target.screenshot({ path: `${SHOTS}/${name}-${width}.png`, animations: "disabled" });
    else await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, animations: "disabled" });
  }
}

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).locator("li").last();

async function openForm(page: Page, spot: Spot, shot?: string) {
  await page.goto(`/spots/${spot.id}/weather`);
  await page.waitForLoadState("networkidle");
  if (shot) await shoot(page, shot);
  const form = page.getByRole("dialog", { name: ALERT_FORM.create });
  // On a loaded machine the page can still be hydrating after the network is idle, and a tap before that is lost (a
  // CI run saw the button unchanged 10 s after its click): tapped again until the form opens, as a rider would.
  await expect(async () => {
    if (!(await form.isVisible())) await page.getByRole("button", { name: ALERT_FORM.create }).click({ timeout: 2_000 });
    await expect(form).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return form;
}

test("a rider creates an alert on a spot's forecast page, then pauses, edits and deletes it in « Mes alertes »", async ({ page, rider }) => {
  void rider;
  const wissant = await spotNamed(page, "Wissant");
  await setConditions(page, 15, 25);

  // The profile says there is none yet, and where to start.
  await page.goto("/profile");
  const mine = page.getByTestId("my-alerts");
  await expect(mine.getByRole("heading", { name: MY_ALERTS.title })).toBeVisible();
  await expect(mine).toContainText(MY_ALERTS.empty);
  await expect(mine).toContainText(MY_ALERTS.emptyHint);
  await shoot(page, "mes-alertes-vide", mine);

  const form = await openForm(page, wissant, "prevision-bouton");
  // Filled from the rider's conditions and the defaults; the spot's rideable directions shown.
  await expect(form.getByLabel(ALERT_FORM.minWind)).toHaveValue("15");
  await expect(form.getByLabel(ALERT_FORM.maxWind)).toHaveValue("25");
  await expect(form.getByLabel(ALERT_FORM.minHours)).toHaveValue("2");
  await expect(form.getByLabel(ALERT_FORM.leadDays)).toHaveValue("3");
  await expect(form.getByRole("radio", { name: ALERT_DAY_LABELS.all })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: ALERT_FORM.email })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: ALERT_FORM.push })).not.toBeChecked();
  await expect(form.getByTestId("alert-sectors")).toContainText(/Orientations navigables : de [NSEO]+ à [NSEO]+/);

  await form.getByText(ALERT_DAY_LABELS.weekend).click();
  await expect(form.getByRole("radio", { name: ALERT_DAY_LABELS.weekend })).toBeChecked();
  await shoot(page, "formulaire", form);
  await form.getByRole("button", { name: ALERT_FORM.submitCreate }).click();
  await expect(toast(page)).toContainText(ALERT_FORM.created);
  await expect(form).toBeHidden();

  const settings = { minWindKn: 15, maxWindKn: 25, minHours: 2, days: "weekend", leadDays: 3, email: true, push: false } as const;
  await page.goto("/profile");
  const item = mine.getByTestId("alert-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(wissant.name);
  await expect(item).toContainText(describeAlert(settings));
  await expect(item.getByRole("link", { name: MY_ALERTS.forecastLink(wissant.name) })).toHaveAttribute("href", `/spots/${wissant.id}/weather`);
  await shoot(page, "mes-alertes", mine);

  // Pause: said at once, and kept by the server.
  await item.getByRole("button", { name: MY_ALERTS.pause }).click();
  await expect(item).toContainText(MY_ALERTS.paused);
  await page.reload();
  await expect(item).toContainText(MY_ALERTS.paused);
  await shoot(page, "mes-alertes-en-pause", mine);
  await item.getByRole("button", { name: MY_ALERTS.resume }).click();
  await expect(item).not.toContainText(MY_ALERTS.paused);

  // Modifier: the same form, filled with the alert.
  await item.getByRole("button", { name: MY_ALERTS.edit }).click();
  const edit = page.getByRole("dialog", { name: ALERT_FORM.edit });
  await expect(edit.getByLabel(ALERT_FORM.minWind)).toHaveValue("15");
  await expect(edit.getByRole("radio", { name: ALERT_DAY_LABELS.weekend })).toBeChecked();
  await edit.getByLabel(ALERT_FORM.minWind).fill("18");
  await edit.getByLabel(ALERT_FORM.leadDays).selectOption("2");
  await edit.getByRole("button", { name: ALERT_FORM.submitEdit }).click();
  await expect(edit).toBeHidden();
  await expect(item).toContainText(describeAlert({ ...settings, minWindKn: 18, leadDays: 2 }));

  // Supprimer asks first.
  await item.getByRole("button", { name: MY_ALERTS.delete }).click();
  await expect(item).toContainText(MY_ALERTS.confirmDelete(wissant.name));
  await item.getByRole("button", { name: MY_ALERTS.confirmDeleteYes }).click();
  await expect(mine).toContainText(MY_ALERTS.empty);
  await page.reload();
  await expect(mine).toContainText(MY_ALERTS.empty);
});

test("an alert says at once which window will send its next message, or that none will this week", async ({ page, rider }) => {
  void rider;
  // A spot with a « Navigable » window to come this week for the rider's conditions (the fake forecast follows the
  // date): the first seeded spots' forecasts are stored (as their pages would) and their windows read.
  const spots = (await (await page.request.get("/api/spots")).json()) as Spot[];
  let found: { spot: Spot; window: { start: string; end: string } } | null = null;
  for (const spot of spots.slice(0, 40)) {
    expect((await page.request.get(`/api/weather/${spot.id}`)).ok()).toBe(true);
    const windows = (await (await page.request.get(`/api/spots/${spot.id}/windows`)).json()) as { start: string; end: string; verdict: string }[];
    const next = windows.find((w) => w.verdict === "go" && Date.parse(w.start) > Date.now());
    if (next) {
      found = { spot, window: next };
      break;
    }
  }
  expect(found, "a seeded spot with a « Navigable » window this week").toBeTruthy();
  const { spot, window } = found!;

  // Created with the form's defaults (the rider's own range, every day): the list names its window at once.
  const form = await openForm(page, spot);
  await form.getByRole("button", { name: ALERT_FORM.submitCreate }).click();
  await expect(toast(page)).toContainText(ALERT_FORM.created);
  await page.goto("/profile");
  const mine = page.getByTestId("my-alerts");
  const item = mine.getByTestId("alert-item");
  await expect(item.getByTestId("alert-next")).toHaveText(ALERT_STATUS.next(dayAndHours(window, Date.now(), TODAY_LINE.todayWord)));

  // Twelve hours in a row at least: no window this week, and said so; no message sent yet, so none is dated.
  const long = { spotId: spot.id, minWindKn: 12, maxWindKn: 30, minHours: 12, days: "all", leadDays: 7, email: true, push: false };
  const res = await page.request.post("/api/alerts", { data: long, headers: { origin: APP_ORIGIN } });
  expect(res.status(), await res.text()).toBe(201);
  expect(await res.json()).toMatchObject({ checked: true, nextWindow: null, lastSentAt: null });
  await page.reload();
  await expect(item).toHaveCount(2);
  await expect(item.nth(1).getByTestId("alert-next")).toHaveText(ALERT_STATUS.none);
  await shoot(page, "mes-alertes-prochain-creneau", mine);
});

test("a form that cannot be right says why in French, next to the field, and creates nothing", async ({ page, rider }) => {
  void rider;
  const wissant = await spotNamed(page, "Wissant");
  const form = await openForm(page, wissant);

  await form.getByLabel(ALERT_FORM.minWind).fill("30");
  await form.getByLabel(ALERT_FORM.maxWind).fill("20");
  await form.getByLabel(ALERT_FORM.minHours).fill("13");
  await form.getByRole("checkbox", { name: ALERT_FORM.email }).click();
  await form.getByRole("button", { name: ALERT_FORM.submitCreate }).click();

  await expect(form.getByText(ALERT_MESSAGES.minBelowMax)).toBeVisible();
  await expect(form.getByLabel(ALERT_FORM.maxWind)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(ALERT_MESSAGES.hours)).toBeVisible();
  await expect(form.getByText(ALERT_MESSAGES.channel)).toBeVisible();
  await shoot(page, "formulaire-erreurs", form);

  const res = await page.request.get("/api/alerts");
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { alerts: unknown[] }).alerts).toEqual([]);
});

test("the server's refusal is shown in the form: a 21st alert", async ({ page, rider }) => {
  void rider;
  const wissant = await spotNamed(page, "Wissant");
  const settings = { spotId: wissant.id, minWindKn: 15, maxWindKn: 25, minHours: 2, days: "all", leadDays: 3, email: true, push: false };
  for (let i = 0; i < MAX_ALERTS_PER_RIDER; i++) {
    const res = await page.request.post("/api/alerts", { data: settings, headers: { origin: APP_ORIGIN } });
    expect(res.status(), await res.text()).toBe(201);
  }
  const form = await openForm(page, wissant);
  await form.getByRole("button", { name: ALERT_FORM.submitCreate }).click();
  await expect(form.getByRole("alert")).toHaveText(ALERT_MESSAGES.tooMany);
  await expect(form).toBeVisible();
  await shoot(page, "formulaire-limite", form);
});

test("« Par notification » refused by the browser says so in French and keeps the e-mail", async ({ page, rider }) => {
  void rider;
  const wissant = await spotNamed(page, "Wissant");
  const form = await openForm(page, wissant);
  await form.getByRole("checkbox", { name: ALERT_FORM.email }).click();
  await expect(form.getByRole("checkbox", { name: ALERT_FORM.email })).not.toBeChecked();

  await form.getByRole("checkbox", { name: ALERT_FORM.push }).click();
  await expect(form.getByText(PUSH_MESSAGES.denied)).toBeVisible();
  await expect(form.getByRole("checkbox", { name: ALERT_FORM.push })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: ALERT_FORM.email })).toBeChecked();
  await shoot(page, "formulaire-notification-refusee", form);
});

test("« Par notification » allowed subscribes through the app's one service worker, at the site's root", async ({ page, context, rider }) => {
  void rider;
  await context.grantPermissions(["notifications"], { origin: APP_ORIGIN });
  const wissant = await spotNamed(page, "Wissant");
  const form = await openForm(page, wissant);

  await form.getByRole("checkbox", { name: ALERT_FORM.push }).click();
  // Chromium refuses the Push API in Playwright's incognito-like context (and this machine reaches no push
  // service): the subscription cannot succeed here, and the rider is told so and keeps the e-mail.
  await expect(form.getByText(PUSH_MESSAGES.failed)).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole("checkbox", { name: ALERT_FORM.email })).toBeChecked();
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration("/");
    return r ? { scope: r.scope, script: r.active?.scriptURL ?? null } : null;
  });
  // The worker that keeps pages for offline use shows the alerts too: one registration, one script.
  expect(registration).toEqual({ scope: `${APP_ORIGIN}/`, script: `${APP_ORIGIN}${SERVICE_WORKER_URL}` });
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(1);
  // Served as JavaScript (nosniff is on), and never kept stale by a cache: a new version must reach the riders.
  const script = await page.request.get(SERVICE_WORKER_URL);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  expect(script.headers()["cache-control"]).toMatch(/max-age=0|no-cache|no-store/);
});

test("« Par notification » hands the browser's subscription to the server, and the alert says « notification »", async ({ page, context, rider }) => {
  void rider;
  await context.grantPermissions(["notifications"], { origin: APP_ORIGIN });
  // Stand-in for the browser's push service, out of reach here (see above): subscribe() answers what a browser
  // would, a push service endpoint and a fresh P-256 key pair made by the page's own WebCrypto.
  // The subscription outlives the page, as a browser's does (kept in sessionStorage across navigations).
  await page.addInitScript(() => {
    const b64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const asSubscription = (json: { endpoint: string }) => ({ endpoint: json.endpoint, options: { applicationServerKey: null }, toJSON: () => json });
    PushManager.prototype.getSubscription = async () => {
      const kept = sessionStorage.getItem("e2e-push");
      return (kept ? asSubscription(JSON.parse(kept)) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function () {
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const p256dh = b64url(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = b64url(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const json = { endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`, expirationTime: null, keys: { p256dh, auth } };
      sessionStorage.setItem("e2e-push", JSON.stringify(json));
      return asSubscription(json) as unknown as PushSubscription;
    };
  });
  const wissant = await spotNamed(page, "Wissant");
  const form = await openForm(page, wissant);
  const stored = page.waitForResponse((res) => res.url().endsWith("/api/push/subscriptions") && res.request().method() === "POST");
  await form.getByRole("checkbox", { name: ALERT_FORM.push }).click();
  expect((await stored).status()).toBe(201);
  await expect(form.getByText(PUSH_MESSAGES.enabled)).toBeVisible();
  await expect(form.getByRole("checkbox", { name: ALERT_FORM.push })).toBeChecked();
  await form.getByRole("button", { name: ALERT_FORM.submitCreate }).click();
  await expect(form).toBeHidden();

  await page.goto("/profile");
  await expect(page.getByTestId("alert-item")).toContainText("e-mail + notification");

  // Logging out, this browser stops receiving the rider's alerts.
  const forgotten = page.waitForRequest((req) => req.url().endsWith("/api/push/subscriptions") && req.method() === "DELETE");
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  const request = await forgotten;
  expect((await request.response())?.status()).toBe(204);
  expect(request.postDataJSON()).toEqual({ endpoint: expect.stringMatching(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/) });
  await expect(page).toHaveURL(/\/auth/);
});

import fs from "node:fs";
import type { Page } from "@playwright/test";
import { CHAT_OPEN } from "../lib/1-domain/chat/messages-open";
import { parisDayKey } from "../lib/0-base/time";
import { FINGER_PX } from "../lib/1-domain/site/touch";
import { APP_ORIGIN, expect, listRuns, signUp, spotNamed, test } from "../tests/support/e2e-fixtures";

/*
 * A phone in the sun: every element a finger can aim at, on every page a rider visits, is at least a finger's size
 * (44 × 44 CSS px, WCAG 2.5.5). No exception is made for links inside a sentence: ours are the only way to their page
 * (« Mot de passe oublié ? »), so they are made as big as a button.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 300_000 });

const TARGETS = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[role=button]",
  "[role=tab]",
  "[role=radio]",
  "[role=checkbox]",
  "[role=switch]",
  "[role=link]",
  // A tab panel is focusable for a keyboard to read it (WAI-ARIA tabs), not a target a finger taps.
  "[tabindex]:not([tabindex='-1']):not([role=tabpanel])",
  "td[data-verdict]",
  "label:has(input[type=checkbox])",
  "label:has(input[type=radio])",
].join(",");

type Offender = { name: string; width: number; height: number };

/**
 * Every visible target of the page smaller than a finger. A target is measured with its ::before when that is an
 * absolutely positioned hit area (the visual stays small, the finger's area does not). Visually hidden elements
 * (1 × 1 px, .sr-only, opacity 0) are not targets a finger sees.
 */
async function smallTargets(page: Page, min: number): Promise<Offender[]> {
  return page.locator("body").evaluate(
    (body, { selector, min }) => {
      const name = (el: Element) => {
        const text =
          el.getAttribute("aria-label") ??
          (el as HTMLElement).innerText?.trim() ??
          el.getAttribute("title") ??
          "";
        const label = text || el.getAttribute("name") || el.getAttribute("placeholder") || el.getAttribute("data-testid") || "";
        return `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} « ${label.replace(/\s+/g, " ").slice(0, 60)} »`;
      };
      const seen = new Map<string, { name: string; width: number; height: number }>();
      for (const el of body.querySelectorAll(selector)) {
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const style = getComputedStyle(el);
        // .sr-only (the skip link until it is focused): clipped to nothing, out of a finger's reach.
        if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
        const rect = el.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue;
        let width = rect.width;
        let height = rect.height;
        const before = getComputedStyle(el, "::before");
        if (before.content !== "none" && before.position === "absolute") {
          width = Math.max(width, parseFloat(before.width) || 0);
          height = Math.max(height, parseFloat(before.height) || 0);
        }
        // Half a pixel of rounding (a 43.99 px box drawn from rem and borders is a 44 px target).
        if (width >= min - 0.5 && height >= min - 0.5) continue;
        const offender = { name: name(el), width: Math.round(width), height: Math.round(height) };
        seen.set(`${offender.name} ${offender.width}×${offender.height}`, offender);
      }
      return [...seen.values()];
    },
    { selector: TARGETS, min },
  );
}

const SHOTS = "docs/screenshots";

/** The page at a phone's and a desktop's width, for a person to look at. */
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/doigt-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The page's small targets, as lines « page: element (w×h) », so a failure reads as a to-do list. */
async function expectFingerSized(page: Page, label: string, shot?: string) {
  // The page settled: fonts, the client's parts, the list's second drawing.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const offenders = await smallTargets(page, FINGER_PX);
  // Soft: one run lists the small targets of every page, not only the first page's.
  expect.soft(offenders.map((o) => `${label}: ${o.name} (${o.width}×${o.height})`)).toEqual([]);
  if (shot) await shoot(page, shot);
}

test("the pages before signing in are made of finger-sized targets", async ({ page }) => {
  await page.goto("/auth");
  await expectFingerSized(page, "connexion", "connexion");
  await page.getByRole("tab", { name: "Inscription" }).tap();
  await expect(page.getByRole("tab", { name: "Inscription" })).toHaveAttribute("aria-selected", "true");
  await expectFingerSized(page, "inscription");
  await page.goto("/forgot-password");
  await expectFingerSized(page, "mot de passe oublié");
  await page.goto("/~offline");
  await expectFingerSized(page, "hors ligne");
});

test("a signed-in rider's pages are made of finger-sized targets", async ({ page }) => {
  await signUp(page);
  const wissant = await spotNamed(page, "Wissant");
  // A favourite (home's week grid, the star filled), an alert (its three actions) and a session (its card).
  expect((await page.request.post(`/api/spots/${wissant.id}/favorite`, { headers: { origin: APP_ORIGIN } })).ok()).toBe(true);
  const alert = { spotId: wissant.id, minWindKn: 15, maxWindKn: 25, minHours: 2, days: "all", leadDays: 3, email: true, push: false };
  const created = await page.request.post("/api/alerts", { data: alert, headers: { origin: APP_ORIGIN } });
  expect(created.status(), await created.text()).toBe(201);
  const hour = 8;
  const logged = await page.request.post("/api/sessions", {
    data: { spotId: wissant.id, date: parisDayKey(new Date()), startHour: hour, endHour: hour + 2, kiteM2: 9, feel: "bien" },
    headers: { origin: APP_ORIGIN },
  });
  expect(logged.status(), await logged.text()).toBeLessThan(300);
  expect((await page.request.get(`/api/weather/${wissant.id}`)).ok()).toBe(true);

  await page.goto("/");
  await expect(page.getByTestId("favorites-week").getByTestId("today-line")).toHaveCount(1, { timeout: 45_000 });
  await expectFingerSized(page, "accueil", "accueil");

  await page.goto("/spots");
  await listRuns(page);
  await expectFingerSized(page, "spots");

  await page.goto(`/spots/${wissant.id}/weather`);
  await expect(page.getByTestId("forecast-day").first()).toBeVisible();
  await expectFingerSized(page, "prévisions", "previsions");

  await page.getByRole("button", { name: CHAT_OPEN }).tap();
  await expect(page.getByRole("textbox").last()).toBeVisible();
  await expectFingerSized(page, "chat");

  await page.goto("/profile");
  await expect(page.getByTestId("my-alerts").getByRole("listitem").first()).toBeVisible();
  await expectFingerSized(page, "profil, conditions et alertes", "profil");

  await page.goto("/sessions");
  await expectFingerSized(page, "mes sessions");
});

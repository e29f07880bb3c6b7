import crypto from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import { e2ePorts } from "../../e2e/ports";

/** The app's origin, as a page of ours sends it: state-changing API calls are refused without it. */
export const APP_ORIGIN = `http://localhost:${e2ePorts().app}`;

export const PASSWORD = "Kitesurf2026";

export type Rider = { username: string; email: string; password: string; id: number };

/** A fresh account, created through the real API; the page's context holds its session cookie. */
export async function signUp(page: Page, prefix = "rider"): Promise<Rider> {
  const username = `${prefix}${crypto.randomBytes(4).toString("hex")}`;
  const email = `${username}@example.fr`;
  // Every rider comes from 127.0.0.1 (the server takes the socket's address, never a header): the e2e server
  // raises the per-IP registration allowance (REGISTRATIONS_PER_HOUR, lib/4-edge/auth/limits.ts) above the suite's count.
  const res = await page.request.post("/api/register", {
    data: { username, email, password: PASSWORD, firstName: "Léa", lastName: "Alizé" },
    headers: { origin: APP_ORIGIN },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { username, email, password: PASSWORD, id };
}

export type SpotRef = { id: number; name: string };

/** The seeded spot whose name starts with `prefix`, read from the API as the page sees it. */
export async function spotNamed(page: Page, prefix: string): Promise<SpotRef> {
  const res = await page.request.get("/api/spots");
  expect(res.ok()).toBe(true);
  const spot = ((await res.json()) as SpotRef[]).find((s) => s.name.startsWith(prefix));
  expect(spot, prefix).toBeTruthy();
  return spot!;
}

/**
 * Waits until /spots's list runs. The document carries the list as a Suspense fallback (its view is in the URL, which
 * only the browser reads): at hydration the browser's list replaces those cards with new elements, then asks
 * GET /api/spots for the rider's favourites and draws them. A test that measures an element must not hold one about
 * to be replaced (its box would be null): once that answer is in and the network is quiet, the cards stay.
 */
export async function listRuns(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => new URL(e.name).pathname === "/api/spots"));
  await page.waitForLoadState("networkidle");
}

export const test = base.extend<{ rider: Rider }>({
  rider: async ({ page }, use) => {
    await use(await signUp(page));
  },
});

export { expect };

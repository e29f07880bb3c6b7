import crypto from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

export const PASSWORD = "Kitesurf2026";

export type Rider = { username: string; email: string; password: string; id: number };

/** A fresh account, created through the real API; the page's context holds its session cookie. */
export async function signUp(page: Page, prefix = "rider"): Promise<Rider> {
  const username = `${prefix}${crypto.randomBytes(4).toString("hex")}`;
  const email = `${username}@example.fr`;
  // Each test rider comes from its own address, so the per-IP registration limit stays out of the way.
  const ip = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  const res = await page.request.post("/api/register", {
    data: { username, email, password: PASSWORD, firstName: "Léa", lastName: "Alizé" },
    headers: { "x-real-ip": ip },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { username, email, password: PASSWORD, id };
}

export const test = base.extend<{ rider: Rider }>({
  rider: async ({ page }, use) => {
    await use(await signUp(page));
  },
});

export { expect };

import { expect, test } from "../tests/support/e2e-fixtures";

test("an anonymous visitor is sent to /auth and unknown paths show the not-found page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/nulle-part");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("a signed-in rider sees the navigation bar", async ({ page, rider }) => {
  void rider;
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav.getByRole("link", { name: "Accueil" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Tous les spots" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Mon profil" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
});

test("the first page shows at once; pages fade and slide in between routes (spec §2)", async ({ page, rider }) => {
  void rider;
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const pageWrapper = page.locator("main#contenu > div").first();
  // The page a phone opens is not held transparent by an animation (it held back its largest paint).
  await expect(pageWrapper).not.toHaveClass(/animate-page-in/);
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Tous les spots" }).click();
  await expect(page).toHaveURL(/\/spots$/);
  await expect(page.locator("main#contenu > div").first()).toHaveClass(/animate-page-in/);
});

test("the framework's scripts come marked for compiling off the main thread (decision 0009)", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("response", (res) => {
    if (/\/_next\/static\/chunks\/.+\.js$/.test(new URL(res.url()).pathname)) scripts.push(res.url());
  });
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Inscription" })).toBeVisible();
  const bodies = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  const hinted = bodies.filter((b) => b.startsWith("//# allFunctionsCalledOnLoad\n"));
  // React DOM and the Next router: the two chunks of 64 KiB and more; the small ones stay as built.
  expect(hinted.map((b) => b.length >= 64 * 1024)).toEqual([true, true]);
  expect(bodies.filter((b) => b.length < 64 * 1024).some((b) => b.startsWith("//#"))).toBe(false);
});

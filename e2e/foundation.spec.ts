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

test("a signed-in page asks who the rider is once per load, even on a slow phone", async ({ page, rider }) => {
  void rider;
  const asked: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/user") asked.push(req.url());
  });
  // A phone's CPU: the page's parts hydrate one after the other, and the one keeping the rider fresh came after the
  // first answer and asked again.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  for (const path of ["/", "/profile"]) {
    asked.length = 0;
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1500);
    expect(asked, path).toHaveLength(1);
  }
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

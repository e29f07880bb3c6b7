import fs from "node:fs";
import crypto from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { startFakeResend, type FakeResend } from "../tests/fakes/resend-server";
import { expect, PASSWORD, signUp, test } from "../tests/support/e2e-fixtures";
import { keepFavouriteOffline, riderEntries, waitUntilKept, withWorker } from "../tests/support/offline";
import { forecastPagePath, RIDER_CACHES } from "../lib/1-domain/offline/rules";
import { OFFLINE_TEXT } from "../lib/1-domain/offline/messages";
import { E2E_LOGIN_FAILURES_PER_MINUTE, e2ePorts } from "./ports";

/*
 * Accounts, end to end: the real app, mail through Resend's SDK to a local fake on E2E_PORT+3.
 * Every test creates its own riders, so the order does not matter.
 */
import { DEVICE_COOKIE, SESSION_COOKIE } from "../lib/4-edge/auth/cookie-names";
const DAY_S = 24 * 3600;

let resend: FakeResend;
test.beforeAll(async () => {
  resend = await startFakeResend({ port: e2ePorts().resend });
});
test.afterAll(async () => {
  await resend?.close();
});

const fresh = (prefix = "rider") => {
  const username = `${prefix}${crypto.randomBytes(4).toString("hex")}`;
  return { username, email: `${username}@example.fr` };
};

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
}

async function logIn(page: Page, username: string, password: string, rememberMe = false) {
  await page.goto("/auth");
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  if (rememberMe) await page.getByRole("checkbox", { name: "Se souvenir de moi (session de 30 jours)" }).check();
  await page.getByRole("button", { name: "Se connecter" }).click();
}

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).locator("li").last();

test.describe("sign-up, sign-in, sign-out", () => {
  test("registering through the form lands on the home page, signed in", async ({ page }) => {
    const { username, email } = fresh();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Inscription" }).click();
    await page.getByLabel("Nom d'utilisateur").fill(username);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Prénom").fill("Léa");
    await page.getByLabel("Nom", { exact: true }).fill("Alizé");
    await page.getByLabel("Mot de passe").fill(PASSWORD);
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByLabel("Email")).toHaveValue(email);
  });

  test("signing out goes to /auth and the protected pages are closed again", async ({ page, rider }) => {
    void rider;
    await page.goto("/");
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab", { name: "Connexion" })).toHaveAttribute("aria-selected", "true");
    // The bar forgets the rider, and stays so once the page has settled.
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Se connecter" })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(nav.getByRole("button", { name: "Se déconnecter" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Mon profil" })).toHaveCount(0);
    expect(await sessionCookie(page.context())).toBeUndefined();
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("remember me keeps a 30-day cookie; without it the cookie ends with the browser", async ({ browser }) => {
    const remembered = await browser.newContext();
    const rPage = await remembered.newPage();
    const a = await signUp(rPage);
    await remembered.clearCookies();
    await logIn(rPage, a.username, a.password, true);
    await expect(rPage).toHaveURL(/\/$/);
    const cookie = (await sessionCookie(remembered))!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    const days = (cookie.expires - Date.now() / 1000) / DAY_S;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await remembered.close();

    const forgotten = await browser.newContext();
    const fPage = await forgotten.newPage();
    const b = await signUp(fPage);
    await forgotten.clearCookies();
    await logIn(fPage, b.username, b.password, false);
    await expect(fPage).toHaveURL(/\/$/);
    expect((await sessionCookie(forgotten))!.expires).toBe(-1); // a session cookie
    await forgotten.close();
  });

  test("a wrong password shows the « Login failed » toast with the server's message", async ({ page, rider }) => {
    await page.context().clearCookies();
    await logIn(page, rider.username, "WrongPass2026");
    await expect(toast(page)).toContainText("Login failed");
    await expect(toast(page)).toContainText("Nom d'utilisateur ou mot de passe incorrect.");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a stranger's wrong passwords hold the stranger back, not the owner's browser, even from the same address", async ({ page, browser, rider }) => {
    // The rider's browser signed up: it keeps the signed device cookie; only the session goes.
    await page.context().clearCookies({ name: SESSION_COOKIE });
    expect((await page.context().cookies()).some((c) => c.name === DEVICE_COOKIE)).toBe(true);

    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await stranger.newPage();
    const attempt = async (password: string) => {
      const answer = tab.waitForResponse((res) => res.url().endsWith("/api/login"));
      await logIn(tab, rider.username, password);
      return (await answer).status();
    };
    for (let i = 0; i < 5; i++) expect(await attempt("WrongPass2026")).toBe(401);
    // The stranger now waits, the right password included.
    expect(await attempt(rider.password)).toBe(429);
    await expect(toast(tab)).toContainText(/Trop de tentatives de connexion sur ce compte\. Réessayez dans \d+ secondes, ou recevez un lien de connexion par e-mail/);
    fs.mkdirSync("docs/screenshots", { recursive: true });
    await tab.screenshot({ path: "docs/screenshots/connexion-attente-390.png" });
    await tab.setViewportSize({ width: 1280, height: 800 });
    await tab.screenshot({ path: "docs/screenshots/connexion-attente-1280.png" });
    await stranger.close();

    // The owner's browser, on the same address: in at once.
    await logIn(page, rider.username, rider.password);
    await expect(page).toHaveURL(/\/$/);
  });

  test("a taken username shows « Ce nom d'utilisateur est déjà utilisé. »", async ({ page, rider }) => {
    await page.context().clearCookies();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Inscription" }).click();
    await page.getByLabel("Nom d'utilisateur").fill(rider.username.toUpperCase());
    await page.getByLabel("Email").fill(fresh().email);
    await page.getByLabel("Mot de passe").fill(PASSWORD);
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(toast(page)).toContainText("Échec de l'inscription");
    await expect(toast(page)).toContainText("Ce nom d'utilisateur est déjà utilisé.");
    await page.getByLabel("Nom d'utilisateur").fill(fresh().username);
    await page.getByLabel("Email").fill(rider.email);
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(toast(page)).toContainText("Cette adresse email est déjà utilisée.");
  });
});

test.describe("redirects", () => {
  for (const path of ["/", "/spots", "/profile"]) {
    test(`an anonymous visitor on ${path} is sent to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test("a forged session cookie does not open the app", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: SESSION_COOKIE, value: "forged.signature", url: baseURL! }]);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a signed-in rider on /auth is sent to /", async ({ page, rider }) => {
    void rider;
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("inline form errors", () => {
  test("registration shows each rule's French message", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Inscription" }).click();
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(page.getByText("Le nom d'utilisateur doit contenir au moins 5 caractères")).toBeVisible();
    await expect(page.getByText("L'adresse email est obligatoire")).toBeVisible();
    await expect(page.getByText("Le mot de passe doit contenir au moins 8 caractères")).toBeVisible();
    await page.getByLabel("Email").fill("lea@");
    await page.getByLabel("Mot de passe").fill("kitesurf2026");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(page.getByText("L'adresse email n'est pas valide")).toBeVisible();
    await expect(page.getByText("Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre")).toBeVisible();
    // The messages are tied to their fields for screen readers.
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("L'adresse email n'est pas valide");
  });

  test("login asks for both fields", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("Ce champ est obligatoire")).toHaveCount(2);
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("forgot password refuses an invalid address", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("pas-une-adresse");
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByText("Veuillez saisir une adresse e-mail valide")).toBeVisible();
  });

  test("the reset form shows the 6-character, confirmation and mismatch messages", async ({ page }) => {
    await page.route("**/api/validate-reset-token/**", (route) => route.fulfill({ json: { valid: true } }));
    await page.goto(`/reset-password?token=${"a".repeat(43)}`);
    const password = page.getByLabel("Nouveau mot de passe");
    const confirm = page.getByLabel("Confirmer le mot de passe");
    const submit = page.getByRole("button", { name: "Réinitialiser le mot de passe" });
    await password.fill("Ab1");
    await confirm.fill("Ab1");
    await submit.click();
    await expect(page.getByText("Le mot de passe doit comporter au moins 6 caractères")).toBeVisible();
    await expect(page.getByText("La confirmation du mot de passe doit comporter au moins 6 caractères")).toBeVisible();
    await password.fill("Kitesurf2026");
    await confirm.fill("Kitesurf2027");
    await submit.click();
    await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await password.fill("kitesurf2026");
    await confirm.fill("kitesurf2026");
    await submit.click();
    await expect(page.getByText("Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre")).toBeVisible();
  });
});

test("forgot password: mail → link → new password → /auth after 3 s → only the new password works", async ({ page, rider }) => {
  const NEW_PASSWORD = "NouveauVent2026";
  // The rider is still signed in in this browser: the reset must end that session too.
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(rider.email.toUpperCase());
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("Si l'adresse email est associée à un compte, un email de réinitialisation a été envoyé.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour à la connexion" })).toHaveAttribute("href", "/auth");

  const mail = await resend.waitForMail(rider.email, 15_000);
  expect(mail.from).toBe("Alizé <no-reply@alize.test>");
  expect(mail.subject).toMatch(/Réinitialisation/);
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? "")?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(mail.html).toContain(`href="${link}"`);
  expect(new URL(link!).origin).toBe(new URL(page.url()).origin);

  await page.goto(link!);
  await page.getByLabel("Nouveau mot de passe").fill(NEW_PASSWORD);
  await page.getByLabel("Confirmer le mot de passe").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expect(page.getByText("Votre mot de passe a été réinitialisé avec succès!")).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByText(/redirigé vers la page de connexion dans 3 secondes/)).toBeVisible();
  await page.waitForURL(/\/auth$/, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2500);
  await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Se connecter" })).toBeVisible();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);

  // The link is spent.
  await page.goto(link!);
  await expect(page.getByText("Lien invalide ou expiré")).toBeVisible();

  await logIn(page, rider.username, rider.password);
  await expect(toast(page)).toContainText("Login failed");
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, rider.username, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});

test("a session ended from another device: back online, the phone keeps nothing of the rider in Cache Storage", async ({ page, context, browser, rider }) => {
  // The rider's phone keeps their pages and data for offline use.
  const spot = await keepFavouriteOffline(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
  await context.setOffline(false);

  // On another device, the password is reset: every session ends, the phone's included.
  const laptop = await browser.newContext();
  const tab = await laptop.newPage();
  await tab.goto("/forgot-password");
  await tab.getByLabel("Email").fill(rider.email);
  await tab.getByRole("button", { name: "Envoyer le lien" }).click();
  const mail = await resend.waitForMail(rider.email, 15_000);
  await tab.goto(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? "")![0]);
  await tab.getByLabel("Nouveau mot de passe").fill("NouveauVent2026");
  await tab.getByLabel("Confirmer le mot de passe").fill("NouveauVent2026");
  await tab.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expect(tab.getByText("Votre mot de passe a été réinitialisé avec succès!")).toBeVisible();
  await laptop.close();

  // The phone, online, opens the sign-in page: its worker forgets the rider as it comes through.
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await expect.poll(() => riderEntries(page), { timeout: 10_000 }).toEqual([]);
  // Offline again, nothing of the rider opens.
  await context.setOffline(true);
  await page.goto(forecastPagePath(spot.id));
  await expect(page.getByText(OFFLINE_TEXT.keptNone)).toBeVisible();
  await expect(page.getByText(spot.name)).toHaveCount(0);
  await context.setOffline(false);
});

test("a kept /api/user answering 401 is enough: the worker deletes every rider cache", async ({ page, context, rider }) => {
  void rider;
  await withWorker(page);
  await waitUntilKept(page, "/api/user", RIDER_CACHES.data);
  // The session ends without this browser being told (an expiry): only its cookie is left, now worthless.
  await context.clearCookies({ name: SESSION_COOKIE });
  await context.addCookies([{ name: SESSION_COOKIE, value: "expire.signature", url: page.url() }]);
  expect((await page.evaluate(() => fetch("/api/user").then((r) => r.status)))).toBe(401);
  await expect.poll(() => riderEntries(page), { timeout: 10_000 }).toEqual([]);
});

test("the owner held back by a stranger's failures gets in by a login link, and their phone's password logins too", async ({ browser, rider }) => {
  // A stranger, on this very network (a browser too: the same address as the owner's phone below).
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto("/auth");
  for (let i = 0; i < 6; i++) {
    const status = await strangerPage.evaluate(
      (username) =>
        fetch("/api/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username, password: "WrongPass2026", rememberMe: false }),
        }).then((r) => r.status),
      rider.username,
    );
    expect(status).toBe(i < 5 ? 401 : 429);
  }
  await stranger.close();

  // The owner, on a new phone: the password is held back, and the message names the way in.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await logIn(page, rider.username, rider.password);
  await expect(toast(page)).toContainText("Recevoir un lien de connexion par e-mail");
  await page.getByRole("link", { name: "Recevoir un lien de connexion par e-mail" }).click();
  await expect(page).toHaveURL(/\/connexion-par-email$/);
  await page.getByLabel("Email").fill(rider.email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("Si l'adresse email est associée à un compte, un lien de connexion valable 15 minutes vient d'être envoyé.")).toBeVisible();
  fs.mkdirSync("docs/screenshots", { recursive: true });
  await page.screenshot({ path: "docs/screenshots/lien-connexion-envoye-390.png" });

  const mail = await resend.waitForMail(rider.email, 15_000);
  expect(mail.subject).toBe("Alizé – Votre lien de connexion");
  const link = /https?:\/\/\S+\/connexion-par-email\/lien\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")?.[0];
  expect(link, mail.text).toBeTruthy();
  // Opening the link spends nothing (a mail scanner may fetch it): the button does.
  await page.goto(link!);
  await page.screenshot({ path: "docs/screenshots/lien-connexion-390.png" });
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();

  // Spent: the same link again says so and offers a new one.
  await page.goto(link!);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Ce lien de connexion est invalide, déjà utilisé ou expiré. Demandez-en un nouveau.");

  // That phone is now a device of the account: its password logins go through whatever the stranger did.
  await phone.clearCookies({ name: SESSION_COOKIE });
  await logIn(page, rider.username, rider.password);
  await expect(page).toHaveURL(/\/$/);
  await phone.close();
});

test("an unknown address gets the same « sent » view and no mail", async ({ page }) => {
  const { email } = fresh("ghost");
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("Si l'adresse email est associée à un compte, un email de réinitialisation a été envoyé.")).toBeVisible();
  await expect(resend.waitForMail(email, 1500)).rejects.toThrow();
});

test("the reset page without a token, or with a forged one, shows the invalid-link view", async ({ page }) => {
  for (const url of ["/reset-password", `/reset-password?token=${crypto.randomBytes(32).toString("base64url")}`]) {
    await page.goto(url);
    await expect(page.getByText("Lien invalide ou expiré")).toBeVisible();
    await expect(page.getByText("Le lien de réinitialisation de mot de passe que vous avez utilisé est invalide ou a expiré.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Nouvelle demande de réinitialisation" })).toHaveAttribute("href", "/forgot-password");
  }
});

test("a profile edit persists after a reload and updates the cached user", async ({ page, rider }) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Mon profil" })).toBeVisible();
  await expect(page.getByText("Mettez à jour vos informations personnelles")).toBeVisible();
  await expect(page.getByLabel("Prénom")).toHaveValue("Léa");
  await page.getByLabel("Prénom").fill("Zoé");
  await page.getByLabel("Nom", { exact: true }).fill("Tramontane");
  const newEmail = fresh().email;
  await page.getByLabel("Email").fill(newEmail);
  await page.getByLabel("Mot de passe actuel").fill(rider.password);
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(toast(page)).toContainText("Profil mis à jour");
  await expect(toast(page)).toContainText("Vos informations ont été mises à jour avec succès.");
  await page.reload();
  await expect(page.getByLabel("Prénom")).toHaveValue("Zoé");
  await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("Tramontane");
  await expect(page.getByLabel("Email")).toHaveValue(newEmail);
});

test("a profile e-mail another account uses shows « Mise à jour échouée »", async ({ page, rider, browser }) => {
  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await signUp(await otherContext.newPage());
  await otherContext.close();
  await page.goto("/profile");
  await expect(page.getByLabel("Email")).toHaveValue(rider.email);
  await page.getByLabel("Email").fill(other.email);
  await page.getByLabel("Mot de passe actuel").fill(rider.password);
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(toast(page)).toContainText("Mise à jour échouée");
  await expect(toast(page)).toContainText("Cette adresse email est déjà utilisée.");
});

test("a new e-mail needs the current password, and the old address gets a notice", async ({ page, rider }) => {
  await page.goto("/profile");
  await expect(page.getByLabel("Email")).toHaveValue(rider.email);
  await expect(page.getByLabel("Mot de passe actuel")).toHaveCount(0); // only when the e-mail changes
  const { email: newEmail } = fresh("moved");
  await page.getByLabel("Email").fill(newEmail);
  await expect(page.getByLabel("Mot de passe actuel")).toBeVisible();
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page.getByText("Saisissez votre mot de passe actuel pour changer d'adresse email")).toBeVisible();
  await page.getByLabel("Mot de passe actuel").fill("Devine2026x");
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(toast(page)).toContainText("Le mot de passe actuel est incorrect.");
  await page.getByLabel("Mot de passe actuel").fill(rider.password);
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(toast(page)).toContainText("Profil mis à jour");
  await expect(page.getByLabel("Mot de passe actuel")).toHaveCount(0);
  const notice = await resend.waitForMail(rider.email, 15_000);
  expect(notice.subject).toBe("Alizé – L'adresse e-mail de votre compte a changé");
  expect(notice.text).toContain("mo•••@example.fr");
});

/* ---- screenshots for review (test-results/screens/, not committed), and no sideways scroll on phones ---- */

const WIDTHS = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 860 },
] as const;

async function shoot(page: Page, name: string) {
  // Let the 0.3 s page transition finish before taking the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe("screenshots", () => {
  for (const size of WIDTHS) {
    test(`auth pages at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto("/auth");
      await expect(page.getByRole("tab", { name: "Connexion" })).toBeVisible();
      await shoot(page, `auth-login-${size.name}`);
      await page.getByRole("tab", { name: "Inscription" }).click();
      await expect(page.getByRole("button", { name: "Créer un compte" })).toBeVisible();
      await shoot(page, `auth-register-${size.name}`);
      await page.getByRole("button", { name: "Créer un compte" }).click();
      await expect(page.getByText("L'adresse email est obligatoire")).toBeVisible();
      await shoot(page, `auth-register-errors-${size.name}`);

      await page.goto("/forgot-password");
      await expect(page.getByRole("heading", { name: "Mot de passe oublié" })).toBeVisible();
      await shoot(page, `forgot-form-${size.name}`);
      await page.route("**/api/request-password-reset", (route) => route.fulfill({ json: { message: "ok" } }));
      await page.getByLabel("Email").fill("lea@example.fr");
      await page.getByRole("button", { name: "Envoyer le lien" }).click();
      await expect(page.getByText("Retour à la connexion")).toBeVisible();
      await shoot(page, `forgot-sent-${size.name}`);

      // Checking: hold the validation request until the picture is taken.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/validate-reset-token/**", async (route) => {
        await held;
        await route.fulfill({ json: { valid: true } });
      });
      await page.goto(`/reset-password?token=${"a".repeat(43)}`);
      await expect(page.getByText("Vérification du token...")).toBeVisible();
      await shoot(page, `reset-checking-${size.name}`);
      release();
      await expect(page.getByLabel("Nouveau mot de passe")).toBeVisible();
      await shoot(page, `reset-form-${size.name}`);
      await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
      await expect(page.getByText("Le mot de passe doit comporter au moins 6 caractères")).toBeVisible();
      await shoot(page, `reset-form-errors-${size.name}`);
      await page.route("**/api/reset-password", (route) => route.fulfill({ json: { message: "ok" } }));
      await page.getByLabel("Nouveau mot de passe").fill("Kitesurf2026");
      await page.getByLabel("Confirmer le mot de passe").fill("Kitesurf2026");
      await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
      await expect(page.getByText("Votre mot de passe a été réinitialisé avec succès!")).toBeVisible();
      await shoot(page, `reset-success-${size.name}`);
      await page.unrouteAll({ behavior: "ignoreErrors" });

      await page.goto("/reset-password?token=invalide");
      await expect(page.getByText("Lien invalide ou expiré")).toBeVisible();
      await shoot(page, `reset-invalid-${size.name}`);
    });

    test(`signed-in pages at ${size.width} px`, async ({ page, rider }) => {
      void rider;
      await page.setViewportSize(size);
      await page.goto("/profile");
      await expect(page.getByLabel("Prénom")).toHaveValue("Léa");
      await shoot(page, `profile-${size.name}`);
      await page.goto("/");
      await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/nav-${size.name}.png`, clip: { x: 0, y: 0, width: size.width, height: 80 } });
    });
  }

  test("the navigation bar fits on one line from 360 px up, with its four links and the logout button", async ({ page, rider }) => {
    void rider;
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    for (const width of [360, 640, 768, 1024]) {
      await page.setViewportSize({ width, height: 740 });
      const items = [
        ...["Accueil", "Tous les spots", "Mes sessions", "Mon profil"].map((name) => nav.getByRole("link", { name, exact: true })),
        nav.getByRole("button", { name: "Se déconnecter" }),
      ];
      for (const item of items) {
        await expect(item).toBeInViewport({ ratio: 1 });
        expect((await item.boundingBox())!.height, `${width} px`).toBeLessThanOrEqual(48); // no wrapped label
      }
      expect((await nav.boundingBox())!.height).toBeLessThanOrEqual(64);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: "test-results/screens/nav-360.png", clip: { x: 0, y: 0, width: 360, height: 80 } });
  });
});

test("the sign-in tabs work from the keyboard: one tab stop, arrows, Home and End", async ({ page }) => {
  await page.goto("/auth");
  const login = page.getByRole("tab", { name: "Connexion" });
  const register = page.getByRole("tab", { name: "Inscription" });
  await expect(login).toHaveAttribute("aria-controls", (await page.getByRole("tabpanel").getAttribute("id"))!);
  await login.focus();
  await page.keyboard.press("ArrowRight");
  await expect(register).toBeFocused();
  await expect(register).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Inscription" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Créer un compte" })).toBeVisible();
  await page.keyboard.press("ArrowRight"); // loops
  await expect(login).toBeFocused();
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(register).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(login).toHaveAttribute("aria-selected", "true");
  // The tabs are one stop: Tab leaves them for the panel, Shift+Tab from there comes back to the chosen tab.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Connexion" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(login).toBeFocused();
  // The « remember me » box is a real checkbox: its label and the space bar tick it.
  const remember = page.getByRole("checkbox", { name: "Se souvenir de moi (session de 30 jours)" });
  await page.getByText("Se souvenir de moi (session de 30 jours)").click();
  await expect(remember).toBeChecked();
  await remember.press("Space");
  await expect(remember).not.toBeChecked();
});

test("on a phone: 44 px tabs, the password rules before any attempt, toasts under the menu and gone on logout", async ({ page, rider }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().clearCookies();
  await page.goto("/auth");
  for (const name of ["Connexion", "Inscription"]) {
    expect((await page.getByRole("tab", { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole("tab", { name: "Inscription" }).click();
  await expect(page.getByLabel("Mot de passe")).toHaveAccessibleDescription(/Au moins 8 caractères, dont une majuscule, une minuscule et un chiffre/);

  await logIn(page, rider.username, rider.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await page.getByLabel("Prénom").fill("Zoé");
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(toast(page)).toContainText("Profil mis à jour");
  const nav = (await page.getByRole("navigation", { name: "Navigation principale" }).boundingBox())!;
  // Polled: the toast slides in from above, and only its resting place matters.
  await expect.poll(async () => (await toast(page).boundingBox())!.y).toBeGreaterThanOrEqual(nav.y + nav.height);
  // The toast is still up: the logout button takes the tap, and the toast goes with the session.
  await page.getByRole("button", { name: "Se déconnecter" }).click({ timeout: 2_000 });
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Profil mis à jour")).toHaveCount(0);
});

/* Last in the file: it spends 127.0.0.1's failed-login allowance for a minute, and only this file logs in. */
test("50 logins with forged X-Real-IP / X-Forwarded-For still meet the per-IP limit", async ({ request, baseURL }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 50; i++) {
    const forged = `203.0.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
    const res = await request.post("/api/login", {
      data: { username: fresh("ghost").username, password: "Mauvais1pass" },
      headers: { origin: baseURL!, "x-real-ip": forged, "x-forwarded-for": forged, "x-alize-client-ip": `forged ${forged}` },
    });
    statuses.push(res.status());
  }
  // Honoured, the forged addresses would each start a clean count: no 429 at all.
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50 - E2E_LOGIN_FAILURES_PER_MINUTE);
});

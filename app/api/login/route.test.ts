import { eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { SESSION_DAYS } from "@/lib/4-edge/auth/auth";
import { DEVICE_COOKIE, SESSION_COOKIE } from "@/lib/4-edge/auth/cookie-names";
import { DEVICE_COOKIE_DAYS } from "@/lib/4-edge/auth/device-cookie";
import { LOGIN_ACCOUNT_BACKOFF, LOGIN_BACKOFF, loginIpLimit, loginKeys, RESET_REQUEST_EMAIL_LIMIT } from "@/lib/4-edge/auth/limits";
import { resetPassword } from "@/lib/4-edge/auth/password-reset";
import { POST as requestReset } from "@/app/api/request-password-reset/route";
import { MAX_JSON_BODY_BYTES } from "@/lib/4-edge/http/route";
import { MESSAGES } from "@/lib/1-domain/validation/auth";
import { ACCOUNT_ERRORS } from "@/lib/1-domain/users/messages";
import { HTTP_ERRORS } from "@/lib/0-base/errors";
import { call, cookieFrom, registerUser, TEST_PASSWORD, uniqueName } from "@/tests/support/api";
import { fromIp, maxAgeOf, randomIp, sessionsOf, setCookie, tokenFromMail, waitForMail } from "@/tests/support/auth";
import { POST } from "./route";

const DAY_S = 24 * 60 * 60;

function login(body: unknown, ip = randomIp(), cookie?: string) {
  return call(POST, { body, headers: fromIp(ip), cookie });
}

/** The device cookie a successful login left on this browser ("name=value"). */
const deviceOf = (res: Response) => setCookie(res, DEVICE_COOKIE)!.split(";")[0]!;

async function failTimes(n: number, username: string, ips: () => string) {
  for (let i = 0; i < n; i++) {
    const res = await login({ username, password: "WrongPass1" }, ips());
    expect(res.status).toBe(401);
  }
}

describe("POST /api/login", () => {
  it("signs in with the right password and answers the user", async () => {
    const { username, user } = await registerUser();
    const res = await login({ username, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...user, isAuthenticated: true });
    const me = await call(getUser, { cookie: cookieFrom(res) });
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe(username);
  });

  it("accepts the username in any case", async () => {
    const { username } = await registerUser();
    expect((await login({ username: username.toUpperCase(), password: TEST_PASSWORD })).status).toBe(200);
    expect((await login({ username: `  ${username}  `, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("answers 401 with the same French message for a wrong password and an unknown user", async () => {
    const { username, email } = await registerUser();
    const wrong = await login({ username, password: "WrongPass1" });
    const unknown = await login({ username: uniqueName("ghost"), password: TEST_PASSWORD });
    const byEmail = await login({ username: email, password: TEST_PASSWORD });
    for (const res of [wrong, unknown, byEmail]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: ACCOUNT_ERRORS.loginFailed });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("refuses a password that differs only by case", async () => {
    const { username } = await registerUser();
    expect((await login({ username, password: TEST_PASSWORD.toLowerCase() })).status).toBe(401);
  });

  describe("cookies and session lifetimes", () => {
    it("with remember me: an HttpOnly, SameSite=Lax cookie for 30 days and a 30-day session", async () => {
      const { username, user } = await registerUser();
      const res = await login({ username, password: TEST_PASSWORD, rememberMe: true });
      expect(res.status).toBe(200);
      const cookie = setCookie(res, SESSION_COOKIE)!;
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      expect(cookie).not.toMatch(/;\s*Secure/i); // APP_URL is http in tests; https turns Secure on
      expect(maxAgeOf(cookie)).toBe(SESSION_DAYS * DAY_S);
      const token = decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!).split(".")[0];
      const [session] = (await sessionsOf(user.id)).filter((s) => s.token === token);
      const days = (session!.expiresAt.getTime() - Date.now()) / (DAY_S * 1000);
      expect(days).toBeGreaterThan(SESSION_DAYS - 0.01);
      expect(days).toBeLessThanOrEqual(SESSION_DAYS);
    });

    it("without remember me: a cookie that ends with the browser and a 1-day session on the server", async () => {
      const { username, user } = await registerUser();
      const before = new Set((await sessionsOf(user.id)).map((s) => s.id));
      const res = await login({ username, password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      const cookie = setCookie(res, SESSION_COOKIE)!;
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(maxAgeOf(cookie)).toBeUndefined();
      expect(cookie).not.toMatch(/expires=/i);
      const created = (await sessionsOf(user.id)).filter((s) => !before.has(s.id));
      expect(created).toHaveLength(1);
      const hours = (created[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      // …and reading the user does not stretch it to 30 days.
      const me = await call(getUser, { cookie: cookieFrom(res) });
      expect(me.status).toBe(200);
      for (const c of me.headers.getSetCookie()) expect(maxAgeOf(c) ?? 0).toBeLessThan(2 * DAY_S);
      const [after] = (await sessionsOf(user.id)).filter((s) => s.id === created[0]!.id);
      expect((after!.expiresAt.getTime() - Date.now()) / 3_600_000).toBeLessThanOrEqual(24);
    });

    it("a session that expired on the server is no session", async () => {
      const { username, user } = await registerUser();
      const res = await login({ username, password: TEST_PASSWORD });
      const ids = (await sessionsOf(user.id)).map((s) => s.id);
      const { sessions } = await import("@/db/schema");
      await getDb().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(inArray(sessions.id, ids));
      expect((await call(getUser, { cookie: cookieFrom(res) })).status).toBe(401);
    });
  });

  describe("rate limit", () => {
    const FREE = LOGIN_BACKOFF.freeFailures;

    /** Moves the last counted attempt of these keys into the past, as if the time had passed. */
    const age = (keys: string[], seconds: number) =>
      getDb()
        .update(rateLimits)
        .set({ windowStart: new Date(Date.now() - seconds * 1000) })
        .where(inArray(rateLimits.key, keys));

    it(`holds the (account, address) pair back after ${FREE} failures, with a 429 that says how long to wait`, async () => {
      const { username } = await registerUser();
      const ip = randomIp();
      await failTimes(FREE, username, () => ip);
      const res = await login({ username, password: TEST_PASSWORD }, ip);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ message: ACCOUNT_ERRORS.loginBackoff(LOGIN_BACKOFF.firstWaitSeconds) });
      expect(ACCOUNT_ERRORS.loginBackoff(30)).toBe("Trop de tentatives de connexion sur ce compte. Réessayez dans 30 secondes, ou recevez un lien de connexion par e-mail (« Recevoir un lien de connexion par e-mail »).");
      expect(ACCOUNT_ERRORS.loginBackoff(240)).toMatch(/^Trop de tentatives de connexion sur ce compte\. Réessayez dans 4 minutes, ou recevez/);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(LOGIN_BACKOFF.firstWaitSeconds - 3);
      expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(LOGIN_BACKOFF.firstWaitSeconds);
      expect(res.headers.getSetCookie()).toEqual([]);
    });

    it("does not lock the owner out: after an attacker's failures, the right password from another device gets in", async () => {
      const { username } = await registerUser();
      const attacker = randomIp();
      await failTimes(FREE, username, () => attacker);
      for (let i = 0; i < 3; i++) expect((await login({ username, password: "WrongPass1" }, attacker)).status).toBe(429);
      // Old behaviour: 5 failures on the account gave 429 to everyone, the owner included.
      expect((await login({ username: username.toUpperCase(), password: TEST_PASSWORD }, randomIp())).status).toBe(200);
    });

    it("lets the owner in on the same device after a short wait, and each new failure doubles the wait", async () => {
      const { username } = await registerUser();
      const ip = randomIp();
      const { pair } = loginKeys(username, ip);
      await failTimes(FREE, username, () => ip);
      expect((await login({ username, password: TEST_PASSWORD }, ip)).status).toBe(429);
      await age([pair], LOGIN_BACKOFF.firstWaitSeconds + 1);
      expect((await login({ username, password: "WrongPass1" }, ip)).status).toBe(401); // the 6th failure
      const held = await login({ username, password: TEST_PASSWORD }, ip);
      expect(held.status).toBe(429);
      expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(LOGIN_BACKOFF.firstWaitSeconds * 2 - 3);
      await age([pair], LOGIN_BACKOFF.firstWaitSeconds * 2 + 1);
      expect((await login({ username, password: TEST_PASSWORD }, ip)).status).toBe(200);
      // A success forgets the device's failures.
      const [row] = await getDb().select().from(rateLimits).where(eq(rateLimits.key, pair));
      expect(row).toBeUndefined();
    });

    it("a held attempt is not counted: waiting never makes the wait longer", async () => {
      const { username } = await registerUser();
      const ip = randomIp();
      await failTimes(FREE, username, () => ip);
      for (let i = 0; i < 5; i++) expect((await login({ username, password: "WrongPass1" }, ip)).status).toBe(429);
      await age([loginKeys(username, ip).pair], LOGIN_BACKOFF.firstWaitSeconds + 1);
      expect((await login({ username, password: TEST_PASSWORD }, ip)).status).toBe(200);
    });

    it("105 failures from 21 addresses do not stop the owner's right password from a known device (decision 0017)", async () => {
      const { username } = await registerUser();
      // The owner signed in on this phone before: it keeps a signed device cookie.
      const before = await login({ username, password: TEST_PASSWORD, rememberMe: true });
      expect(before.status).toBe(200);
      const phone = deviceOf(before);
      // Another account's device cookie, for the stranger below (made now: nothing slow between the attack and its checks).
      const other = await registerUser();
      const otherPhone = deviceOf(await login({ username: other.username, password: TEST_PASSWORD }));

      // The audit's attack: 21 addresses, 5 wrong passwords each, as fast as they go.
      const attackers = Array.from({ length: 21 }, () => randomIp());
      const statuses: number[] = [];
      for (const ip of attackers) for (let i = 0; i < 5; i++) statuses.push((await login({ username, password: "WrongPass1" }, ip)).status);
      expect(statuses).toHaveLength(105);
      // Growing waits on the account: its free failures, then mostly held attempts, never a password checked.
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(LOGIN_ACCOUNT_BACKOFF.freeFailures);
      expect(statuses.filter((s) => s === 401).length).toBeLessThan(LOGIN_ACCOUNT_BACKOFF.freeFailures + 5);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(90);

      // The owner's phone, whatever its address (even one of the attackers', behind the same carrier's NAT): in.
      for (const ip of [randomIp(), attackers[0]!]) {
        const res = await login({ username, password: TEST_PASSWORD }, ip, phone);
        expect(res.status, ip).toBe(200);
      }
      // A stranger's copy of another account's device cookie gives nothing on this one. The account's wait restarts
      // from its last failure: dated now, so that a slow machine has not let the 2–16 s wait run out meanwhile.
      await getDb().update(rateLimits).set({ windowStart: new Date() }).where(eq(rateLimits.key, loginKeys(username, "").account));
      expect((await login({ username, password: TEST_PASSWORD }, randomIp(), otherPhone)).status).toBe(429);
      // A forged one neither.
      const forged = phone.replace(/\.[^.]+$/, ".AAAA");
      expect((await login({ username, password: TEST_PASSWORD }, randomIp(), forged)).status).toBe(429);
    });

    it("slows the owner on a new device for minutes at most, never for the day, and tells them how to get in", async () => {
      const { username } = await registerUser();
      const { account } = loginKeys(username, "");
      // A botnet's failures on the account, counted as the real path would count them, the last one just now.
      await getDb()
        .insert(rateLimits)
        .values({ key: account, count: 40 })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: 40, windowStart: new Date() } });
      const held = await login({ username, password: TEST_PASSWORD }, randomIp());
      expect(held.status).toBe(429);
      const wait = Number(held.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(LOGIN_ACCOUNT_BACKOFF.maxWaitSeconds - 5);
      expect(wait).toBeLessThanOrEqual(LOGIN_ACCOUNT_BACKOFF.maxWaitSeconds);
      expect(await held.json()).toEqual({ message: ACCOUNT_ERRORS.accountSlowed(wait) });
      expect(ACCOUNT_ERRORS.accountSlowed(900)).toBe(
        "Trop de tentatives de connexion sur ce compte depuis des appareils inconnus. Réessayez dans 15 minutes, depuis un appareil où vous vous êtes déjà connecté, ou recevez un lien de connexion par e-mail (« Recevoir un lien de connexion par e-mail »).",
      );
      await age([account], LOGIN_ACCOUNT_BACKOFF.maxWaitSeconds + 1);
      expect((await login({ username, password: TEST_PASSWORD }, randomIp())).status).toBe(200);
    });

    it("a known device is held only by its own failures", async () => {
      const { username } = await registerUser();
      const phone = deviceOf(await login({ username, password: TEST_PASSWORD }));
      await failTimes(FREE, username, () => randomIp());
      for (let i = 0; i < FREE; i++) expect((await login({ username, password: "WrongPass1" }, randomIp(), phone)).status).toBe(401);
      const held = await login({ username, password: TEST_PASSWORD }, randomIp(), phone);
      expect(held.status).toBe(429);
      expect(await held.json()).toEqual({ message: ACCOUNT_ERRORS.loginBackoff(LOGIN_BACKOFF.firstWaitSeconds) });
    });

    it("sets a signed, HttpOnly, year-long device cookie on a successful login only, remembering several accounts", async () => {
      const first = await registerUser();
      const second = await registerUser();
      const failed = await login({ username: first.username, password: "WrongPass1" });
      expect(setCookie(failed, DEVICE_COOKIE)).toBeUndefined();
      const res = await login({ username: first.username, password: TEST_PASSWORD });
      const cookie = setCookie(res, DEVICE_COOKIE)!;
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Strict/i);
      expect(cookie).toMatch(/;\s*Path=\/api(;|$)/i);
      expect(maxAgeOf(cookie)).toBe(DEVICE_COOKIE_DAYS * DAY_S);
      // The second rider signs in on the same browser: both are known there, under the same device id.
      const both = deviceOf(await login({ username: second.username, password: TEST_PASSWORD }, randomIp(), deviceOf(res)));
      for (const username of [first.username, second.username]) {
        await getDb()
          .insert(rateLimits)
          .values({ key: loginKeys(username, "").account, count: 40 })
          .onConflictDoUpdate({ target: rateLimits.key, set: { count: 40, windowStart: new Date() } });
        expect((await login({ username, password: TEST_PASSWORD }, randomIp(), both)).status, username).toBe(200);
      }
    });

    it("a locked-out owner can always recover by e-mail, even when a stranger used up the address's reset requests", async () => {
      const { username, email } = await registerUser();
      const { account } = loginKeys(username, "");
      await getDb()
        .insert(rateLimits)
        .values({ key: account, count: 40 })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: 40, windowStart: new Date() } });
      expect((await login({ username, password: TEST_PASSWORD }, randomIp())).status).toBe(429);
      // The stranger asks for resets up to the address's limit, so that the owner's own request is refused…
      for (let i = 0; i < RESET_REQUEST_EMAIL_LIMIT.max; i++) expect((await call(requestReset, { body: { email }, headers: fromIp() })).status).toBe(200);
      const refused = await call(requestReset, { body: { email }, headers: fromIp() });
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toBe(ACCOUNT_ERRORS.tooManyResets);
      // …but each of the stranger's requests put a good link in the owner's mailbox.
      const mail = await waitForMail(email);
      await resetPassword(getDb(), tokenFromMail(mail), "NouveauVent2026");
      expect((await login({ username, password: "NouveauVent2026" }, randomIp())).status).toBe(200);
    });

    it(`counts per IP across accounts (${loginIpLimit().max} failures a minute)`, async () => {
      const ip = randomIp();
      for (let i = 0; i < loginIpLimit().max; i++) {
        expect((await login({ username: uniqueName("ghost"), password: "WrongPass1" }, ip)).status).toBe(401);
      }
      const { username } = await registerUser();
      const res = await login({ username, password: TEST_PASSWORD }, ip);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ message: ACCOUNT_ERRORS.tooManyLogins });
      expect(ACCOUNT_ERRORS.tooManyLogins).toBe("Trop de tentatives de connexion. Réessayez dans une minute, ou recevez un lien de connexion par e-mail (« Recevoir un lien de connexion par e-mail »).");
      expect(res.headers.get("retry-after")).toBe(String(loginIpLimit().windowSeconds));
      expect((await login({ username, password: TEST_PASSWORD }, randomIp())).status).toBe(200);
      await age([loginKeys("", ip).ip], loginIpLimit().windowSeconds + 1);
      expect((await login({ username, password: TEST_PASSWORD }, ip)).status).toBe(200);
    });

    it("a successful login gives its attempt back to the account and the address", async () => {
      const { username } = await registerUser();
      const ip = randomIp();
      for (let i = 0; i < 3; i++) expect((await login({ username, password: TEST_PASSWORD }, ip)).status).toBe(200);
      const keys = loginKeys(username, ip);
      const rows = await getDb().select().from(rateLimits).where(inArray(rateLimits.key, [keys.ip, keys.account]));
      expect(rows.map((r) => r.count)).toEqual([0, 0]);
    });

    it("does not count requests refused for their shape", async () => {
      const ip = randomIp();
      for (let i = 0; i < loginIpLimit().max + 2; i++) expect((await login({ username: "", password: "" }, ip)).status).toBe(400);
      const { username } = await registerUser();
      expect((await login({ username, password: TEST_PASSWORD }, ip)).status).toBe(200);
    });

    it("forged X-Real-IP / X-Forwarded-For headers do not give a fresh address", async () => {
      const ip = randomIp();
      const forged = (i: number) => ({ ...fromIp(ip), "x-real-ip": `198.51.100.${i}`, "x-forwarded-for": `203.0.113.${i}` });
      const statuses: number[] = [];
      for (let i = 0; i < loginIpLimit().max + 5; i++) {
        const res = await call(POST, { body: { username: uniqueName("ghost"), password: "WrongPass1" }, headers: forged(i) });
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(loginIpLimit().max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      const keys = await getDb().select().from(rateLimits).where(like(rateLimits.key, "login:ip:198.51.100.%"));
      expect(keys).toEqual([]);
    });
  });

  describe("malformed requests", () => {
    it("requires both fields, in French", async () => {
      for (const body of [{}, { username: "", password: "x" }, { username: "rider", password: "" }]) {
        const res = await login(body);
        expect(res.status).toBe(400);
        expect((await res.json()).message).toBe(MESSAGES.required);
      }
    });

    it("refuses wrong types and extra fields", async () => {
      for (const body of [
        { username: "rider", password: "x", rememberMe: "yes" },
        { username: ["rider"], password: "x" },
        { username: "rider", password: 123456 },
        { username: "rider", password: "x", email: "a@b.fr" },
        "rider",
        42,
      ]) {
        const res = await login(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((await res.json()).message).toMatch(/[éèà]|obligatoire|Clé|attendu/);
      }
    });

    it("refuses a body that is not JSON, and a huge one", async () => {
      const notJson = await call(POST, { rawBody: "{username: rider", headers: { ...fromIp(), "content-type": "application/json" } });
      expect(notJson.status).toBe(400);
      expect((await notJson.json()).message).toBe(HTTP_ERRORS.notJson);
      const huge = await login({ username: "rider", password: "x".repeat(MAX_JSON_BODY_BYTES) });
      expect(huge.status).toBe(413);
      const longPassword = await login({ username: "rider", password: "x".repeat(5000) });
      expect(longPassword.status).toBe(400);
      expect((await longPassword.json()).message).toBe(MESSAGES.tooLong);
    });

    it("refuses a huge body even when it lies about its length", async () => {
      const body = JSON.stringify({ username: "rider", password: "x".repeat(MAX_JSON_BODY_BYTES * 2) });
      const res = await call(POST, { rawBody: body, headers: { ...fromIp(), "content-type": "application/json", "content-length": "10" } });
      expect(res.status).toBe(413);
    });

    it("refuses JSON sent as a form's text/plain (login CSRF) and sets no cookie", async () => {
      const { username } = await registerUser();
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
        const res = await call(POST, {
          rawBody: JSON.stringify({ username, password: TEST_PASSWORD }),
          headers: { ...fromIp(), ...(type ? { "content-type": type } : {}) },
        });
        expect(res.status, type).toBe(400);
        expect((await res.json()).message).toBe(HTTP_ERRORS.notJson);
        expect(res.headers.getSetCookie()).toEqual([]);
      }
      const charset = await call(POST, {
        rawBody: JSON.stringify({ username, password: TEST_PASSWORD }),
        headers: { ...fromIp(), "content-type": "application/json; charset=utf-8" },
      });
      expect(charset.status).toBe(200);
    });
  });
});

describe("POST /api/login under hostile input", () => {
  it("answers a NUL character with a 400 in French, not a 500", async () => {
    const res = await call(POST, { body: { username: "ab\u0000cd", password: "x" } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Le texte contient un caractère interdit.");
  });

  it("does not let parallel wrong passwords slip past the limit", async () => {
    const { username } = await registerUser();
    const ip = `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(POST, { body: { username, password: "Mauvais1pass" }, headers: fromIp(ip) }).then((r) => r.status),
      ),
    );
    // At most the limit's worth of passwords is ever checked; every other attempt is refused.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(LOGIN_BACKOFF.freeFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - checked);
  });
});

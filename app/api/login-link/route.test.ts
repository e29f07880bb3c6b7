import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/user/route";
import { POST as login } from "@/app/api/login/route";
import { getDb } from "@/db/client";
import { loginLinkTokens } from "@/db/schema";
import { DEVICE_COOKIE, SESSION_COOKIE } from "@/lib/4-edge/auth/cookie-names";
import { LOGIN_ACCOUNT_BACKOFF, LOGIN_LINK_EMAIL_LIMIT } from "@/lib/4-edge/auth/limits";
import { LOGIN_LINK_SENT_MESSAGE } from "@/lib/4-edge/auth/login-link";
import { LOGIN_LINK_TTL_MS } from "@/lib/4-edge/auth/login-link-token";
import { MESSAGES } from "@/lib/1-domain/validation/auth";
import { ACCOUNT_ERRORS } from "@/lib/1-domain/users/messages";
import { call, cookieFrom, registerUser, TEST_PASSWORD, uniqueName } from "@/tests/support/api";
import { fromIp, mailsTo, maxAgeOf, randomIp, setCookie, waitForMail } from "@/tests/support/auth";
import { POST as verify } from "./verify/route";
import { POST } from "./route";

const ask = (email: string, ip = randomIp()) => call(POST, { body: { email }, headers: fromIp(ip) });
const open = (token: string, cookie?: string) => call(verify, { body: { token }, headers: fromIp(), cookie });
const tokenOf = (mail: { text: string }) => /\/connexion-par-email\/lien\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? "";
const sha256 = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

describe("POST /api/login-link", () => {
  it("mails a link valid 15 minutes, once, whose token is stored only as a hash", async () => {
    const { email, username, user } = await registerUser();
    const res = await ask(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: LOGIN_LINK_SENT_MESSAGE });
    const mail = await waitForMail(email);
    expect(mail.subject).toBe("Alizé – Votre lien de connexion");
    expect(mail.text).toContain(`Bonjour ${username}`);
    expect(mail.text).toMatch(/valable 15 minutes, une seule fois/);
    const token = tokenOf(mail);
    expect(token).toHaveLength(43);
    expect(mail.html).toContain(`href="http://localhost:3000/connexion-par-email/lien?token=${token}"`);
    const [row] = await getDb().select().from(loginLinkTokens).where(eq(loginLinkTokens.userId, user.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - LOGIN_LINK_TTL_MS)).toBeLessThan(60_000);
  });

  it("answers an unknown address exactly like a known one, and mails nothing", async () => {
    const { email } = await registerUser();
    const ghost = `${uniqueName("ghost")}@example.fr`;
    const known = await ask(email);
    const unknown = await ask(ghost);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    await waitForMail(email);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(ghost)).toEqual([]);
  });

  it(`refuses a bad address in French, and past ${LOGIN_LINK_EMAIL_LIMIT.max} links per address in 15 minutes, whatever the IP`, async () => {
    const bad = await ask("pas-une-adresse");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: MESSAGES.forgotEmail });
    const { email } = await registerUser();
    for (let i = 0; i < LOGIN_LINK_EMAIL_LIMIT.max; i++) expect((await ask(email)).status).toBe(200);
    const refused = await ask(email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: ACCOUNT_ERRORS.tooManyLoginLinks });
  });
});

describe("POST /api/login-link/verify", () => {
  it("signs the owner in once (a browser-session cookie and the device cookie); the link is then spent", async () => {
    const { email, username } = await registerUser();
    await ask(email);
    const token = tokenOf(await waitForMail(email));
    const res = await open(token);
    expect(res.status).toBe(200);
    expect((await res.json()).username).toBe(username);
    const session = setCookie(res, SESSION_COOKIE)!;
    expect(session).toBeTruthy();
    expect(maxAgeOf(session)).toBeUndefined(); // ends with the browser, like a login without « Se souvenir de moi »
    expect(setCookie(res, DEVICE_COOKIE)).toMatch(/HttpOnly/);
    const me = await call(getUser, { cookie: cookieFrom(res) });
    expect((await me.json()).username).toBe(username);
    const again = await open(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
  });

  it("opens one session when the same link is clicked twice at once", async () => {
    const { email } = await registerUser();
    await ask(email);
    const token = tokenOf(await waitForMail(email));
    const answers = await Promise.all([open(token), open(token), open(token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it("refuses a forged, malformed or expired token with the same French 400", async () => {
    const { email, user } = await registerUser();
    await ask(email);
    const token = tokenOf(await waitForMail(email));
    await getDb().update(loginLinkTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(loginLinkTokens.userId, user.id));
    for (const t of [token, crypto.randomBytes(32).toString("base64url"), "abc", "x".repeat(5000)]) {
      const res = await open(t);
      expect(res.status, t.slice(0, 10)).toBe(400);
      expect(await res.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    }
  });

  it("gets the owner in whatever a stranger did with the password, and their browser's password logins too", async () => {
    const { email, username } = await registerUser();
    // A stranger's failures from many addresses: the account now holds back every unknown device.
    for (let i = 0; i <= LOGIN_ACCOUNT_BACKOFF.freeFailures + 1; i++) await call(login, { body: { username, password: "WrongPass1" }, headers: fromIp() });
    const held = await call(login, { body: { username, password: TEST_PASSWORD }, headers: fromIp() });
    expect(held.status).toBe(429);
    expect((await held.json()).message).toContain("Recevoir un lien de connexion par e-mail");
    // The owner, on a new phone: a link, then in.
    await ask(email);
    const res = await open(tokenOf(await waitForMail(email)));
    expect(res.status).toBe(200);
    // That phone is now a device of the account: its password login is not held by the stranger's failures.
    const device = setCookie(res, DEVICE_COOKIE)!.split(";")[0]!;
    const again = await call(login, { body: { username, password: TEST_PASSWORD }, headers: fromIp(), cookie: device });
    expect(again.status).toBe(200);
  });
});

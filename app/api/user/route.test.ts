import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits, users } from "@/db/schema";
import { POST as login } from "@/app/api/login/route";
import { POST as requestReset } from "@/app/api/request-password-reset/route";
import { isResetTokenValid } from "@/lib/4-edge/auth/password-reset";
import { EMAIL_CHANGE_LIMIT, registerKey } from "@/lib/4-edge/auth/limits";
import { MAX_JSON_BODY_BYTES } from "@/lib/4-edge/http/route";
import { MESSAGES } from "@/lib/1-domain/validation/auth";
import { ACCOUNT_ERRORS } from "@/lib/1-domain/users/messages";
import { HTTP_ERRORS } from "@/lib/0-base/errors";
import { DEFAULT_PREFERENCES } from "@/lib/1-domain/validation/preferences";
import { call, registerUser, TEST_PASSWORD } from "@/tests/support/api";
import { fromIp, mailsTo, randomIp, tokenFromMail, waitForMail } from "@/tests/support/auth";
import { GET, PATCH } from "./route";

const NOT_SIGNED_IN = "Vous devez être connecté.";

describe("GET /api/user", () => {
  it("answers the signed-in user, with isAuthenticated and the rider's preferences, without secrets, never cached", async () => {
    const { cookie, user, username, email } = await registerUser();
    const res = await call(GET, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expect(await res.json()).toEqual({
      id: user.id,
      username,
      email,
      firstName: "Marie",
      lastName: "Vent",
      isAuthenticated: true,
      preferences: DEFAULT_PREFERENCES,
    });
  });

  it("answers 401 in French without a cookie, or with a forged one", async () => {
    for (const cookie of [undefined, "alize.session_token=forged.signature", "alize.session_token="]) {
      const res = await call(GET, { cookie });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: NOT_SIGNED_IN });
    }
  });

  it("does not accept a valid token without its signature", async () => {
    const { cookie } = await registerUser();
    const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0];
    expect((await call(GET, { cookie: `alize.session_token=${token}` })).status).toBe(401);
  });
});

describe("PATCH /api/user", () => {
  const patch = (cookie: string | undefined, body: unknown, ip = randomIp()) => call(PATCH, { method: "PATCH", cookie, body, headers: fromIp(ip) });
  const withPassword = { currentPassword: TEST_PASSWORD };

  it("updates first name, last name and e-mail, and answers the updated user", async () => {
    const { cookie, user } = await registerUser();
    const email = `new-${user.username}@example.fr`;
    const res = await patch(cookie, { firstName: "Zoé", lastName: "Tramontane", email: `  ${email.toUpperCase()} `, ...withPassword });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toEqual({ ...user, firstName: "Zoé", lastName: "Tramontane", email, isAuthenticated: true });
    expect(await (await call(GET, { cookie })).json()).toEqual(updated);
  });

  it("changes only what is sent, and clears a name sent empty", async () => {
    const { cookie, user, email } = await registerUser();
    expect(await (await patch(cookie, { lastName: "Mistral" })).json()).toMatchObject({ firstName: "Marie", lastName: "Mistral", email });
    expect(await (await patch(cookie, { firstName: "" })).json()).toMatchObject({ firstName: null, lastName: "Mistral" });
    expect(await (await patch(cookie, {})).json()).toMatchObject({ id: user.id, firstName: null, lastName: "Mistral", email });
  });

  it("keeps the user's own e-mail without calling it a duplicate", async () => {
    const { cookie, email } = await registerUser();
    expect((await patch(cookie, { email: email.toUpperCase() })).status).toBe(200);
  });

  it("refuses an e-mail another account uses with 409 and the French message", async () => {
    const other = await registerUser();
    const { cookie, user } = await registerUser();
    const res = await patch(cookie, { email: other.email.toUpperCase(), firstName: "Changed", ...withPassword });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Cette adresse email est déjà utilisée." });
    expect(ACCOUNT_ERRORS.duplicateEmail).toBe("Cette adresse email est déjà utilisée.");
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe("Marie"); // nothing changed
  });

  it("signs the user in with the new e-mail's account afterwards (same username, same password)", async () => {
    const { cookie, username } = await registerUser();
    expect((await patch(cookie, { email: `moved-${username}@example.fr`, ...withPassword })).status).toBe(200);
    const res = await call(login, { body: { username, password: TEST_PASSWORD }, headers: fromIp() });
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe(`moved-${username}@example.fr`);
  });

  describe("changing the e-mail", () => {
    it("needs the current password: a session alone changes nothing", async () => {
      const { cookie, user, email } = await registerUser();
      const target = `stolen-${user.username}@example.fr`;
      const missing = await patch(cookie, { email: target, firstName: "Pirate" });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ message: MESSAGES.currentPasswordRequired });
      expect(MESSAGES.currentPasswordRequired).toBe("Saisissez votre mot de passe actuel pour changer d'adresse email");
      const wrong = await patch(cookie, { email: target, currentPassword: "Devine2026" });
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toEqual({ message: ACCOUNT_ERRORS.wrongCurrentPassword });
      expect(ACCOUNT_ERRORS.wrongCurrentPassword).toBe("Le mot de passe actuel est incorrect.");
      const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ email, firstName: "Marie" });
    });

    it("does not ask for the password when the e-mail stays the same", async () => {
      const { cookie, email } = await registerUser();
      expect((await patch(cookie, { email, firstName: "Brise" })).status).toBe(200);
    });

    it("mails a French notice (HTML and text) to the old address; reset mails then go to the new one", async () => {
      const { cookie, user, email, username } = await registerUser();
      const moved = `moved-${user.username}@example.fr`;
      expect((await patch(cookie, { email: moved, ...withPassword })).status).toBe(200);
      const notice = await waitForMail(email);
      expect(notice.subject).toBe("Alizé – L'adresse e-mail de votre compte a changé");
      expect(notice.text).toContain(`Bonjour ${username}`);
      expect(notice.text).toContain("mo•••@example.fr");
      expect(notice.text).not.toContain(moved); // the new address is masked
      expect(notice.html).toContain('lang="fr"');
      expect(notice.html).toContain("Mot de passe oublié");
      expect(await mailsTo(moved)).toEqual([]);
    });

    it("a reset link mailed to the old address stops working", async () => {
      const { cookie, user, email } = await registerUser();
      expect((await call(requestReset, { body: { email }, headers: fromIp() })).status).toBe(200);
      const token = tokenFromMail(await waitForMail(email));
      expect(await isResetTokenValid(getDb(), token)).toBe(true);
      expect((await patch(cookie, { email: `new-${user.username}@example.fr`, ...withPassword })).status).toBe(200);
      expect(await isResetTokenValid(getDb(), token)).toBe(false);
    });

    it(`is limited to ${EMAIL_CHANGE_LIMIT.max} attempts an hour per account: taken addresses cannot be probed`, async () => {
      const others = await Promise.all([registerUser(), registerUser()]);
      const { cookie } = await registerUser();
      const statuses: number[] = [];
      for (let i = 0; i <= EMAIL_CHANGE_LIMIT.max; i++) {
        statuses.push((await patch(cookie, { email: others[i % 2]!.email, ...withPassword })).status);
      }
      expect(statuses.slice(0, EMAIL_CHANGE_LIMIT.max)).toEqual(Array(EMAIL_CHANGE_LIMIT.max).fill(409));
      const last = await patch(cookie, { email: others[0]!.email, ...withPassword });
      expect(last.status).toBe(429);
      expect(await last.json()).toEqual({ message: ACCOUNT_ERRORS.tooManyEmailChanges });
    });

    it("counts each taken address against the IP's registration allowance", async () => {
      const other = await registerUser();
      const { cookie } = await registerUser();
      const ip = randomIp();
      for (let i = 0; i < 3; i++) expect((await patch(cookie, { email: other.email, ...withPassword }, ip)).status).toBe(409);
      const rows = await getDb().select().from(rateLimits).where(inArray(rateLimits.key, [registerKey(ip)]));
      expect(rows[0]?.count).toBe(3);
    });
  });

  it("answers 401 without a session, before looking at the body", async () => {
    for (const body of [{ firstName: "x" }, { nope: true }]) {
      const res = await patch(undefined, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: NOT_SIGNED_IN });
    }
  });

  it("refuses invalid e-mails, wrong types, extra fields, not-JSON and huge bodies with French messages", async () => {
    const { cookie, user } = await registerUser();
    const cases: [unknown, number, string | RegExp][] = [
      [{ email: "pas-une-adresse" }, 400, MESSAGES.emailInvalid],
      [{ email: "" }, 400, MESSAGES.emailRequired],
      [{ firstName: 42 }, 400, /attendu/],
      [{ lastName: "x".repeat(500) }, 400, MESSAGES.tooLong],
      [{ username: "hijack" }, 400, /Clé non reconnue/],
      [{ id: 1 }, 400, /Clé non reconnue/],
      [{ firstName: "x".repeat(MAX_JSON_BODY_BYTES) }, 413, "Requête trop volumineuse."],
    ];
    for (const [body, status, message] of cases) {
      const res = await patch(cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      const json = (await res.json()) as { message: string };
      if (typeof message === "string") expect(json.message).toBe(message);
      else expect(json.message).toMatch(message);
    }
    for (const type of ["application/json", "text/plain"]) {
      const notJson = await call(PATCH, { method: "PATCH", cookie, rawBody: type === "text/plain" ? '{"firstName":"x"}' : "firstName=x", headers: { "content-type": type } });
      expect(notJson.status).toBe(400);
      expect((await notJson.json()).message).toBe(HTTP_ERRORS.notJson);
    }
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ username: user.username.toLowerCase(), firstName: "Marie", lastName: "Vent" });
  });
});

import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { passwordResetTokens } from "@/db/schema";
import { requestPasswordReset, RESET_SENT_MESSAGE, RESET_TOKEN_TTL_MS } from "@/lib/4-edge/auth/password-reset";
import { RESET_REQUEST_EMAIL_LIMIT, RESET_REQUEST_IP_LIMIT } from "@/lib/4-edge/auth/limits";
import { MAX_JSON_BODY_BYTES } from "@/lib/4-edge/http/route";
import { MESSAGES } from "@/lib/1-domain/validation/auth";
import { ACCOUNT_ERRORS } from "@/lib/1-domain/users/messages";
import { HTTP_ERRORS } from "@/lib/0-base/errors";
import { call, registerUser, uniqueName } from "@/tests/support/api";
import { fromIp, mailsTo, randomIp, tokenFromMail, waitForMail } from "@/tests/support/auth";
import { POST } from "./route";

const request = (body: unknown, ip = randomIp()) => call(POST, { body, headers: fromIp(ip) });
const tokensOf = (userId: number) => getDb().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

describe("POST /api/request-password-reset", () => {
  it("sends a French mail, HTML and text, with the APP_URL/reset-password?token=… link", async () => {
    const { email, username, user } = await registerUser();
    const res = await request({ email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: RESET_SENT_MESSAGE });
    const mail = await waitForMail(email);
    expect(mail.subject).toBe("Alizé – Réinitialisation de votre mot de passe");
    expect(mail.from).toMatch(/Alizé/);
    const token = tokenFromMail(mail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    const link = `http://localhost:3000/reset-password?token=${token}`;
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(`Bonjour ${username}`);
    expect(mail.text).toMatch(/valable 1 heure/);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('lang="fr"');
    // Only a hash of the token is stored, valid for one hour, unused.
    const [row] = await tokensOf(user.id);
    expect(row!.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.used).toBe(0);
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - RESET_TOKEN_TTL_MS)).toBeLessThan(60_000);
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const { email } = await registerUser();
    const unknown = `${uniqueName("ghost")}@example.fr`;
    const known = await request({ email });
    const ghost = await request({ email: unknown });
    expect(ghost.status).toBe(known.status);
    expect(await ghost.text()).toBe(await known.text());
    expect([...ghost.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    await waitForMail(email); // the known one's mail has gone out…
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(unknown)).toEqual([]); // …and none for the unknown one
  });

  it("finds the account whatever the case and spaces of the address", async () => {
    const { email } = await registerUser();
    expect((await request({ email: `  ${email.toUpperCase()} ` })).status).toBe(200);
    expect((await waitForMail(email)).to).toBe(email);
  });

  it("gives a fresh token for each request", async () => {
    const { email, user } = await registerUser();
    await request({ email });
    await request({ email });
    const second = await waitForMail(email, 2);
    const first = (await mailsTo(email))[0]!;
    expect(tokenFromMail(first)).not.toBe(tokenFromMail(second));
    expect(await tokensOf(user.id)).toHaveLength(2);
  });

  it.each([[""], ["pas-une-adresse"], ["lea@"], [42], [null]])("refuses the e-mail %j with « Veuillez saisir une adresse e-mail valide »", async (email) => {
    const res = await request({ email });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MESSAGES.forgotEmail });
  });

  it("refuses extra fields, not-JSON and huge bodies", async () => {
    const extra = await request({ email: "a@example.fr", username: "x" });
    expect(extra.status).toBe(400);
    expect((await extra.json()).message).toMatch(/Clé non reconnue/);
    const notJson = await call(POST, { rawBody: "email=a@example.fr", headers: { ...fromIp(), "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toBe(HTTP_ERRORS.notJson);
    const huge = await request({ email: `${"a".repeat(MAX_JSON_BODY_BYTES)}@example.fr` });
    expect(huge.status).toBe(413);
    const long = await request({ email: `${"a".repeat(300)}@example.fr` });
    expect(long.status).toBe(400);
  });

  describe("rate limit", () => {
    it(`refuses the ${RESET_REQUEST_EMAIL_LIMIT.max + 1}th request for one address, from any IP, with a French 429`, async () => {
      const { email } = await registerUser();
      for (let i = 0; i < RESET_REQUEST_EMAIL_LIMIT.max; i++) expect((await request({ email })).status).toBe(200);
      const res = await request({ email: email.toUpperCase() });
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ message: ACCOUNT_ERRORS.tooManyResets });
      expect(res.headers.get("retry-after")).toBe(String(RESET_REQUEST_EMAIL_LIMIT.windowSeconds));
      await waitForMail(email, RESET_REQUEST_EMAIL_LIMIT.max);
      await new Promise((r) => setTimeout(r, 200));
      expect(await mailsTo(email)).toHaveLength(RESET_REQUEST_EMAIL_LIMIT.max);
    });

    it("limits an unknown address the same way, so the limit reveals nothing", async () => {
      const email = `${uniqueName("ghost")}@example.fr`;
      for (let i = 0; i < RESET_REQUEST_EMAIL_LIMIT.max; i++) expect((await request({ email })).status).toBe(200);
      expect((await request({ email })).status).toBe(429);
    });

    it(`lets one shared IP (a campsite) ask for ${RESET_REQUEST_IP_LIMIT.max} addresses, then refuses it`, async () => {
      const ip = randomIp();
      for (let i = 0; i < RESET_REQUEST_IP_LIMIT.max; i++) {
        expect((await request({ email: `${uniqueName("ghost")}@example.fr` }, ip)).status).toBe(200);
      }
      expect((await request({ email: `${uniqueName("ghost")}@example.fr` }, ip)).status).toBe(429);
      expect((await request({ email: `${uniqueName("ghost")}@example.fr` }, randomIp())).status).toBe(200);
    });

    it("an address held by its own limit does not use up the IP's allowance", async () => {
      const ip = randomIp();
      const email = `${uniqueName("ghost")}@example.fr`;
      for (let i = 0; i < RESET_REQUEST_IP_LIMIT.max + 5; i++) await request({ email }, ip);
      expect((await request({ email: `${uniqueName("ghost")}@example.fr` }, ip)).status).toBe(200);
    });

    it("forged X-Real-IP / X-Forwarded-For headers do not escape the per-IP limit", async () => {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < RESET_REQUEST_IP_LIMIT.max + 3; i++) {
        const headers = { ...fromIp(ip), "x-real-ip": `198.51.100.${i}`, "x-forwarded-for": `203.0.113.${i}` };
        statuses.push((await call(POST, { body: { email: `${uniqueName("ghost")}@example.fr` }, headers })).status);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    });
  });

  describe("the work is done after the answer", () => {
    it("creates no token and sends nothing before the answer; the returned task does both", async () => {
      const { email, user } = await registerUser();
      const task = await requestPasswordReset(getDb(), email, new Headers(fromIp()));
      // Old code: the token was already stored here, and an unknown address returned early (timing differs).
      expect(await tokensOf(user.id)).toEqual([]);
      expect(await mailsTo(email)).toEqual([]);
      await task();
      expect(await tokensOf(user.id)).toHaveLength(1);
      expect(await mailsTo(email)).toHaveLength(1);
    });

    it("takes the same path for an unknown address: a task that finds nobody and sends nothing", async () => {
      const unknown = `${uniqueName("ghost")}@example.fr`;
      const task = await requestPasswordReset(getDb(), unknown, new Headers(fromIp()));
      expect(typeof task).toBe("function");
      await task();
      expect(await mailsTo(unknown)).toEqual([]);
    });
  });

  describe("the link's origin", () => {
    const saved = process.env.APP_URL;
    afterEach(() => {
      process.env.APP_URL = saved;
      vi.restoreAllMocks();
    });
    const linkFor = async (email: string, host: string) => {
      expect((await call(POST, { body: { email }, headers: { ...fromIp(), host } })).status).toBe(200);
      return (await waitForMail(email)).text;
    };

    it("follows the origin the app was reached on when APP_URL is unset", async () => {
      delete process.env.APP_URL;
      const { email } = await registerUser();
      expect(await linkFor(email, "127.0.0.1:3400")).toContain("http://127.0.0.1:3400/reset-password?token=");
    });

    it("never follows a public host a client could forge: the default origin, and one French warning", async () => {
      delete process.env.APP_URL;
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const { email } = await registerUser();
      const text = await linkFor(email, "evil.example");
      expect(text).not.toContain("evil.example");
      expect(text).toContain("http://localhost:3000/reset-password?token=");
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("APP_URL n'est pas définie"));
    });

    it("always uses APP_URL when it is set", async () => {
      process.env.APP_URL = "http://localhost:3000";
      const { email } = await registerUser();
      expect(await linkFor(email, "127.0.0.1:3400")).toContain("http://localhost:3000/reset-password?token=");
    });
  });
});

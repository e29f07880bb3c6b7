import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as requestReset } from "@/app/api/request-password-reset/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { passwordResetTokens } from "@/db/schema";
import { RESET_DONE_MESSAGE, RESET_INVALID_MESSAGE } from "@/lib/4-edge/auth/password-reset";
import { MAX_JSON_BODY_BYTES } from "@/lib/4-edge/http/route";
import { MESSAGES } from "@/lib/1-domain/validation/auth";
import { ACCOUNT_ERRORS } from "@/lib/1-domain/users/messages";
import { HTTP_ERRORS } from "@/lib/0-base/errors";
import { call, cookieFrom, registerUser, TEST_PASSWORD } from "@/tests/support/api";
import { fromIp, sessionsOf, tokenFromMail, waitForMail } from "@/tests/support/auth";
import { POST } from "./route";

const NEW_PASSWORD = "NouveauVent2026";

async function askForReset(email: string, nth = 1) {
  await call(requestReset, { body: { email }, headers: fromIp() });
  return tokenFromMail(await waitForMail(email, nth));
}

async function freshToken() {
  const rider = await registerUser();
  return { ...rider, token: await askForReset(rider.email) };
}

const reset = (token: string, password = NEW_PASSWORD) => call(POST, { body: { token, password } });
const signIn = (username: string, password: string) => call(login, { body: { username, password }, headers: fromIp() });

async function expectInvalidLink(res: Response) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message: RESET_INVALID_MESSAGE });
}

describe("POST /api/reset-password", () => {
  it("sets the new password: the new one signs in, the old one fails", async () => {
    const { token, username } = await freshToken();
    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: RESET_DONE_MESSAGE });
    expect(RESET_DONE_MESSAGE).toBe("Votre mot de passe a été réinitialisé avec succès!");
    expect((await signIn(username, NEW_PASSWORD)).status).toBe(200);
    const old = await signIn(username, TEST_PASSWORD);
    expect(old.status).toBe(401);
    expect((await old.json()).message).toBe(ACCOUNT_ERRORS.loginFailed);
  });

  it("ends every session of that user", async () => {
    const { token, username, cookie, user } = await freshToken();
    const second = cookieFrom(await signIn(username, TEST_PASSWORD));
    expect(await sessionsOf(user.id)).toHaveLength(2);
    expect((await reset(token)).status).toBe(200);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    for (const old of [cookie, second]) expect((await call(getUser, { cookie: old })).status).toBe(401);
  });

  it("works once: the second use is an invalid link", async () => {
    const { token } = await freshToken();
    expect((await reset(token)).status).toBe(200);
    await expectInvalidLink(await reset(token, "EncoreAutre2026"));
  });

  it("works once even when two resets race with the same token", async () => {
    const { token, username } = await freshToken();
    const results = await Promise.all([reset(token, "PremierVent2026"), reset(token, "SecondVent2026")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0]!.status === 200 ? "PremierVent2026" : "SecondVent2026";
    expect((await signIn(username, winner)).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const { token, user, username } = await freshToken();
    await getDb()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    await expectInvalidLink(await reset(token));
    expect((await signIn(username, TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses a forged token, well-formed or not", async () => {
    await expectInvalidLink(await reset(crypto.randomBytes(32).toString("base64url")));
    await expectInvalidLink(await reset("abc"));
    await expectInvalidLink(await reset("a".repeat(43) + "=="));
  });

  it("does not accept the stored hash as a token", async () => {
    const { user } = await freshToken();
    const [row] = await getDb().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await expectInvalidLink(await reset(row!.tokenHash));
  });

  it("kills the other links once one has been used", async () => {
    const rider = await registerUser();
    const first = await askForReset(rider.email, 1);
    const second = await askForReset(rider.email, 2);
    expect((await reset(second)).status).toBe(200);
    await expectInvalidLink(await reset(first, "EncoreAutre2026"));
  });

  it.each([
    ["shorter than 6", "Ab1", MESSAGES.resetMin6],
    ["shorter than 8", "Kite202", MESSAGES.passwordMin8],
    ["without upper-case", "kitesurf2026", MESSAGES.passwordComplexity],
    ["without digit", "Kitesurfing", MESSAGES.passwordComplexity],
    ["with a space", "Kite surf2026", MESSAGES.passwordComplexity],
  ])("refuses a password %s, in French, and keeps the token usable", async (_label, password, message) => {
    const { token } = await freshToken();
    const res = await reset(token, password);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect((await reset(token)).status).toBe(200);
  });

  it("refuses extra fields, wrong types, not-JSON and huge bodies", async () => {
    const { token } = await freshToken();
    const cases: [unknown, number, string | RegExp][] = [
      [{ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 400, /Clé non reconnue/],
      [{ token, password: 12345678 }, 400, MESSAGES.resetMin6],
      [{ token: 42, password: NEW_PASSWORD }, 400, MESSAGES.required],
      [{ password: NEW_PASSWORD }, 400, MESSAGES.required],
      [{ token, password: "A1" + "a".repeat(MAX_JSON_BODY_BYTES) }, 413, "Requête trop volumineuse."],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(POST, { body });
      expect(res.status).toBe(status);
      const json = (await res.json()) as { message: string };
      if (typeof message === "string") expect(json.message).toBe(message);
      else expect(json.message).toMatch(message);
    }
    const notJson = await call(POST, { rawBody: `token=${token}`, headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toBe(HTTP_ERRORS.notJson);
    expect((await reset(token)).status).toBe(200); // none of those spent it
  });
});

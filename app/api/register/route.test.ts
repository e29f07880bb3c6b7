import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { accounts, rateLimits, users } from "@/db/schema";
import { registerLimit, registerKey } from "@/lib/4-edge/auth/limits";
import { MAX_JSON_BODY_BYTES } from "@/lib/4-edge/http/route";
import { MESSAGES } from "@/lib/1-domain/validation/auth";
import { ACCOUNT_ERRORS } from "@/lib/1-domain/users/messages";
import { HTTP_ERRORS } from "@/lib/0-base/errors";
import { POST } from "./route";
import { call, cookieFrom, registerUser, TEST_PASSWORD, uniqueName } from "@/tests/support/api";
import { fromIp, randomIp } from "@/tests/support/auth";

const fresh = () => {
  const username = uniqueName();
  return { username, email: `${username}@example.fr`, password: TEST_PASSWORD, firstName: "Léa", lastName: "Vent" };
};

async function expect400(body: unknown, message: string | RegExp) {
  const res = await call(POST, { body, headers: fromIp() });
  expect(res.status).toBe(400);
  const json = (await res.json()) as { message: string };
  if (typeof message === "string") expect(json.message).toBe(message);
  else expect(json.message).toMatch(message);
}

describe("POST /api/register", () => {
  it("creates the account, signs the user in and never returns the password", async () => {
    const { user, cookie, username } = await registerUser();
    expect(user).toMatchObject({ username, isAuthenticated: true, firstName: "Marie", lastName: "Vent" });
    expect(Object.keys(user).sort()).toEqual(["email", "firstName", "id", "isAuthenticated", "lastName", "preferences", "username"]);
    expect(JSON.stringify(user)).not.toContain(TEST_PASSWORD);
    const me = await call(getUser, { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.id, username });
  });

  it("answers 201 with a session cookie and stores an argon2id hash, not the password", async () => {
    const input = fresh();
    const res = await call(POST, { body: input });
    expect(res.status).toBe(201);
    expect(cookieFrom(res)).toMatch(/alize\.session_token=/);
    const { id } = (await res.json()) as { id: number };
    expect(Number.isInteger(id)).toBe(true); // serial ids
    const [account] = await getDb().select().from(accounts).where(eq(accounts.userId, id));
    expect(account?.password).toMatch(/^\$argon2id\$/);
    expect(account?.password).not.toContain(TEST_PASSWORD);
  });

  it("keeps the username's case for display, normalises the e-mail, stores the names", async () => {
    const username = `Rider${uniqueName("")}`;
    const res = await call(POST, { body: { ...fresh(), username, email: `  ${username.toUpperCase()}@Example.FR ` } });
    expect(res.status).toBe(201);
    const user = (await res.json()) as { id: number; username: string; email: string };
    expect(user.username).toBe(username);
    expect(user.email).toBe(`${username.toLowerCase()}@example.fr`);
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ username: username.toLowerCase(), firstName: "Léa", lastName: "Vent" });
  });

  it("accepts a registration without first and last names", async () => {
    const { firstName: _f, lastName: _l, ...rest } = fresh();
    const res = await call(POST, { body: rest });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ firstName: null, lastName: null });
  });

  it(`counts an answer « already used » against the IP's allowance (${registerLimit().max} an hour): addresses cannot be probed freely`, async () => {
    const { email } = await registerUser();
    const ip = randomIp();
    await getDb()
      .insert(rateLimits)
      .values({ key: registerKey(ip), count: registerLimit().max - 1 });
    expect((await call(POST, { body: { ...fresh(), email }, headers: fromIp(ip) })).status).toBe(409);
    const res = await call(POST, { body: { ...fresh(), email }, headers: fromIp(ip) });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe(ACCOUNT_ERRORS.tooManyRegistrations);
  });

  it("refuses a duplicate username whatever its case", async () => {
    const { username } = await registerUser();
    const res = await call(POST, {
      body: { username: username.toUpperCase(), email: `${uniqueName()}@example.fr`, password: TEST_PASSWORD },
      headers: fromIp(),
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("Ce nom d'utilisateur est déjà utilisé.");
  });

  it("refuses a duplicate e-mail whatever its case", async () => {
    const { email } = await registerUser();
    const res = await call(POST, { body: { ...fresh(), email: email.toUpperCase() }, headers: fromIp() });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(ACCOUNT_ERRORS.duplicateEmail);
  });

  it.each([
    ["username", ACCOUNT_ERRORS.duplicateUsername],
    ["email", ACCOUNT_ERRORS.duplicateEmail],
  ] as const)("lets exactly one of two racing sign-ups for the same %s win, the other gets its 409", async (field, message) => {
    const a = fresh();
    const b = { ...fresh(), [field]: a[field] };
    const [r1, r2] = await Promise.all([call(POST, { body: a }), call(POST, { body: b })]);
    expect([r1.status, r2.status].sort()).toEqual([201, 409]);
    const loser = r1.status === 409 ? r1 : r2;
    expect((await loser.json()).message).toBe(message);
  });

  it.each([
    ["a short username", { username: "abcd" }, MESSAGES.usernameMin5],
    ["a missing username", { username: undefined }, MESSAGES.usernameMin5],
    ["an empty e-mail", { email: "" }, MESSAGES.emailRequired],
    ["an invalid e-mail", { email: "lea@" }, MESSAGES.emailInvalid],
    ["a short password", { password: "Kite202" }, MESSAGES.passwordMin8],
    ["a password without upper-case", { password: "kitesurf2026" }, MESSAGES.passwordComplexity],
    ["a password without lower-case", { password: "KITESURF2026" }, MESSAGES.passwordComplexity],
    ["a password without digit", { password: "Kitesurfing" }, MESSAGES.passwordComplexity],
    ["a password with a forbidden character", { password: "Kitesurf#2026" }, MESSAGES.passwordComplexity],
  ])("refuses %s with the spec's message", async (_label, patch, message) => {
    await expect400({ ...fresh(), ...patch }, message);
  });

  it("refuses wrong types with a French message", async () => {
    await expect400({ ...fresh(), username: 12345 }, MESSAGES.usernameMin5);
    await expect400({ ...fresh(), password: ["Kitesurf2026"] }, MESSAGES.passwordMin8);
    await expect400({ ...fresh(), firstName: { x: 1 } }, /attendu/);
    await expect400([fresh()], /objet attendu/);
    await expect400(null, /objet attendu/);
  });

  it("refuses extra fields (an id, a role) instead of ignoring them", async () => {
    await expect400({ ...fresh(), id: 1 }, /Clé non reconnue/);
    await expect400({ ...fresh(), role: "admin" }, /Clé non reconnue/);
  });

  it("refuses a body that is not JSON", async () => {
    const form = await call(POST, { rawBody: "username=rider&password=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(400);
    expect((await form.json()).message).toBe(HTTP_ERRORS.notJson);
    const broken = await call(POST, { rawBody: '{"username": "rider",', headers: { "content-type": "application/json" } });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe(HTTP_ERRORS.notJson);
    const empty = await call(POST, { method: "POST", headers: { "content-type": "application/json" } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe(HTTP_ERRORS.notJson);
  });

  it("refuses a huge body with 413, and a huge field with 400", async () => {
    const huge = await call(POST, { body: { ...fresh(), firstName: "x".repeat(MAX_JSON_BODY_BYTES) } });
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBe("Requête trop volumineuse.");
    await expect400({ ...fresh(), lastName: "x".repeat(5000) }, MESSAGES.tooLong);
  });

  it("never answers 500 to hostile input", async () => {
    const bodies = [{ ...fresh(), username: "rider'; drop table users;--" }, { ...fresh(), email: "a@b.fr\u0000" }, { __proto__: { x: 1 } }];
    for (const body of bodies) expect((await call(POST, { body })).status).toBe(400);
  });
});

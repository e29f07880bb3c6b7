import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { POST as login } from "@/app/api/login/route";
import { DUPLICATE_EMAIL } from "@/lib/auth/users";
import { MAX_JSON_BODY_BYTES, NOT_JSON } from "@/lib/http/route";
import { MESSAGES } from "@/lib/validation/auth";
import { call, registerUser, TEST_PASSWORD } from "@/tests/support/api";
import { fromIp } from "@/tests/support/auth";
import { GET, PATCH } from "./route";

const NOT_SIGNED_IN = "Vous devez être connecté.";

describe("GET /api/user", () => {
  it("answers the signed-in user, with isAuthenticated and without secrets, never cached", async () => {
    const { cookie, user, username, email } = await registerUser();
    const res = await call(GET, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expect(await res.json()).toEqual({ id: user.id, username, email, firstName: "Marie", lastName: "Vent", isAuthenticated: true });
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
  const patch = (cookie: string | undefined, body: unknown) => call(PATCH, { method: "PATCH", cookie, body });

  it("updates first name, last name and e-mail, and answers the updated user", async () => {
    const { cookie, user } = await registerUser();
    const email = `new-${user.username}@example.fr`;
    const res = await patch(cookie, { firstName: "Zoé", lastName: "Tramontane", email: `  ${email.toUpperCase()} ` });
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
    const res = await patch(cookie, { email: other.email.toUpperCase(), firstName: "Changed" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Cette adresse email est déjà utilisée." });
    expect(DUPLICATE_EMAIL).toBe("Cette adresse email est déjà utilisée.");
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe("Marie"); // nothing changed
  });

  it("signs the user in with the new e-mail's account afterwards (same username, same password)", async () => {
    const { cookie, username } = await registerUser();
    await patch(cookie, { email: `moved-${username}@example.fr` });
    const res = await call(login, { body: { username, password: TEST_PASSWORD }, headers: fromIp() });
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe(`moved-${username}@example.fr`);
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
      expect((await notJson.json()).message).toBe(NOT_JSON);
    }
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ username: user.username.toLowerCase(), firstName: "Marie", lastName: "Vent" });
  });
});

import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { registerUser } from "@/tests/support/api";
import { DUPLICATE_EMAIL, getSessionUser, isUniqueViolation, toPublicUser, updateProfile } from "./users";

describe("toPublicUser", () => {
  it("shows the username as typed, a numeric id, and nothing else", () => {
    const row = {
      id: "7",
      username: "lea_vent",
      displayUsername: "Lea_Vent",
      email: "lea@example.fr",
      firstName: null,
      lastName: "Vent",
      password: "$argon2id$…",
      emailVerified: false,
    };
    expect(toPublicUser(row)).toEqual({
      id: 7,
      username: "Lea_Vent",
      email: "lea@example.fr",
      firstName: null,
      lastName: "Vent",
      isAuthenticated: true,
    });
  });

  it("falls back to the stored username", () => {
    expect(toPublicUser({ id: 1, username: "lea_vent", email: "a@b.fr" }).username).toBe("lea_vent");
  });
});

describe("isUniqueViolation", () => {
  it("finds PostgreSQL's 23505, also wrapped by the ORM", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation(new Error("x", { cause: { code: "23505" } }))).toBe(true);
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

describe("getSessionUser / updateProfile", () => {
  it("reads the user of a session cookie, and none without one", async () => {
    const { cookie, user } = await registerUser();
    expect((await getSessionUser(new Headers({ cookie })))?.id).toBe(user.id);
    expect(await getSessionUser(new Headers())).toBeNull();
  });

  it("updates only the acting user's row", async () => {
    const a = await registerUser();
    const b = await registerUser();
    await updateProfile(getDb(), a.user.id, { firstName: "Autan" });
    expect((await getSessionUser(new Headers({ cookie: b.cookie })))?.firstName).toBe("Marie");
    expect((await getSessionUser(new Headers({ cookie: a.cookie })))?.firstName).toBe("Autan");
  });

  it("refuses another account's e-mail", async () => {
    const a = await registerUser();
    const b = await registerUser();
    await expect(updateProfile(getDb(), a.user.id, { email: b.email })).rejects.toMatchObject({ status: 409, message: DUPLICATE_EMAIL });
  });
});

import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { registerUser, TEST_PASSWORD } from "@/tests/support/api";
import { fromIp } from "@/tests/support/auth";
import { DEFAULT_PREFERENCES } from "@/lib/1-domain/validation/preferences";
import { ACCOUNT_ERRORS } from "@/lib/1-domain/users/messages";
import { getSessionUser, toPublicUser, updateProfile } from "./users";

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
      preferences: DEFAULT_PREFERENCES,
    });
  });

  it("carries the rider's stored preferences", () => {
    const row = { id: 3, username: "lea_vent", email: "a@b.fr", windMinKn: 15, windMaxKn: 25, level: "confirmé" };
    // A gust limit never set follows the maximum; the kit keeps its defaults until saved.
    expect(toPublicUser(row).preferences).toEqual({ ...DEFAULT_PREFERENCES, windMinKn: 15, windMaxKn: 25, gustMaxKn: 25, level: "confirmé" });
    const kitted = { ...row, weightKg: 82, kites: [12, 9], gustMaxKn: 32, conditionsSavedAt: new Date() };
    expect(toPublicUser(kitted).preferences).toMatchObject({ weightKg: 82, kites: [9, 12], gustMaxKn: 32, saved: true });
  });

  it("falls back to the stored username", () => {
    expect(toPublicUser({ id: 1, username: "lea_vent", email: "a@b.fr" }).username).toBe("lea_vent");
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
    await updateProfile(getDb(), a.user.id, { firstName: "Autan" }, new Headers(fromIp()));
    expect((await getSessionUser(new Headers({ cookie: b.cookie })))?.firstName).toBe("Marie");
    expect((await getSessionUser(new Headers({ cookie: a.cookie })))?.firstName).toBe("Autan");
  });

  it("refuses another account's e-mail", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const change = { email: b.email, currentPassword: TEST_PASSWORD };
    await expect(updateProfile(getDb(), a.user.id, change, new Headers(fromIp()))).rejects.toMatchObject({ status: 409, message: ACCOUNT_ERRORS.duplicateEmail });
  });
});

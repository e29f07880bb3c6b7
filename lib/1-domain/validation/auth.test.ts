import { describe, expect, it } from "vitest";
import type { z } from "../../0-base/zod";
import {
  ForgotPasswordSchema,
  LoginSchema,
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ProfileSchema,
  RegisterSchema,
  RESET_PASSWORD_MIN,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
  USERNAME_MAX,
  USERNAME_MIN,
} from "./auth";

/** The messages a form would show, field by field, in order (lazyZodResolver gives the form the first). */
function issues(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}
const first = (schema: z.ZodType, input: unknown, field: string) => issues(schema, input)[field]?.[0];

const GOOD_PASSWORD = "Kitesurf2026";
const validRegistration = { username: "rider_01", email: "lea@example.fr", firstName: "Léa", lastName: "Vent", password: GOOD_PASSWORD };

describe("the spec's French messages", () => {
  it("are written once, word for word as in §5", () => {
    expect(MESSAGES).toMatchObject({
      emailRequired: "L'adresse email est obligatoire",
      emailInvalid: "L'adresse email n'est pas valide",
      passwordMin8: "Le mot de passe doit contenir au moins 8 caractères",
      passwordComplexity: "Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre",
      usernameMin5: "Le nom d'utilisateur doit contenir au moins 5 caractères",
      forgotEmail: "Veuillez saisir une adresse e-mail valide",
      resetMin6: "Le mot de passe doit comporter au moins 6 caractères",
      confirmMin6: "La confirmation du mot de passe doit comporter au moins 6 caractères",
      mismatch: "Les mots de passe ne correspondent pas",
    });
  });

  it("keeps the spec's limits (§9)", () => {
    expect([PASSWORD_MIN, RESET_PASSWORD_MIN, USERNAME_MIN]).toEqual([8, 6, 5]);
  });
});

describe("RegisterSchema", () => {
  it("accepts a valid registration, trims and lower-cases the e-mail", () => {
    const parsed = RegisterSchema.parse({ ...validRegistration, email: "  Lea@Example.FR " });
    expect(parsed).toEqual({ ...validRegistration, email: "lea@example.fr" });
  });

  it("accepts a registration without first and last names", () => {
    const { firstName: _f, lastName: _l, ...rest } = validRegistration;
    expect(RegisterSchema.safeParse(rest).success).toBe(true);
  });

  it("requires the e-mail", () => {
    expect(first(RegisterSchema, { ...validRegistration, email: "" }, "email")).toBe(MESSAGES.emailRequired);
    expect(first(RegisterSchema, { ...validRegistration, email: "   " }, "email")).toBe(MESSAGES.emailRequired);
    const { email: _e, ...noEmail } = validRegistration;
    expect(first(RegisterSchema, noEmail, "email")).toBe(MESSAGES.emailRequired);
  });

  it.each(["lea", "lea@", "@example.fr", "lea@example", "lea example@x.fr", "léa@@example.fr"])(
    "refuses the e-mail %j as invalid",
    (email) => {
      expect(first(RegisterSchema, { ...validRegistration, email }, "email")).toBe(MESSAGES.emailInvalid);
    },
  );

  it("refuses a password shorter than 8 characters with the 8-character message", () => {
    expect(first(RegisterSchema, { ...validRegistration, password: "Kite202" }, "password")).toBe(MESSAGES.passwordMin8);
    expect(first(RegisterSchema, { ...validRegistration, password: "" }, "password")).toBe(MESSAGES.passwordMin8);
    expect(RegisterSchema.safeParse({ ...validRegistration, password: "Kite2026" }).success).toBe(true);
  });

  it.each([
    ["no upper-case letter", "kitesurf2026"],
    ["no lower-case letter", "KITESURF2026"],
    ["no digit", "Kitesurfing"],
    ["a space", "Kite surf2026"],
    ["a character outside @$!%*?&", "Kitesurf2026#"],
    ["an accented letter", "Kitésurf2026"],
  ])("refuses a password with %s with the complexity message", (_label, password) => {
    expect(issues(RegisterSchema, { ...validRegistration, password }).password).toEqual([MESSAGES.passwordComplexity]);
  });

  it("accepts every special character the spec allows", () => {
    expect(RegisterSchema.safeParse({ ...validRegistration, password: "Kite2026@$!%*?&" }).success).toBe(true);
  });

  it("refuses an over-long password", () => {
    const password = `Aa1${"x".repeat(PASSWORD_MAX)}`;
    expect(first(RegisterSchema, { ...validRegistration, password }, "password")).toBe(MESSAGES.tooLong);
  });

  it("refuses a username shorter than 5 characters", () => {
    expect(first(RegisterSchema, { ...validRegistration, username: "abcd" }, "username")).toBe(MESSAGES.usernameMin5);
    expect(first(RegisterSchema, { ...validRegistration, username: "  abcd  " }, "username")).toBe(MESSAGES.usernameMin5);
    expect(first(RegisterSchema, { ...validRegistration, username: "" }, "username")).toBe(MESSAGES.usernameMin5);
    expect(RegisterSchema.safeParse({ ...validRegistration, username: "abcde" }).success).toBe(true);
  });

  it("refuses an over-long username and characters the username plugin refuses", () => {
    expect(first(RegisterSchema, { ...validRegistration, username: "a".repeat(USERNAME_MAX + 1) }, "username")).toBe(MESSAGES.tooLong);
    expect(first(RegisterSchema, { ...validRegistration, username: "rider 01" }, "username")).toBe(MESSAGES.usernameChars);
    expect(first(RegisterSchema, { ...validRegistration, username: "rider<script>" }, "username")).toBe(MESSAGES.usernameChars);
  });

  it("refuses over-long names", () => {
    expect(first(RegisterSchema, { ...validRegistration, firstName: "x".repeat(101) }, "firstName")).toBe(MESSAGES.tooLong);
  });

  it("refuses wrong types with a French message and never an English one", () => {
    const all = issues(RegisterSchema, { username: 12345, email: ["a@b.fr"], password: null, firstName: 3 });
    expect(all.username?.[0]).toBe(MESSAGES.usernameMin5);
    expect(all.email?.[0]).toBe(MESSAGES.emailRequired);
    expect(all.password?.[0]).toBe(MESSAGES.passwordMin8);
    expect(all.firstName?.[0]).toMatch(/chaîne de caractères attendu/);
  });

  it("is strict: an extra field (the id, a role…) is refused", () => {
    expect(issues(RegisterSchema, { ...validRegistration, id: 1 })[""]?.[0]).toMatch(/Clé non reconnue/);
    expect(RegisterSchema.safeParse({ ...validRegistration, isAdmin: true }).success).toBe(false);
  });
});

describe("LoginSchema", () => {
  it("has no rules beyond shape: a short password still passes to the server", () => {
    expect(LoginSchema.parse({ username: " Rider ", password: "x" })).toEqual({ username: "Rider", password: "x", rememberMe: false });
    expect(LoginSchema.parse({ username: "rider", password: "x", rememberMe: true }).rememberMe).toBe(true);
  });

  it("requires both fields", () => {
    expect(issues(LoginSchema, { username: "", password: "" })).toEqual({ username: [MESSAGES.required], password: [MESSAGES.required] });
    expect(issues(LoginSchema, {})).toEqual({ username: [MESSAGES.required], password: [MESSAGES.required] });
  });

  it("refuses wrong types, huge values and extra fields", () => {
    expect(first(LoginSchema, { username: "rider", password: "x", rememberMe: "yes" }, "rememberMe")).toMatch(/booléen attendu/);
    expect(first(LoginSchema, { username: "rider", password: "x".repeat(PASSWORD_MAX + 1) }, "password")).toBe(MESSAGES.tooLong);
    expect(first(LoginSchema, { username: "r".repeat(1000), password: "x" }, "username")).toBe(MESSAGES.tooLong);
    expect(LoginSchema.safeParse({ username: "rider", password: "x", email: "a@b.fr" }).success).toBe(false);
  });
});

describe("ProfileSchema", () => {
  it("makes every field optional", () => {
    expect(ProfileSchema.parse({})).toEqual({});
    expect(ProfileSchema.parse({ firstName: "" })).toEqual({ firstName: "" });
  });

  it("normalises and checks the e-mail", () => {
    expect(ProfileSchema.parse({ email: " New@Example.FR" })).toEqual({ email: "new@example.fr" });
    expect(first(ProfileSchema, { email: "nope" }, "email")).toBe(MESSAGES.emailInvalid);
    expect(first(ProfileSchema, { email: "" }, "email")).toBe(MESSAGES.emailRequired);
  });

  it("refuses extra fields, so a user cannot change their username or id through it", () => {
    expect(ProfileSchema.safeParse({ username: "other" }).success).toBe(false);
    expect(ProfileSchema.safeParse({ id: 2 }).success).toBe(false);
  });
});

describe("ForgotPasswordSchema", () => {
  it("normalises a valid e-mail", () => {
    expect(ForgotPasswordSchema.parse({ email: " Lea@Example.FR " })).toEqual({ email: "lea@example.fr" });
  });

  it.each([[""], ["lea"], ["lea@"], [42], [undefined]])("refuses %j with the spec's message", (email) => {
    expect(issues(ForgotPasswordSchema, { email })).toEqual({ email: [MESSAGES.forgotEmail] });
  });

  it("is strict", () => {
    expect(ForgotPasswordSchema.safeParse({ email: "lea@example.fr", username: "x" }).success).toBe(false);
  });
});

describe("ResetPasswordFormSchema", () => {
  const ok = { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };

  it("accepts matching strong passwords", () => {
    expect(ResetPasswordFormSchema.parse(ok)).toEqual(ok);
  });

  it("shows the 6-character message first for a short password", () => {
    expect(first(ResetPasswordFormSchema, { ...ok, password: "Ab1" }, "password")).toBe(MESSAGES.resetMin6);
    expect(first(ResetPasswordFormSchema, { ...ok, password: "" }, "password")).toBe(MESSAGES.resetMin6);
  });

  it("shows the 6-character confirmation message on the confirmation", () => {
    expect(first(ResetPasswordFormSchema, { ...ok, confirmPassword: "Ab1" }, "confirmPassword")).toBe(MESSAGES.confirmMin6);
    expect(first(ResetPasswordFormSchema, { ...ok, confirmPassword: "" }, "confirmPassword")).toBe(MESSAGES.confirmMin6);
  });

  it("puts the mismatch on the confirmation field", () => {
    expect(issues(ResetPasswordFormSchema, { ...ok, confirmPassword: "Kitesurf2027" })).toEqual({
      confirmPassword: [MESSAGES.mismatch],
    });
  });

  it("also refuses what registration refuses, with the registration messages", () => {
    const seven = "Kite202";
    expect(first(ResetPasswordFormSchema, { password: seven, confirmPassword: seven }, "password")).toBe(MESSAGES.passwordMin8);
    for (const weak of ["kitesurf2026", "KITESURF2026", "Kitesurfing", "Kitesurf 2026"]) {
      expect(issues(ResetPasswordFormSchema, { password: weak, confirmPassword: weak })).toEqual({
        password: [MESSAGES.passwordComplexity],
      });
    }
  });
});

describe("ResetPasswordSchema (the API payload)", () => {
  const token = "a".repeat(43);

  it("accepts a well-formed token and a strong password", () => {
    expect(ResetPasswordSchema.parse({ token, password: GOOD_PASSWORD })).toEqual({ token, password: GOOD_PASSWORD });
  });

  it("applies the same password rules as the form", () => {
    expect(first(ResetPasswordSchema, { token, password: "Ab1" }, "password")).toBe(MESSAGES.resetMin6);
    expect(first(ResetPasswordSchema, { token, password: "Kite202" }, "password")).toBe(MESSAGES.passwordMin8);
    expect(first(ResetPasswordSchema, { token, password: "kitesurf2026" }, "password")).toBe(MESSAGES.passwordComplexity);
  });

  it("refuses a malformed token as an invalid link", () => {
    expect(first(ResetPasswordSchema, { token: "short", password: GOOD_PASSWORD }, "token")).toBe(MESSAGES.resetLinkInvalid);
    expect(first(ResetPasswordSchema, { token: `${"a".repeat(42)}=`, password: GOOD_PASSWORD }, "token")).toBe(MESSAGES.resetLinkInvalid);
  });

  it("is strict and requires both fields", () => {
    expect(ResetPasswordSchema.safeParse({ token, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }).success).toBe(false);
    expect(Object.keys(issues(ResetPasswordSchema, {})).sort()).toEqual(["password", "token"]);
  });
});

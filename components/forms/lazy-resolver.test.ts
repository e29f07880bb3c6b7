import { describe, expect, it } from "vitest";
import type { ResolverOptions } from "react-hook-form";
import { MESSAGES, RegisterSchema, ResetPasswordFormSchema, type RegisterInput, type ResetPasswordFormInput } from "@/lib/1-domain/validation/auth";
import { lazyZodResolver } from "./lazy-resolver";

// What react-hook-form passes a resolver at a submission (first error of each field, no native validation).
const options = { fields: {}, shouldUseNativeValidation: false, criteriaMode: "firstError" } as ResolverOptions<never>;

describe("lazyZodResolver", () => {
  it("gives each wrong field the server schema's first French message, and the parsed values when all is right", async () => {
    const resolver = lazyZodResolver<RegisterInput>(async () => RegisterSchema);
    const wrong = await resolver({ username: "abc", email: "pas-une-adresse", password: "court" }, undefined, options as never);
    expect(Object.fromEntries(Object.entries(wrong.errors).map(([k, v]) => [k, v?.message]))).toEqual({
      username: MESSAGES.usernameMin5,
      email: MESSAGES.emailInvalid,
      password: MESSAGES.passwordMin8,
    });
    const right = await resolver({ username: "rider_01", email: " Lea@Example.FR ", password: "Vent2024ok" }, undefined, options as never);
    expect(right.errors).toEqual({});
    // The schema's own transforms apply, as on the server.
    expect(right.values).toMatchObject({ username: "rider_01", email: "lea@example.fr" });
  });

  it("puts a cross-field rule on the field the schema names (the confirmation)", async () => {
    const resolver = lazyZodResolver<ResetPasswordFormInput>(async () => ResetPasswordFormSchema);
    const result = await resolver({ password: "Vent2024ok", confirmPassword: "Vent2024ko" }, undefined, options as never);
    expect(result.errors.confirmPassword?.message).toBe(MESSAGES.mismatch);
    expect(result.errors.password).toBeUndefined();
  });

  it("loads the schema once, and again after a failed download", async () => {
    let calls = 0;
    const resolver = lazyZodResolver<ResetPasswordFormInput>(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError("Failed to fetch");
      return ResetPasswordFormSchema;
    });
    resolver.preload(); // a field took the focus: the download starts, and fails
    await new Promise((r) => setTimeout(r, 0));
    const values = { password: "Vent2024ok", confirmPassword: "Vent2024ok" };
    expect((await resolver(values, undefined, options as never)).errors).toEqual({});
    await resolver(values, undefined, options as never);
    expect(calls).toBe(2);
  });
});

"use client";

import { USERNAME_LABEL } from "@/lib/1-domain/site/messages";
import { useForm } from "react-hook-form";
import { register } from "@/components/auth/use-sign-in";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { ACCOUNT_TEXTS, PASSWORD_RULES_HINT } from "@/lib/1-domain/validation/messages-account";
import type { RegisterInput } from "@/lib/1-domain/validation/auth";

// The schema (and zod) load at the first validation; a field's first focus starts the download.
const registerResolver = lazyZodResolver<RegisterInput>(() => import("@/lib/1-domain/validation/auth").then((m) => m.RegisterSchema));

export function RegisterForm() {
  const form = useForm<RegisterInput>({
    resolver: registerResolver,
    defaultValues: { username: "", email: "", firstName: "", lastName: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(register);

  return (
    <form onSubmit={onSubmit} onFocus={registerResolver.preload} className="space-y-4" noValidate>
      <FormField label={USERNAME_LABEL} autoComplete="username" registration={form.register("username")} error={errors.username} />
      <FormField label={ACCOUNT_TEXTS.email} type="email" autoComplete="email" registration={form.register("email")} error={errors.email} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={ACCOUNT_TEXTS.firstName} autoComplete="given-name" registration={form.register("firstName")} error={errors.firstName} />
        <FormField label={ACCOUNT_TEXTS.lastName} autoComplete="family-name" registration={form.register("lastName")} error={errors.lastName} />
      </div>
      <FormField
        label={ACCOUNT_TEXTS.password}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULES_HINT}
        registration={form.register("password")}
        error={errors.password}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Création..." : "Créer un compte"}
      </Button>
    </form>
  );
}

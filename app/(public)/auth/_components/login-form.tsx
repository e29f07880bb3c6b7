"use client";

import { USERNAME_LABEL } from "@/lib/1-domain/site/messages";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { logIn } from "@/components/auth/use-sign-in";
import { asTyped, FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import type { LoginInput } from "@/lib/1-domain/validation/auth";
import { ACCOUNT_TEXTS } from "@/lib/1-domain/validation/messages-account";

// The schema (and zod) load at the first validation; a field's first focus starts the download.
const loginResolver = lazyZodResolver<LoginInput>(() => import("@/lib/1-domain/validation/auth").then((m) => m.LoginSchema));

export function LoginForm() {
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { username: "", password: "", rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(logIn);

  return (
    <form onSubmit={onSubmit} onFocus={loginResolver.preload} className="space-y-4" noValidate>
      <FormField label={USERNAME_LABEL} autoComplete="username" registration={form.register("username")} error={errors.username} />
      <FormField
        label={ACCOUNT_TEXTS.password}
        type="password"
        autoComplete="current-password"
        registration={form.register("password")}
        error={errors.password}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="remember-me"
            checked={form.watch("rememberMe")}
            onCheckedChange={(v) => form.setValue("rememberMe", v === true, asTyped(form.formState.isSubmitted))}
          />
          <Label htmlFor="remember-me" className="min-h-11 leading-snug font-normal">
            Se souvenir de moi (session de 30 jours)
          </Label>
        </div>
        <Link href="/forgot-password" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          Mot de passe oublié ?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Connexion..." : ACCOUNT_TEXTS.signIn}
      </Button>
      {/* The owner's way in whatever a stranger does with the password (decision 0032). */}
      <p className="text-center">
        <Link href="/connexion-par-email" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          {ACCOUNT_TEXTS.loginLinkAsk}
        </Link>
      </p>
    </form>
  );
}

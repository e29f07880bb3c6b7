"use client";

import { ArrowLeft, MailCheck } from "lucide-react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { apiRequest } from "@/lib/browser/api/client";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import type { ForgotPasswordInput } from "@/lib/1-domain/validation/auth";
import { ACCOUNT_TEXTS } from "@/lib/1-domain/validation/messages-account";

// The schema (and zod) load at the first validation; a field's first focus starts the download.
const forgotResolver = lazyZodResolver<ForgotPasswordInput>(() => import("@/lib/1-domain/validation/auth").then((m) => m.ForgotPasswordSchema));

export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordInput>({ resolver: forgotResolver, defaultValues: { email: "" } });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  // A failure is shown on the field (spec §8), which also keeps the form from counting as sent.
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await apiRequest("POST", "/api/request-password-reset", input);
    } catch (error) {
      console.error("Demande de réinitialisation impossible :", error);
      form.setError("email", { message: ACCOUNT_TEXTS.requestFailed });
    }
  });

  if (isSubmitSuccessful) {
    return (
      <Card className="mx-auto mt-6 w-full max-w-md">
        <CardHeader className="items-center text-center">
          <MailCheck aria-hidden className="mx-auto size-10 text-primary" />
          <CardTitle className="text-2xl">
            <h1>Email envoyé</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-center">
          <p>{ACCOUNT_TEXTS.resetSent}</p>
          <p className="text-sm text-muted-foreground">
            Vérifiez votre boîte de réception (et vos courriers indésirables) : le lien est valable 1 heure.
          </p>
        </CardContent>
        <CardFooter className="justify-center">
          <Button asChild variant="outline">
            <Link href="/auth">
              <ArrowLeft aria-hidden className="size-4" />
              {ACCOUNT_TEXTS.backToLogin}
            </Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }

  return (
    <Card className="mx-auto mt-6 w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">
          <h1>{ACCOUNT_TEXTS.forgotPassword}</h1>
        </CardTitle>
        <CardDescription>Saisissez l&apos;adresse email de votre compte : nous vous enverrons un lien pour en choisir un nouveau.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} onFocus={forgotResolver.preload} className="space-y-4" noValidate>
          <FormField label={ACCOUNT_TEXTS.email} type="email" autoComplete="email" registration={form.register("email")} error={errors.email} />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Envoi en cours..." : "Envoyer le lien"}
          </Button>
        </form>
      </CardContent>
      <CardFooter className="justify-center">
        <Link href="/auth" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {ACCOUNT_TEXTS.backToLogin}
        </Link>
      </CardFooter>
    </Card>
  );
}

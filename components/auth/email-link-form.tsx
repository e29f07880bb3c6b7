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
const emailResolver = lazyZodResolver<ForgotPasswordInput>(() => import("@/lib/1-domain/validation/auth").then((m) => m.ForgotPasswordSchema));

export type EmailLinkTexts = { title: string; intro: string; submit: string; pending: string; sent: string; sentNote: string };

/**
 * An address, then « sent » whatever the address (the server answers alike for any): the forgotten password's
 * form and the login link's. A failure is shown on the field (spec §8), which also keeps the form from counting
 * as sent.
 */
export function EmailLinkForm({ endpoint, texts }: { endpoint: string; texts: EmailLinkTexts }) {
  const form = useForm<ForgotPasswordInput>({ resolver: emailResolver, defaultValues: { email: "" } });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await apiRequest("POST", endpoint, input);
    } catch (error) {
      console.error(`${texts.title} : demande impossible :`, error);
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
          <p>{texts.sent}</p>
          <p className="text-sm text-muted-foreground">{texts.sentNote}</p>
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
          <h1>{texts.title}</h1>
        </CardTitle>
        <CardDescription>{texts.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} onFocus={emailResolver.preload} className="space-y-4" noValidate>
          <FormField label={ACCOUNT_TEXTS.email} type="email" autoComplete="email" registration={form.register("email")} error={errors.email} />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? texts.pending : texts.submit}
          </Button>
        </form>
      </CardContent>
      <CardFooter className="justify-center">
        <Link href="/auth" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          {ACCOUNT_TEXTS.backToLogin}
        </Link>
      </CardFooter>
    </Card>
  );
}

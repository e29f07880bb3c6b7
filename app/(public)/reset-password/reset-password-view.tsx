"use client";

import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, KeyRound, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardStatusHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/components/auth/use-auth";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, getJson } from "@/lib/browser/api/client";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { ACCOUNT_TEXTS, PASSWORD_RULES_HINT } from "@/lib/1-domain/validation/messages-account";
import { MESSAGES } from "@/lib/1-domain/validation/auth-rules";
import type { ResetPasswordFormInput } from "@/lib/1-domain/validation/auth";

// The schema (and zod) load at the first validation; a field's first focus starts the download.
const resetResolver = lazyZodResolver<ResetPasswordFormInput>(() => import("@/lib/1-domain/validation/auth").then((m) => m.ResetPasswordFormSchema));

const REDIRECT_AFTER_RESET_MS = 3000;

function Shell({ children }: { children: React.ReactNode }) {
  return <Card className="mx-auto mt-6 w-full max-w-md">{children}</Card>;
}

export function ResetPasswordView() {
  const token = useSearchParams().get("token");
  const router = useRouter();
  const { setUser } = useAuth();
  // Only called when a token is present; otherwise the link is invalid (spec §7).
  const validation = useQuery({
    queryKey: ["/api/validate-reset-token", token],
    queryFn: getJson<{ valid: boolean }>(`/api/validate-reset-token/${encodeURIComponent(token ?? "")}`),
    enabled: Boolean(token),
    staleTime: 0,
  });
  const form = useForm<ResetPasswordFormInput>({
    resolver: resetResolver,
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  // A failure is shown on the password field (spec §8), which also keeps the form from counting as done.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiRequest("POST", "/api/reset-password", { token, password: values.password });
      // The reset ended every session of the account, this browser's included.
      setUser(null);
    } catch (error) {
      console.error("Réinitialisation impossible :", error);
      form.setError("password", { message: ACCOUNT_TEXTS.requestFailed });
    }
  });

  useEffect(() => {
    if (!isSubmitSuccessful) return;
    const timer = setTimeout(() => router.push("/auth"), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [isSubmitSuccessful, router]);

  if (token && validation.isPending) {
    return (
      <Shell>
        <CardContent className="flex flex-col items-center gap-3 py-10">
          <Spinner className="size-8 text-primary" />
          <p>Vérification du token...</p>
        </CardContent>
      </Shell>
    );
  }

  if (isSubmitSuccessful) {
    return (
      <Shell>
        <CardStatusHeader icon={<CheckCircle2 aria-hidden className="mx-auto size-10 text-wind-good" />} title={ACCOUNT_TEXTS.resetDone} />
        <CardContent className="text-center text-muted-foreground">
          Vous allez être redirigé vers la page de connexion dans {REDIRECT_AFTER_RESET_MS / 1000} secondes.
        </CardContent>
      </Shell>
    );
  }

  if (!token || validation.isError || !validation.data?.valid) {
    return (
      <Shell>
        <CardStatusHeader icon={<TriangleAlert aria-hidden className="mx-auto size-10 text-destructive" />} title={MESSAGES.resetLinkInvalid} />
        <CardContent className="space-y-3 text-center">
          <p>Le lien de réinitialisation de mot de passe que vous avez utilisé est invalide ou a expiré.</p>
          <p className="text-sm text-muted-foreground">Demandez un nouveau lien : il sera valable 1 heure.</p>
        </CardContent>
        <CardFooter className="justify-center">
          <Button asChild>
            <Link href="/forgot-password">Nouvelle demande de réinitialisation</Link>
          </Button>
        </CardFooter>
      </Shell>
    );
  }

  return (
    <Shell>
      <CardHeader>
        <KeyRound aria-hidden className="size-8 text-primary" />
        <CardTitle className="text-2xl">
          <h1>{ACCOUNT_TEXTS.newPassword}</h1>
        </CardTitle>
        <CardDescription>
          Au moins 8 caractères, avec une majuscule, une minuscule et un chiffre.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} onFocus={resetResolver.preload} className="space-y-4" noValidate>
          <FormField
            label={ACCOUNT_TEXTS.newPassword}
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_RULES_HINT}
            registration={form.register("password")}
            error={errors.password}
          />
          <FormField
            label="Confirmer le mot de passe"
            type="password"
            autoComplete="new-password"
            registration={form.register("confirmPassword")}
            error={errors.confirmPassword}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Réinitialisation en cours..." : "Réinitialiser le mot de passe"}
          </Button>
        </form>
      </CardContent>
    </Shell>
  );
}

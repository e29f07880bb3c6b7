"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useAuth } from "@/components/auth/use-auth";
import { USER_QUERY_KEY } from "@/components/auth/user-query";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/browser/api/client";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import type { ProfileInput } from "@/lib/1-domain/validation/auth";
import { ACCOUNT_TEXTS } from "@/lib/1-domain/validation/messages-account";
import { SAVE, SAVING } from "@/lib/1-domain/site/messages";
import { CURRENT_PASSWORD_REQUIRED } from "@/lib/1-domain/validation/current-password";

// The schema (and zod) load at the first validation; a field's first focus starts the download.
const profileResolver = lazyZodResolver<ProfileInput>(() => import("@/lib/1-domain/validation/auth").then((m) => m.ProfileSchema));

/** The profile's form; the page draws its card and shows it only while a user is signed in. */
export function ProfileForm() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const valuesOf = (u: PublicUser | null) => ({
    firstName: u?.firstName ?? "",
    lastName: u?.lastName ?? "",
    email: u?.email ?? "",
    currentPassword: "",
  });
  // Filled from the first render (the server already knows the user), so nothing a rider types early is
  // overwritten when the page hydrates.
  const form = useForm<ProfileInput>({ resolver: profileResolver, defaultValues: valuesOf(user) });

  // The form follows the current user (spec §2: re-synced from the current user data).
  const userKey = user ? `${user.id}|${user.firstName}|${user.lastName}|${user.email}` : "";
  useEffect(() => {
    if (user) form.reset(valuesOf(user));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-sync only when the user's data changes
  }, [userKey, form]);

  const watchedEmail = form.watch("email");

  const mutation = useMutation({
    mutationFn: (values: ProfileInput) => apiRequest<PublicUser>("PATCH", "/api/user", values),
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      form.resetField("currentPassword");
      toast({ title: "Profil mis à jour", description: "Vos informations ont été mises à jour avec succès." });
    },
    onError: (error) => toast({ title: "Mise à jour échouée", description: errorMessage(error), variant: "destructive" }),
  });

  if (!user) return null;

  const { errors } = form.formState;
  // A new address needs the current password (the server checks it); the field shows only then.
  const typedEmail = watchedEmail?.trim().toLowerCase() ?? "";
  const emailChanges = typedEmail !== "" && typedEmail !== user.email.toLowerCase();
  const submit = form.handleSubmit(({ currentPassword, ...values }) => {
    if (!emailChanges) return mutation.mutate(values);
    if (!currentPassword) return form.setError("currentPassword", { message: CURRENT_PASSWORD_REQUIRED }, { shouldFocus: true });
    mutation.mutate({ ...values, currentPassword });
  });
  return (
    <form onSubmit={submit} onFocus={profileResolver.preload} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={ACCOUNT_TEXTS.firstName} autoComplete="given-name" registration={form.register("firstName")} error={errors.firstName} />
        <FormField label={ACCOUNT_TEXTS.lastName} autoComplete="family-name" registration={form.register("lastName")} error={errors.lastName} />
      </div>
      <FormField label={ACCOUNT_TEXTS.email} type="email" autoComplete="email" registration={form.register("email")} error={errors.email} />
      {emailChanges ? (
        <FormField
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          registration={form.register("currentPassword")}
          error={errors.currentPassword}
        />
      ) : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? SAVING : SAVE}
      </Button>
    </form>
  );
}

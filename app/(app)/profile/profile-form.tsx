"use client";

import { useMutation, useQueryClient } from "@/lib/query";
import { UserRound } from "lucide-react";
import { useEffect } from "react";
import { useForm, useWatch } from "@/lib/forms/use-form";
import { USER_QUERY_KEY, useAuth } from "@/components/auth/use-auth";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import type { PublicUser } from "@/lib/auth/users";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import type { ProfileInput } from "@/lib/validation/auth";
import { MESSAGES } from "@/lib/validation/auth-rules";

// The schema (and zod) load at the first validation; a field's first focus starts the download.
const profileResolver = lazyZodResolver<ProfileInput>(() => import("@/lib/validation/auth").then((m) => m.ProfileSchema));

export function ProfileForm() {
  const { user, isLoading } = useAuth();
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

  const watchedEmail = useWatch({ control: form.control, name: "email" });

  const mutation = useMutation({
    mutationFn: (values: ProfileInput) => apiRequest<PublicUser>("PATCH", "/api/user", values),
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      form.resetField("currentPassword");
      toast({ title: "Profil mis à jour", description: "Vos informations ont été mises à jour avec succès." });
    },
    onError: (error) => toast({ title: "Mise à jour échouée", description: errorMessage(error), variant: "destructive" }),
  });

  if (isLoading || !user) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner className="size-8 text-primary" />
      </div>
    );
  }

  const { errors } = form.formState;
  // A new address needs the current password (the server checks it); the field shows only then.
  const typedEmail = watchedEmail?.trim().toLowerCase() ?? "";
  const emailChanges = typedEmail !== "" && typedEmail !== user.email.toLowerCase();
  const submit = form.handleSubmit(({ currentPassword, ...values }) => {
    if (!emailChanges) return mutation.mutate(values);
    if (!currentPassword) return form.setError("currentPassword", { message: MESSAGES.currentPasswordRequired }, { shouldFocus: true });
    mutation.mutate({ ...values, currentPassword });
  });
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-xl font-bold text-secondary-foreground" aria-hidden>
            {user.username.charAt(0).toUpperCase() || <UserRound className="size-6" />}
          </span>
          <div>
            <CardTitle className="text-2xl">
              <h1>Mon profil</h1>
            </CardTitle>
            <CardDescription>Mettez à jour vos informations personnelles</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <p className="mb-4 text-sm text-muted-foreground">
          Nom d&apos;utilisateur : <span className="font-medium text-foreground">{user.username}</span>
        </p>
        <form onSubmit={submit} onFocus={profileResolver.preload} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Prénom" autoComplete="given-name" registration={form.register("firstName")} error={errors.firstName} />
            <FormField label="Nom" autoComplete="family-name" registration={form.register("lastName")} error={errors.lastName} />
          </div>
          <FormField label="Email" type="email" autoComplete="email" registration={form.register("email")} error={errors.email} />
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
            {mutation.isPending ? "Enregistrement..." : "Enregistrer"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useAuth } from "@/components/auth/use-auth";
import { USER_QUERY_KEY } from "@/components/auth/user-query";
import { dependsOnConditions } from "@/components/rider/conditions-queries";
import { asTyped, FormField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/browser/api/client";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import { CONDITIONS } from "@/lib/1-domain/forecast/messages-conditions";
import { SPOT_LEVELS } from "@/lib/1-domain/spots/knowledge-types";
import type { PreferencesInput, RiderPreferences } from "@/lib/1-domain/validation/preferences";
import { KitesInput } from "./kites-input";

// The schema (and zod) load at the first validation, as for the profile's other form.
const conditionsResolver = lazyZodResolver<PreferencesInput>(() => import("@/lib/1-domain/validation/preferences").then((m) => m.PreferencesSchema));

const SELECT =
  "flex h-11 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

/** What the form edits of the stored conditions (`saved` is the server's, `kiteShift` the logbook's: « Mes sessions »). */
const formValues = ({ saved: _saved, kiteShift: _shift, ...values }: RiderPreferences): PreferencesInput => values;

/** « Mes conditions »: the wind range, level, weight, quiver and gust limit the verdicts are computed for (the page draws the card). */
export function ConditionsForm() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const router = useRouter();
  const levelId = useId();
  const prefs = user?.preferences;
  const form = useForm<PreferencesInput>({ resolver: conditionsResolver, defaultValues: prefs ? formValues(prefs) : undefined });

  // Re-synced only when the stored conditions change after the first render: what a rider typed before the
  // page hydrated is kept (the form was already filled from the server's user).
  const prefsKey = prefs ? JSON.stringify(prefs) : "";
  const synced = useRef(prefsKey);
  useEffect(() => {
    if (synced.current === prefsKey) return;
    synced.current = prefsKey;
    if (prefs) form.reset(formValues(prefs));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-sync only when the stored conditions change
  }, [prefsKey, form]);

  const mutation = useMutation({
    mutationFn: (values: PreferencesInput) => apiRequest<RiderPreferences>("PATCH", "/api/user/preferences", values),
    onSuccess: (saved) => {
      queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, (old) => (old ? { ...old, preferences: saved } : old));
      void queryClient.invalidateQueries({ predicate: dependsOnConditions });
      // The pages rendered on the server (the invitation line, the verdicts) follow the new conditions.
      router.refresh();
      toast({ title: CONDITIONS.saved, description: CONDITIONS.savedDescription });
    },
    onError: (error) => toast({ title: CONDITIONS.failed, description: errorMessage(error), variant: "destructive" }),
  });

  if (!user) return null;
  const { errors } = form.formState;
  const knots = { valueAsNumber: true } as const;
  return (
    <form
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      onFocus={conditionsResolver.preload}
      className="space-y-4"
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={CONDITIONS.windMin}
          type="number"
          inputMode="numeric"
          className="h-11"
          registration={form.register("windMinKn", knots)}
          error={errors.windMinKn}
        />
        <FormField
          label={CONDITIONS.windMax}
          type="number"
          inputMode="numeric"
          className="h-11"
          registration={form.register("windMaxKn", knots)}
          error={errors.windMaxKn}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={levelId}>{CONDITIONS.level}</Label>
        <select id={levelId} className={SELECT} aria-invalid={errors.level ? true : undefined} {...form.register("level")}>
          {SPOT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
        {errors.level?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.level.message}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={CONDITIONS.weight}
          type="number"
          inputMode="numeric"
          className="h-11"
          registration={form.register("weightKg", knots)}
          error={errors.weightKg}
        />
        <FormField
          label={CONDITIONS.gustMax}
          type="number"
          inputMode="numeric"
          className="h-11"
          hint={CONDITIONS.gustHint}
          registration={form.register("gustMaxKn", knots)}
          error={errors.gustMaxKn}
        />
      </div>
      <KitesInput
        value={form.watch("kites") ?? []}
        onChange={(sizes) => form.setValue("kites", sizes, asTyped(form.formState.isSubmitted))}
        invalid={Boolean(errors.kites)}
        error={kiteItemError(errors.kites)}
      />
      <Button type="submit" className="h-11" disabled={mutation.isPending}>
        {mutation.isPending ? CONDITIONS.saving : CONDITIONS.save}
      </Button>
    </form>
  );
}

/** An error on one size of the quiver (« kites.2 ») is reported under the whole list. */
function kiteItemError(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string") return error.message;
  for (const item of Object.values(error)) if (item && typeof item === "object" && "message" in item && typeof item.message === "string") return item.message;
  return undefined;
}

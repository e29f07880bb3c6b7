"use client";

import { useQuery } from "@tanstack/react-query";
import { BellOff, BellRing, Compass, Mail, TriangleAlert } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useAuth } from "@/components/auth/use-auth";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { asTyped, FormField, InlineError } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ALERT_DAYS } from "@/lib/1-domain/alerts/days";
import { ALERT_FORM, describeAlert } from "@/lib/1-domain/alerts/messages-ui";
import { errorMessage, getJson } from "@/lib/browser/api/client";
import { sectorLabel } from "@/lib/1-domain/forecast/verdict-ui";
import type { SpotWithKnowledge } from "@/lib/1-domain/forecast/api-types";
import { PUSH_MESSAGES } from "@/lib/1-domain/push/messages";
import { ALERT_DAY_LABELS, ALERT_MAX_LEAD_DAYS, ALERT_MIN_LEAD_DAYS, type AlertSettingsInput, type AlertView } from "@/lib/1-domain/validation/alerts";
import { DEFAULT_PREFERENCES, type RiderPreferences } from "@/lib/1-domain/validation/preferences";
import { ALERT_WARNINGS, alertWarnings } from "@/lib/1-domain/alerts/warnings";
import { compassPoint } from "@/lib/0-base/format";
import { cn } from "@/lib/0-base/utils";
import { enablePush } from "./enable-push";
import { useCreateAlert, useUpdateAlert } from "./alert-mutations";

/*
 * « Créer une alerte » and « Modifier l'alerte »: one short form in a dialog, loaded when a rider
 * first asks for it (components/alerts/create-alert-button.tsx, the profile's « Modifier »).
 */
const resolver = lazyZodResolver<AlertSettingsInput>(() => import("@/lib/1-domain/validation/alerts").then((m) => m.AlertSettingsSchema));

export const DEFAULT_MIN_HOURS = 2;
export const DEFAULT_LEAD_DAYS = 3;
const LEAD_DAYS = Array.from({ length: ALERT_MAX_LEAD_DAYS - ALERT_MIN_LEAD_DAYS + 1 }, (_, i) => ALERT_MIN_LEAD_DAYS + i);

const SELECT =
  "flex h-11 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

type Props = {
  spotId: number;
  spotName: string;
  /** The alert being edited; none to create one. */
  alert?: AlertView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type PushNote = { text: string; tone: "info" | "error" } | null;

const PUSH_NOTES: Record<"denied" | "unsupported" | "failed", string> = {
  denied: PUSH_MESSAGES.denied,
  unsupported: PUSH_MESSAGES.unsupported,
  failed: PUSH_MESSAGES.failed,
};

/** The spot's rideable directions, from the spot the forecast page already holds (or one GET from the profile). */
function RideableDirections({ spotId }: { spotId: number }) {
  const { data: spot } = useQuery({
    // The forecast page's own key for its spot: opened there, this reads its cache.
    queryKey: [`/api/spots/${spotId}`],
    queryFn: getJson<SpotWithKnowledge>(`/api/spots/${spotId}`),
  });
  if (!spot) return null;
  const sectors = spot.rideableSectors ?? [];
  return (
    <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-foreground" data-testid="alert-sectors">
      <Compass aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        {sectors.length ? (
          <>
            <span className="font-medium">{ALERT_FORM.rideable} : </span>
            {sectors.map((s) => sectorLabel(compassPoint(s.from), compassPoint(s.to))).join(", ")}
          </>
        ) : (
          ALERT_FORM.noSectors
        )}
      </span>
    </p>
  );
}

/**
 * Why the alert as set cannot fire (lib/1-domain/alerts/warnings.ts, the function the API answers with), shown
 * while the rider edits it; saving stays possible.
 */
function FiringWarnings({ spotId, prefs, minWindKn, maxWindKn }: { spotId: number; prefs: RiderPreferences; minWindKn: number; maxWindKn: number }) {
  const { data: spot } = useQuery({
    queryKey: [`/api/spots/${spotId}`],
    queryFn: getJson<SpotWithKnowledge>(`/api/spots/${spotId}`),
  });
  if (typeof minWindKn !== "number" || typeof maxWindKn !== "number" || Number.isNaN(minWindKn) || Number.isNaN(maxWindKn) || minWindKn >= maxWindKn) return null;
  const warnings = alertWarnings({ minWindKn, maxWindKn }, prefs, spot?.level ?? null);
  if (!warnings.length) return null;
  return (
    <div role="status" className="space-y-1.5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100" data-testid="alert-warnings">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {ALERT_WARNINGS.title}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      <p>{ALERT_WARNINGS.saveAnyway}</p>
    </div>
  );
}

export function AlertFormDialog({ spotId, spotName, alert, open, onOpenChange }: Props) {
  const { user } = useAuth();
  const prefs = user?.preferences ?? DEFAULT_PREFERENCES;
  const defaults: AlertSettingsInput = alert
    ? { minWindKn: alert.minWindKn, maxWindKn: alert.maxWindKn, minHours: alert.minHours, days: alert.days, leadDays: alert.leadDays, email: alert.email, push: alert.push }
    : { minWindKn: prefs.windMinKn, maxWindKn: prefs.windMaxKn, minHours: DEFAULT_MIN_HOURS, days: "all", leadDays: DEFAULT_LEAD_DAYS, email: true, push: false };
  const form = useForm<AlertSettingsInput>({ resolver, defaultValues: defaults });
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const mutation = alert ? update : create;
  const [pushNote, setPushNote] = useState<PushNote>(null);
  const ids = { days: useId(), lead: useId(), push: useId() };

  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      create.reset();
      update.reset();
      setPushNote(null);
    }
    onOpenChange(next);
  };

  const turnPushOn = async () => {
    setPushNote({ text: PUSH_MESSAGES.enabling, tone: "info" });
    const result = await enablePush();
    if (result === "enabled") {
      setPushNote({ text: PUSH_MESSAGES.enabled, tone: "info" });
      return;
    }
    // Refused or impossible here: no notification, and the e-mail stays on so the alert still reaches the rider.
    form.setValue("push", false);
    form.setValue("email", true);
    setPushNote({ text: PUSH_NOTES[result], tone: "error" });
  };

  const submit = form.handleSubmit((values) => {
    const onSuccess = (saved: AlertView) => {
      toast({
        title: alert ? ALERT_FORM.saved : ALERT_FORM.created,
        description: alert ? describeAlert(saved) : ALERT_FORM.createdDescription,
      });
      close(false);
    };
    if (alert) update.mutate({ id: alert.id, patch: values }, { onSuccess });
    else create.mutate({ spotId, ...values }, { onSuccess });
  });

  const { errors } = form.formState;
  const whole = { valueAsNumber: true } as const;
  const serverError = mutation.error ? errorMessage(mutation.error) : null;
  const channelError = errors.push?.message ?? errors.email?.message;

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={alert ? ALERT_FORM.edit : ALERT_FORM.create}
      description={ALERT_FORM.description(spotName)}
      width="sm:max-w-xl"
      testId="alert-form"
    >
      <RideableDirections spotId={spotId} />
      <form onSubmit={submit} onFocus={resolver.preload} className="space-y-5" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <FormField label={ALERT_FORM.minWind} type="number" inputMode="numeric" className="h-11" registration={form.register("minWindKn", whole)} error={errors.minWindKn} />
          <FormField label={ALERT_FORM.maxWind} type="number" inputMode="numeric" className="h-11" registration={form.register("maxWindKn", whole)} error={errors.maxWindKn} />
        </div>
        <FiringWarnings spotId={spotId} prefs={prefs} minWindKn={form.watch("minWindKn")} maxWindKn={form.watch("maxWindKn")} />
        <div className="grid gap-3 sm:grid-cols-[1fr_1.4fr]">
          <FormField label={ALERT_FORM.minHours} type="number" inputMode="numeric" className="h-11" registration={form.register("minHours", whole)} error={errors.minHours} />
          <div className="space-y-1.5">
            <Label htmlFor={ids.lead}>{ALERT_FORM.leadDays}</Label>
            <select id={ids.lead} className={SELECT} aria-invalid={errors.leadDays ? true : undefined} {...form.register("leadDays", whole)}>
              {LEAD_DAYS.map((n) => (
                <option key={n} value={n}>
                  {ALERT_FORM.leadDayOption(n)}
                </option>
              ))}
            </select>
            <InlineError>{errors.leadDays?.message}</InlineError>
          </div>
        </div>

        <fieldset className="space-y-1.5">
          <legend className="mb-1.5 text-sm font-medium">{ALERT_FORM.days}</legend>
          <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
            {ALERT_DAYS.map((day) => (
              <label
                key={day}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center justify-center rounded-md px-1 text-center text-sm leading-tight font-medium text-foreground/80 transition-colors hover:bg-card/70",
                  // The chosen one stands out in full sun: solid colour, not a shade of grey.
                  "has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:checked]:shadow-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                )}
              >
                <input type="radio" value={day} className="sr-only" {...form.register("days")} />
                {ALERT_DAY_LABELS[day]}
              </label>
            ))}
          </div>
          <InlineError>{errors.days?.message}</InlineError>
        </fieldset>

        <fieldset className="space-y-2" aria-describedby={channelError ? ids.push : undefined}>
          <legend className="mb-1.5 text-sm font-medium">{ALERT_FORM.channels}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <ChannelOption
              icon={<Mail aria-hidden className="size-5" />}
              label={ALERT_FORM.email}
              checked={form.watch("email")}
              onChange={(on) => form.setValue("email", on, asTyped(form.formState.isSubmitted))}
            />
            <ChannelOption
              icon={<BellRing aria-hidden className="size-5" />}
              label={ALERT_FORM.push}
              checked={form.watch("push")}
              onChange={(on) => {
                form.setValue("push", on, asTyped(form.formState.isSubmitted));
                if (on) void turnPushOn();
                else setPushNote(null);
              }}
            />
          </div>
          {pushNote ? (
            <p
              role="status"
              className={cn(
                "flex items-start gap-2 text-sm",
                pushNote.tone === "error" ? "rounded-md bg-accent px-3 py-2 font-medium text-accent-foreground" : "text-muted-foreground",
              )}
            >
              {pushNote.tone === "error" ? <BellOff aria-hidden className="mt-0.5 size-4 shrink-0" /> : null}
              {pushNote.text}
            </p>
          ) : null}
          <InlineError id={ids.push}>{channelError}</InlineError>
        </fieldset>

        <FormDialogFooter
          serverError={serverError}
          cancel={ALERT_FORM.cancel}
          onCancel={() => close(false)}
          submit={mutation.isPending ? ALERT_FORM.saving : alert ? ALERT_FORM.submitEdit : ALERT_FORM.submitCreate}
          pending={mutation.isPending}
        />
      </form>
    </FormDialog>
  );
}

function ChannelOption({ icon, label, checked, onChange }: { icon: ReactNode; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div
      className={cn(
        "flex min-h-12 items-center gap-3 rounded-md border px-3 transition-colors",
        checked ? "border-primary bg-primary/5" : "border-input bg-card",
      )}
    >
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} className="size-5" />
      <label htmlFor={id} className="flex flex-1 cursor-pointer items-center gap-2 self-stretch text-base font-medium md:text-sm">
        <span className={checked ? "text-primary" : "text-muted-foreground"}>{icon}</span>
        {label}
      </label>
    </div>
  );
}

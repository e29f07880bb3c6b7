"use client";

import { useId, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { useAuth } from "@/components/auth/use-auth";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { asTyped, InlineError } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useSpots } from "@/components/spots/use-spots";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { parisParts } from "@/lib/0-base/time";
import { cn } from "@/lib/0-base/utils";
import { FEEL_LABELS, LOG_FORM } from "@/lib/1-domain/logbook/messages";
import { LAST_HOUR, SESSION_FEELS, SESSION_NOTE_MAX, todayInParis, type CreateSessionInput, type NewSession } from "@/lib/1-domain/validation/logbook";
import { errorMessage } from "@/lib/browser/api/client";
import { useLogSession } from "./use-sessions";

/*
 * « Noter une session » (docs/decisions/0030-rider-logbook.md): the spot, day and hours come filled in (from the
 * forecast page, or the last two hours), so a rider taps a kite, a feeling and « Enregistrer ». Loaded at the first
 * press of the button (./log-session-button.tsx).
 */
const resolver = lazyZodResolver<CreateSessionInput>(() => import("@/lib/1-domain/validation/logbook").then((m) => m.CreateSessionSchema));

const HOURS = Array.from({ length: LAST_HOUR + 1 }, (_, h) => h);
const SELECT =
  "flex h-11 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";
const CHOICE =
  "flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-input bg-card px-3 text-base font-semibold transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50";

export type SessionPrefill = {
  /** The spot of the forecast page; without it the rider chooses one. */
  spotId?: number;
  spotName?: string;
  /** "yyyy-MM-dd" (Paris): the day shown, or the window's. */
  date?: string;
  startHour?: number;
  endHour?: number;
  /** The kite the window named. */
  kiteM2?: number;
};

type Props = SessionPrefill & { open: boolean; onOpenChange: (open: boolean) => void };

/** The last two whole hours of today, when nothing else is known: a session is logged once it is over. */
function lastHours(now = new Date()): { startHour: number; endHour: number } {
  const endHour = Math.min(LAST_HOUR, Math.max(1, parisParts(now).hour));
  return { startHour: Math.max(0, endHour - 2), endHour };
}

/** A whole hour of the day, 0 h to 23 h. */
function HourSelect({ id, label, registration, invalid }: { id: string; label: string; registration: UseFormRegisterReturn; invalid?: boolean }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={SELECT} aria-invalid={invalid || undefined} {...registration}>
        {HOURS.map((h) => (
          <option key={h} value={h}>
            {LOG_FORM.hour(h)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The spot, when the form is not opened from a spot's page: the rider's favourites first, then the others, by name. */
function SpotSelect({ id, registration, invalid }: { id: string; registration: UseFormRegisterReturn; invalid: boolean }) {
  const spots = useSpots();
  const sorted = [...(spots.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, "fr"));
  const group = (label: string, favorite: boolean) => (
    <optgroup label={label}>
      {sorted
        .filter((s) => s.isFavorite === favorite)
        .map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
    </optgroup>
  );
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{LOG_FORM.spot}</Label>
      <select id={id} className={SELECT} aria-invalid={invalid || undefined} {...registration}>
        <option value="">{LOG_FORM.spotChoose}</option>
        {group(LOG_FORM.favorites, true)}
        {group(LOG_FORM.otherSpots, false)}
      </select>
      {/* Whatever the schema found wrong (no spot chosen yet), the rider is asked to choose one. */}
      <InlineError>{invalid ? LOG_FORM.spotChoose : null}</InlineError>
    </div>
  );
}

export function LogSessionDialog({ spotId, spotName, date, startHour, endHour, kiteM2, open, onOpenChange }: Props) {
  const { user } = useAuth();
  const quiver = user?.preferences.kites ?? [];
  const hours = startHour !== undefined && endHour !== undefined ? { startHour, endHour } : lastHours();
  const defaults: Partial<CreateSessionInput> = { spotId, date: date ?? todayInParis(), ...hours, kiteM2, note: "" };
  const form = useForm<CreateSessionInput>({ resolver, defaultValues: defaults });
  const mutation = useLogSession();
  const [kite, setKiteShown] = useState(kiteM2);
  // A prefilled size outside the quiver (a borrowed kite) shows in the field.
  const initialOther = kiteM2 !== undefined && !quiver.includes(kiteM2) ? String(kiteM2).replace(".", ",") : "";
  const [otherKite, setOtherKite] = useState(initialOther);
  const ids = { spot: useId(), day: useId(), start: useId(), end: useId(), other: useId(), note: useId(), kite: useId(), feel: useId() };

  const close = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      setKiteShown(kiteM2);
      setOtherKite(initialOther);
      mutation.reset();
    }
    onOpenChange(next);
  };

  // The resolver hands over the schema's output (a blank note is null).
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values as unknown as NewSession, {
      onSuccess: (saved) => {
        toast({ title: LOG_FORM.saved, description: LOG_FORM.savedDescription(saved.spotName) });
        close(false);
      },
    }),
  );

  const { errors } = form.formState;
  // The chips and the field share the form's one value; the chosen size is kept here too, for the chips to show it.
  const setKite = (size: number | undefined) => {
    setKiteShown(size);
    form.setValue("kiteM2", size as number, asTyped(form.formState.isSubmitted));
  };
  const serverError = mutation.error ? errorMessage(mutation.error) : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={LOG_FORM.title}
      description={spotName ? LOG_FORM.description(spotName) : LOG_FORM.descriptionAnySpot}
      width="sm:max-w-lg"
      testId="log-session-form"
    >
      <form onSubmit={submit} onFocus={resolver.preload} onPointerDown={resolver.preload} className="space-y-5" noValidate>
        {spotId === undefined ? (
          <SpotSelect id={ids.spot} registration={form.register("spotId", { valueAsNumber: true })} invalid={Boolean(errors.spotId)} />
        ) : null}

        <div className="grid grid-cols-[1.4fr_1fr_1fr] gap-2">
          <div className="space-y-1.5">
            <Label htmlFor={ids.day}>{LOG_FORM.day}</Label>
            <Input id={ids.day} type="date" max={todayInParis()} className="h-11 px-2" aria-invalid={errors.date ? true : undefined} {...form.register("date")} />
          </div>
          <HourSelect id={ids.start} label={LOG_FORM.start} registration={form.register("startHour", { valueAsNumber: true })} />
          <HourSelect id={ids.end} label={LOG_FORM.end} registration={form.register("endHour", { valueAsNumber: true })} invalid={Boolean(errors.endHour)} />
        </div>
        <InlineError>{errors.date?.message ?? errors.startHour?.message ?? errors.endHour?.message}</InlineError>

        <fieldset className="space-y-2">
          <legend id={ids.kite} className="mb-1.5 text-sm font-medium">
            {LOG_FORM.kite}
          </legend>
          {quiver.length ? (
            <div className="flex flex-wrap gap-2">
              {quiver.map((size) => (
                <label key={size} className={CHOICE}>
                  <input
                    type="radio"
                    name="kite-choice"
                    className="sr-only"
                    checked={kite === size && otherKite === ""}
                    onChange={() => {
                      setOtherKite("");
                      setKite(size);
                    }}
                  />
                  {LOG_FORM.kiteOption(size)}
                </label>
              ))}
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <Label htmlFor={ids.other} className="shrink-0 font-normal text-muted-foreground">
              {LOG_FORM.kiteOther}
            </Label>
            <Input
              id={ids.other}
              inputMode="decimal"
              placeholder="9"
              className="h-11 w-24"
              aria-invalid={errors.kiteM2 ? true : undefined}
              value={otherKite}
              onChange={(e) => {
                setOtherKite(e.target.value);
                const size = Number(e.target.value.replace(",", ".").trim());
                setKite(e.target.value.trim() && Number.isFinite(size) ? size : undefined);
              }}
            />
          </div>
          <InlineError>{errors.kiteM2?.message}</InlineError>
        </fieldset>

        <fieldset className="space-y-1.5">
          <legend id={ids.feel} className="mb-1.5 text-sm font-medium">
            {LOG_FORM.feel}
          </legend>
          <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
            {SESSION_FEELS.map((feel) => (
              <label key={feel} className={cn(CHOICE, "border-transparent bg-transparent text-sm text-foreground/80")}>
                <input type="radio" value={feel} className="sr-only" {...form.register("feel")} />
                {FEEL_LABELS[feel]}
              </label>
            ))}
          </div>
          <InlineError>{errors.feel?.message}</InlineError>
        </fieldset>

        <div className="space-y-1.5">
          <Label htmlFor={ids.note}>{LOG_FORM.note}</Label>
          <textarea
            id={ids.note}
            rows={2}
            maxLength={SESSION_NOTE_MAX}
            placeholder={LOG_FORM.notePlaceholder}
            className="flex min-h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
            {...form.register("note")}
          />
          <InlineError>{errors.note?.message}</InlineError>
        </div>

        <FormDialogFooter
          serverError={serverError}
          cancel={LOG_FORM.cancel}
          onCancel={() => close(false)}
          submit={mutation.isPending ? LOG_FORM.saving : LOG_FORM.save}
          pending={mutation.isPending}
        />
      </form>
    </FormDialog>
  );
}

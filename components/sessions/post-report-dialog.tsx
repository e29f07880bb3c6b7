"use client";

import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useRuntimeConfig } from "@/components/providers";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { realtimeUrl } from "@/lib/1-domain/chat/connection";
import { REPORT_FORM } from "@/lib/1-domain/logbook/messages";
import { REPORT_TEXT, REPORT_WATER_CHOICES, REPORT_WIND_CHOICES } from "@/lib/1-domain/logbook/messages-report";
import { REPORT_WINDS, type ReportInput } from "@/lib/1-domain/logbook/report";
import type { SessionView } from "@/lib/1-domain/logbook/types";
import { WATER_STATES } from "@/lib/1-domain/spots/knowledge-types";
import { postReport } from "@/lib/browser/logbook/post-report";
import { pageConnection } from "@/lib/browser/realtime/page-connection";

/*
 * « Publier dans le chat » (docs/decisions/0030-rider-logbook.md): the wind the rider had (filled in from the
 * station, else the forecast), steady or gusty, and the water; the service adds the session's kite and end. Sent on
 * the page's socket, as the chat sends its messages.
 */
type ReportForm = { sessionId: number; windKn: number; wind?: ReportInput["wind"]; water?: ReportInput["water"] };
const resolver = lazyZodResolver<ReportForm>(() => import("@/lib/1-domain/logbook/report").then((m) => m.ReportInputSchema));

const SEGMENT =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-medium text-foreground/80 transition-colors hover:bg-card/70 has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:checked]:shadow-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50";

type Props = { session: SessionView; open: boolean; onOpenChange: (open: boolean) => void };

export function PostReportDialog({ session, open, onOpenChange }: Props) {
  const { realtimeUrl: publicUrl, realtimePort } = useRuntimeConfig();
  const known = session.measuredKn ?? session.forecastKn;
  const defaults: Partial<ReportForm> = { sessionId: session.id, windKn: known === null ? undefined : Math.round(known) };
  const form = useForm<ReportForm>({ resolver, defaultValues: defaults });
  const ids = { wind: useId(), water: useId() };
  const mutation = useMutation({
    mutationFn: (report: ReportInput) => postReport(pageConnection(realtimeUrl({ realtimeUrl: publicUrl, realtimePort }, window.location)), session.spotId, report),
    onSuccess: () => {
      toast({ title: REPORT_FORM.published, description: REPORT_FORM.publishedText(session.spotName) });
      close(false);
    },
  });

  function close(next: boolean) {
    if (!next) {
      form.reset(defaults);
      mutation.reset();
    }
    onOpenChange(next);
  }

  const { errors } = form.formState;
  const fieldError = errors.windKn ?? errors.wind ?? errors.water ?? errors.sessionId;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-h-[calc(100dvh-1.5rem)] gap-5 overflow-y-auto p-5 sm:max-w-md sm:p-6"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        data-testid="report-form"
      >
        <DialogHeader className="pr-8 text-left">
          <DialogTitle className="text-xl">{REPORT_FORM.title}</DialogTitle>
          <DialogDescription>{REPORT_FORM.description(session.spotName)}</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.handleSubmit((values) => mutation.mutate(values as ReportInput))} onFocus={resolver.preload} onPointerDown={resolver.preload} className="space-y-5" noValidate>
          <FormField
            label={REPORT_FORM.windKn}
            type="number"
            inputMode="decimal"
            step="any"
            className="h-11 w-32"
            hint={REPORT_FORM.windHint}
            registration={form.register("windKn", { valueAsNumber: true })}
          />
          <fieldset className="space-y-1.5" aria-labelledby={ids.wind}>
            <legend id={ids.wind} className="mb-1.5 text-sm font-medium">
              {REPORT_FORM.wind}
            </legend>
            <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
              {REPORT_WINDS.map((wind) => (
                <label key={wind} className={SEGMENT}>
                  <input type="radio" value={wind} className="sr-only" {...form.register("wind")} />
                  {REPORT_WIND_CHOICES[wind]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-1.5" aria-labelledby={ids.water}>
            <legend id={ids.water} className="mb-1.5 text-sm font-medium">
              {REPORT_FORM.water}
            </legend>
            <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
              {WATER_STATES.map((water) => (
                <label key={water} className={SEGMENT}>
                  <input type="radio" value={water} className="sr-only" {...form.register("water")} />
                  {REPORT_WATER_CHOICES[water]}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-muted-foreground">{REPORT_FORM.kite(session.kiteM2)}</p>
          {/* The schema's one sentence says what a report needs, whichever part is missing. */}
          {fieldError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {fieldError.message ?? REPORT_TEXT.invalid}
            </p>
          ) : null}
          {mutation.error ? (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
              {mutation.error.message || REPORT_FORM.offline}
            </p>
          ) : null}
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" className="h-11" onClick={() => close(false)}>
              {REPORT_FORM.cancel}
            </Button>
            <Button type="submit" className="h-11 px-6" disabled={mutation.isPending}>
              {mutation.isPending ? REPORT_FORM.publishing : REPORT_FORM.publish}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

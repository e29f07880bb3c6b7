"use client";

import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { FormField, InlineError } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/0-base/utils";
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

/** One choice among a few, as a row of segments (each a radio, at least 44 px high). */
function Choices<V extends string>({ legend, values, labels, registration }: { legend: string; values: readonly V[]; labels: Record<V, string>; registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <fieldset className="space-y-1.5" aria-labelledby={id}>
      <legend id={id} className="mb-1.5 text-sm font-medium">
        {legend}
      </legend>
      <div className={cn("grid gap-1 rounded-lg bg-muted p-1", values.length === 2 ? "grid-cols-2" : "grid-cols-3")}>
        {values.map((value) => (
          <label key={value} className={SEGMENT}>
            <input type="radio" value={value} className="sr-only" {...registration} />
            {labels[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PostReportDialog({ session, open, onOpenChange }: Props) {
  const known = session.measuredKn ?? session.forecastKn;
  const defaults: Partial<ReportForm> = { sessionId: session.id, windKn: known === null ? undefined : Math.round(known) };
  const form = useForm<ReportForm>({ resolver, defaultValues: defaults });
  const mutation = useMutation({
    mutationFn: async (report: ReportInput) => postReport(await pageConnection(), session.spotId, report),
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
    <FormDialog
      open={open}
      onOpenChange={close}
      title={REPORT_FORM.title}
      description={REPORT_FORM.description(session.spotName)}
      width="sm:max-w-md"
      testId="report-form"
    >
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
        <Choices legend={REPORT_FORM.wind} values={REPORT_WINDS} labels={REPORT_WIND_CHOICES} registration={form.register("wind")} />
        <Choices legend={REPORT_FORM.water} values={WATER_STATES} labels={REPORT_WATER_CHOICES} registration={form.register("water")} />
        <p className="text-sm text-muted-foreground">{REPORT_FORM.kite(session.kiteM2)}</p>
        {/* The schema's one sentence says what a report needs, whichever part is missing. */}
        <InlineError>{fieldError ? (fieldError.message ?? REPORT_TEXT.invalid) : null}</InlineError>
        <FormDialogFooter
          serverError={mutation.error ? mutation.error.message || REPORT_FORM.offline : null}
          cancel={REPORT_FORM.cancel}
          onCancel={() => close(false)}
          submit={mutation.isPending ? REPORT_FORM.publishing : REPORT_FORM.publish}
          pending={mutation.isPending}
        />
      </form>
    </FormDialog>
  );
}

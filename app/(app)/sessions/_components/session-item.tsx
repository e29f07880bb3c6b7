"use client";

import Link from "next/link";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useDeleteSession } from "@/components/sessions/use-sessions";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { toast } from "@/components/ui/use-toast";
import { parisInstant } from "@/lib/0-base/time";
import { cn } from "@/lib/0-base/utils";
import { dayTitle } from "@/lib/1-domain/forecast/days";
import { FEEL_LABELS, SESSIONS_PAGE } from "@/lib/1-domain/logbook/messages";
import type { SessionView } from "@/lib/1-domain/logbook/types";
import type { SessionFeel } from "@/lib/1-domain/validation/logbook";
import { errorMessage } from "@/lib/browser/api/client";

// « Publier dans le chat » opens its form (and the chat's client) at the first press.
const loadReportForm = () => import("@/components/sessions/post-report-dialog");
const PostReportDialog = lazy(() => loadReportForm().then((m) => ({ default: m.PostReportDialog })));

const FEEL_TONES: Record<SessionFeel, string> = {
  "sous-toile": "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  bien: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  surtoile: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
};

const forecastHref = (spotId: number) => `/spots/${spotId}/weather`;
const sessionDay = (date: string) => dayTitle(parisInstant(date, 12));

/** One figure of the comparison: what Alizé forecast, what the station measured, the rule's size. */
function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="rounded-md bg-muted px-2 py-1.5 text-center">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn("text-base font-semibold tabular-nums", value === null && "text-sm font-normal text-muted-foreground italic")}>{value ?? SESSIONS_PAGE.unknown}</dd>
    </div>
  );
}

export function SessionItem({ session, removeIcon }: { session: SessionView; removeIcon: ReactNode }) {
  const remove = useDeleteSession();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const day = sessionDay(session.date);
  const knots = (kn: number | null) => (kn === null ? null : SESSIONS_PAGE.knots(kn));

  return (
    <li className="space-y-3 rounded-lg border bg-card p-3 sm:p-4" data-testid="session-item">
      <div className="space-y-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            href={forecastHref(session.spotId)}
            className="inline-flex min-h-11 items-center text-base font-semibold text-primary underline-offset-4 hover:underline"
            aria-label={SESSIONS_PAGE.forecastLink(session.spotName)}
          >
            {session.spotName}
          </Link>
          <span className={cn("mt-2.5 shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold", FEEL_TONES[session.feel])}>{FEEL_LABELS[session.feel]}</span>
        </div>
        {/* The day first, with its capital: « Dimanche 6 décembre » (the ::first-letter of a block). */}
        <p className="text-sm first-letter:uppercase">
          {day} · {SESSIONS_PAGE.hours(session.startHour, session.endHour)} · {SESSIONS_PAGE.kite(session.kiteM2)}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        <Figure label={SESSIONS_PAGE.forecast} value={knots(session.forecastKn)} />
        <Figure label={SESSIONS_PAGE.measured} value={knots(session.measuredKn)} />
        <Figure label={SESSIONS_PAGE.rule} value={session.ruleKiteM2 === null ? null : SESSIONS_PAGE.ruleSize(session.ruleKiteM2)} />
      </dl>
      {session.note ? <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">{session.note}</p> : null}

      {confirming ? (
        <ConfirmDelete
          question={SESSIONS_PAGE.confirmDelete(session.spotName, day)}
          cancel={SESSIONS_PAGE.cancel}
          confirm={SESSIONS_PAGE.confirmDeleteYes}
          pending={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(session.id, {
              onSuccess: () => toast({ title: SESSIONS_PAGE.deleted, description: session.spotName }),
              onError: (error) => {
                setConfirming(false);
                toast({ title: SESSIONS_PAGE.actionFailed, description: errorMessage(error), variant: "destructive" });
              },
            })
          }
        />
      ) : (
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="h-11 flex-1 sm:flex-none"
            onClick={() => setReporting(true)}
            onPointerEnter={() => void loadReportForm()}
            onFocus={() => void loadReportForm()}
          >
            {SESSIONS_PAGE.report}
          </Button>
          <Button
            variant="ghost"
            className="h-11 min-w-11 px-3 text-destructive hover:bg-destructive/10 hover:text-destructive sm:ml-auto"
            onClick={() => setConfirming(true)}
          >
            {removeIcon}
            {/* On a phone the bin alone; its name stays « Supprimer ». */}
            <span className="sr-only sm:not-sr-only">{SESSIONS_PAGE.delete}</span>
          </Button>
        </div>
      )}
      {reporting ? (
        <Suspense fallback={null}>
          <PostReportDialog session={session} open onOpenChange={(open) => !open && setReporting(false)} />
        </Suspense>
      ) : null}
    </li>
  );
}

"use client";

import Link from "next/link";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useDeleteAlert, useUpdateAlert } from "@/components/alerts/alert-mutations";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { toast } from "@/components/ui/use-toast";
import { ALERT_STATUS, CANCEL, describeAlert, MY_ALERTS } from "@/lib/1-domain/alerts/messages-my-alerts";
import { TODAY_LINE } from "@/lib/1-domain/verdict/messages-summary";
import { dayAndHours } from "@/lib/1-domain/verdict/today-line";
import { errorMessage } from "@/lib/browser/api/client";
import type { AlertView } from "@/lib/1-domain/validation/alerts";
import { cn } from "@/lib/0-base/utils";

/*
 * The rider's alerts, each in plain French, paused, edited or deleted here. Fetched by the page while
 * GET /api/alerts answers, so the first paint ships none of it and the list waits for nothing more.
 */

// « Modifier » opens the forecast page's form, fetched at the first press.
const loadAlertForm = () => import("@/components/alerts/alert-form-dialog");
const AlertFormDialog = lazy(() => loadAlertForm().then((m) => ({ default: m.AlertFormDialog })));

const forecastHref = (spotId: number) => `/spots/${spotId}/weather`;

export type AlertIcons = { pause: ReactNode; resume: ReactNode; edit: ReactNode; remove: ReactNode };

export function AlertItems({ alerts, icons }: { alerts: AlertView[]; icons: AlertIcons }) {
  const [editing, setEditing] = useState<AlertView | null>(null);
  return (
    <>
      <ul className="space-y-3">
        {alerts.map((alert) => (
          <AlertItem
            key={alert.id}
            alert={alert}
            icons={icons}
            onEdit={() => setEditing(alert)}
            onEditIntent={() => void loadAlertForm()}
          />
        ))}
      </ul>
      {editing ? (
        <Suspense fallback={null}>
          <AlertFormDialog
            key={editing.id}
            spotId={editing.spotId}
            spotName={editing.spotName}
            alert={editing}
            open
            onOpenChange={(open) => !open && setEditing(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function AlertItem({ alert, icons, onEdit, onEditIntent }: { alert: AlertView; icons: AlertIcons; onEdit: () => void; onEditIntent: () => void }) {
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) => toast({ title: MY_ALERTS.actionFailed, description: errorMessage(error), variant: "destructive" });

  const togglePause = () =>
    update.mutate(
      { id: alert.id, patch: { paused: !alert.paused } },
      { onSuccess: (saved) => toast({ title: saved.paused ? MY_ALERTS.pausedToast : MY_ALERTS.resumedToast, description: saved.spotName }), onError: failed },
    );

  return (
    <li
      className={cn("space-y-3 rounded-lg border p-3 sm:p-4", alert.paused ? "border-dashed bg-muted/40" : "bg-card")}
      data-testid="alert-item"
      data-paused={alert.paused || undefined}
    >
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={forecastHref(alert.spotId)}
            className="inline-flex min-h-11 min-w-11 items-center text-base font-semibold text-primary underline-offset-4 hover:underline"
            aria-label={MY_ALERTS.forecastLink(alert.spotName)}
          >
            {alert.spotName}
          </Link>
          {alert.paused ? (
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">{MY_ALERTS.paused}</span>
          ) : null}
        </div>
        <p className={cn("text-sm", alert.paused ? "text-muted-foreground" : "text-foreground")}>{describeAlert(alert)}</p>
        <AlertStatus alert={alert} />
      </div>

      {confirming ? (
        <ConfirmDelete
          question={MY_ALERTS.confirmDelete(alert.spotName)}
          cancel={CANCEL}
          confirm={MY_ALERTS.confirmDeleteYes}
          pending={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(alert.id, {
              onSuccess: () => toast({ title: MY_ALERTS.deleted, description: alert.spotName }),
              onError: (error) => {
                setConfirming(false);
                failed(error);
              },
            })
          }
        />
      ) : (
        <div className="grid grid-cols-[1fr_1fr_auto] gap-2 sm:flex">
          <Button variant="outline" className="h-11 px-3" onClick={togglePause} disabled={update.isPending}>
            {alert.paused ? icons.resume : icons.pause}
            {alert.paused ? MY_ALERTS.resume : MY_ALERTS.pause}
          </Button>
          <Button variant="outline" className="h-11 px-3" onClick={onEdit} onPointerEnter={onEditIntent} onFocus={onEditIntent}>
            {icons.edit}
            {MY_ALERTS.edit}
          </Button>
          <Button
            variant="ghost"
            className="h-11 min-w-11 px-3 text-destructive sm:ml-auto hover:bg-destructive/10 hover:text-destructive"
            onClick={() => setConfirming(true)}
          >
            {icons.remove}
            {/* On a phone the bin alone, so the three actions keep one line; its name stays « Supprimer ». */}
            <span className="sr-only sm:not-sr-only">{MY_ALERTS.delete}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * What the alert's last check found: the window that will send its next message, or none this week;
 * then when its last message went out. Nothing while paused, nor for an alert never checked yet.
 */
function AlertStatus({ alert }: { alert: AlertView }) {
  const [now] = useState(Date.now);
  const next = alert.nextWindow;
  return (
    <>
      {alert.paused || !alert.checked ? null : next ? (
        <p className="text-sm font-medium text-primary" data-testid="alert-next">
          {ALERT_STATUS.next(dayAndHours({ start: next.startsAt, end: next.endsAt }, now, TODAY_LINE.todayWord))}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="alert-next">
          {ALERT_STATUS.none}
        </p>
      )}
      {alert.lastSentAt ? <p className="text-xs text-muted-foreground">{ALERT_STATUS.lastSent(alert.lastSentAt)}</p> : null}
    </>
  );
}

"use client";

import { useSetShift, useShift } from "@/components/sessions/use-sessions";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { shiftPercent, SHIFT_TEXT } from "@/lib/1-domain/logbook/messages";
import type { ShiftView } from "@/lib/1-domain/logbook/types";
import { errorMessage } from "@/lib/browser/api/client";

/**
 * How the rider's kites sit against the kite-size rule (GET /api/sessions/shift): until five sessions with a known
 * wind, how many are left; then the average gap, and the shift proposed, applied (and undoable) or fitting already.
 */
export function ShiftPanel() {
  const query = useShift();
  const mutation = useSetShift();
  const view = query.data;
  if (!view) return null;

  const set = (factor: number | null) =>
    mutation.mutate(factor, {
      onSuccess: () =>
        factor === null
          ? toast({ title: SHIFT_TEXT.undoneToast, description: SHIFT_TEXT.undoneToastText })
          : toast({ title: SHIFT_TEXT.appliedToast, description: SHIFT_TEXT.appliedToastText }),
      onError: (error) => toast({ title: SHIFT_TEXT.failed, description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <div className="space-y-3" aria-live="polite">
      <Analysis view={view} />
      {view.applied !== null ? <Applied factor={view.applied} /> : null}
      <Actions view={view} pending={mutation.isPending} onApply={(factor) => set(factor)} onUndo={() => set(null)} />
    </div>
  );
}

function Analysis({ view }: { view: ShiftView }) {
  const a = view.analysis;
  if (!a) {
    return (
      <div className="space-y-2">
        <p className="text-sm">{SHIFT_TEXT.needMore(view.needed - view.usable)}</p>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={view.needed}
          aria-valuenow={view.usable}
          aria-valuetext={SHIFT_TEXT.progress(view.usable, view.needed)}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${(100 * view.usable) / view.needed}%` }} />
        </div>
      </div>
    );
  }
  const { pct, smaller } = shiftPercent(a.factor);
  return (
    <div className="space-y-1.5">
      <p className="text-base font-semibold" data-testid="shift-average">
        {SHIFT_TEXT.average(a.meanDiffM2)}
      </p>
      <p className="text-sm text-muted-foreground">{SHIFT_TEXT.basis(a.sessions)}</p>
      {a.worthShifting && view.applied !== a.factor ? (
        <div className="space-y-1 rounded-md border border-primary/40 bg-primary/5 px-3 py-2 text-sm" data-testid="shift-proposal">
          <p className="font-medium">{SHIFT_TEXT.proposal(pct, smaller)}</p>
          <p>{SHIFT_TEXT.example(a.example.windKn, a.example.ruleM2, a.example.shiftedM2)}</p>
          <p className="text-muted-foreground">{SHIFT_TEXT.gusts}</p>
        </div>
      ) : null}
      {!a.worthShifting && view.applied === null ? <p className="text-sm">{SHIFT_TEXT.fits}</p> : null}
    </div>
  );
}

function Applied({ factor }: { factor: number }) {
  const { pct, smaller } = shiftPercent(factor);
  return (
    <p className="rounded-md bg-emerald-100 px-3 py-2 text-sm font-medium text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100" data-testid="shift-applied">
      {SHIFT_TEXT.applied(pct, smaller)}
    </p>
  );
}

function Actions({ view, pending, onApply, onUndo }: { view: ShiftView; pending: boolean; onApply: (factor: number) => void; onUndo: () => void }) {
  const a = view.analysis;
  const proposable = a?.worthShifting && view.applied !== a.factor ? a.factor : null;
  if (proposable === null && view.applied === null) return null;
  return (
    <div className="space-y-2">
      {proposable !== null && view.applied !== null ? <p className="text-sm">{SHIFT_TEXT.appliedOutdated}</p> : null}
      <div className="flex flex-wrap gap-2">
        {proposable !== null ? (
          <Button className="h-11 flex-1 sm:flex-none" disabled={pending} onClick={() => onApply(proposable)}>
            {pending ? SHIFT_TEXT.applying : SHIFT_TEXT.apply}
          </Button>
        ) : null}
        {view.applied !== null ? (
          <Button variant="outline" className="h-11 flex-1 sm:flex-none" disabled={pending} onClick={onUndo}>
            {pending ? SHIFT_TEXT.undoing : SHIFT_TEXT.undo}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

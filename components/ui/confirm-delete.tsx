"use client";

import { Button } from "@/components/ui/button";

type Props = { question: string; cancel: string; confirm: string; pending: boolean; onCancel: () => void; onConfirm: () => void };

/** An item's deletion asked again in place (an alert, a logged session): the question, « Annuler » and the red button. */
export function ConfirmDelete({ question, cancel, confirm, pending, onCancel, onConfirm }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md bg-destructive/10 p-2" role="group" aria-label={question}>
      <p className="w-full px-1 text-sm font-medium text-destructive sm:w-auto sm:flex-1">{question}</p>
      <Button variant="outline" className="h-11 flex-1 sm:flex-none" onClick={onCancel}>
        {cancel}
      </Button>
      <Button variant="destructive" className="h-11 flex-1 sm:flex-none" disabled={pending} onClick={onConfirm}>
        {confirm}
      </Button>
    </div>
  );
}

"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/0-base/utils";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The dialog's width from the small breakpoint on, e.g. "sm:max-w-lg". */
  width: string;
  testId: string;
  children: ReactNode;
};

/**
 * A short form in a dialog (an alert, a logged session, a report): scrolls within the screen's height on a phone, and
 * opens with the focus on the dialog itself, not on a field, so that no keyboard pops up before the rider has read it.
 */
export function FormDialog({ open, onOpenChange, title, description, width, testId, children }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn("max-h-[calc(100dvh-1.5rem)] gap-5 overflow-y-auto p-5 sm:p-6", width)}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        data-testid={testId}
      >
        <DialogHeader className="pr-8 text-left">
          <DialogTitle className="text-xl">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

type FooterProps = {
  /** Why the server refused the form (French), shown above the buttons. */
  serverError: string | null;
  cancel: string;
  onCancel: () => void;
  /** The submit button's label, already « …ing » while `pending`. */
  submit: string;
  pending: boolean;
};

/** The dialog form's last lines: the server's refusal, then « Annuler » and the submit button, each 44 px high. */
export function FormDialogFooter({ serverError, cancel, onCancel, submit, pending }: FooterProps) {
  return (
    <>
      {serverError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
          {serverError}
        </p>
      ) : null}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" className="h-11" onClick={onCancel}>
          {cancel}
        </Button>
        <Button type="submit" className="h-11 px-6" disabled={pending}>
          {submit}
        </Button>
      </DialogFooter>
    </>
  );
}

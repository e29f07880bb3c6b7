"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * `setValue`'s options for a field drawn by one of our own components (a checkbox, the quiver), as a
 * `<Controller>`'s onChange would give them: the field is dirty, and checked again once the form was submitted
 * (react-hook-form's default reValidateMode, "onChange"). The forms use `watch` and `setValue` rather than
 * `<Controller>`/`useWatch`: the first load of every form page carries 1.4 kB less of the library (decision 0019).
 */
export const asTyped = (submitted: boolean) => ({ shouldDirty: true, shouldValidate: submitted }) as const;

type Props = Omit<ComponentProps<"input">, keyof UseFormRegisterReturn> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  /** The rules of the field, shown from the start (not only once a submission failed). */
  hint?: string;
};

/** A form's error under a group of fields (or the server's), announced; nothing without one. */
export function InlineError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

/** A labelled input whose inline error is announced and tied to the field (aria-describedby). */
export function FormField({ label, registration, error, hint, ...inputProps }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
        {...registration}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

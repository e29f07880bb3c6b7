"use client";

import { useId, type ComponentProps } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type Props = Omit<ComponentProps<"input">, keyof UseFormRegisterReturn> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
};

/** A labelled input whose inline error is announced and tied to the field (aria-describedby). */
export function FormField({ label, registration, error, ...inputProps }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
        {...registration}
      />
      {error?.message ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

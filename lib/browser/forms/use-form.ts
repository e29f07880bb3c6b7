"use client";

import { useState, useSyncExternalStore, type ChangeEvent, type FormEvent, type ReactNode, type RefCallback } from "react";

/*
 * The few things our forms need from a form library, in about 1 kB (react-hook-form weighed 13 kB gzip on
 * every form page, issue 10). Fields stay uncontrolled: typing re-renders nothing but what watches the field.
 * Its behaviour is react-hook-form's defaults, which the forms were built on:
 * - nothing is checked before the first submission; from then on, a changed field is checked again as it
 *   changes, so its message goes as soon as it is fixed;
 * - a submission shows every message at once and puts the focus on the first wrong field;
 * - an error set by hand (the server's answer) stays until the field changes or the form is submitted again.
 */

export type FieldError = { message?: string; type?: string };
type Values = Record<string, unknown>;
type Key<T> = keyof T & string;
export type FieldErrors<T> = Partial<Record<Key<T>, FieldError>>;
/** Checks the values: the values to submit (normalised) or the first error of each wrong field. */
export type Resolver<T> = (values: T) => Promise<{ values: T; errors: FieldErrors<T> }>;
export type FormState<T> = { errors: FieldErrors<T>; isSubmitting: boolean; isSubmitted: boolean };
export type Registration = {
  name: string;
  ref: RefCallback<HTMLInputElement | HTMLSelectElement>;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};
type Field = HTMLInputElement | HTMLSelectElement;

/** The form's state outside React (exported for its tests; components use `useForm`). */
export function createFormControl<T extends Values>(initial: T, resolver?: Resolver<T>) {
  let defaults = { ...initial };
  let values = { ...initial };
  let state: FormState<T> = { errors: {}, isSubmitting: false, isSubmitted: false };
  const listeners = new Set<() => void>();
  const fields = new Map<string, Set<Field>>();
  const asNumber = new Set<string>();
  const refs = new Map<string, Registration["ref"]>();
  const checks = new Map<string, number>();

  const notify = () => listeners.forEach((listener) => listener());
  const update = (next: Partial<FormState<T>>) => {
    state = { ...state, ...next };
    notify();
  };
  const setFieldError = (name: Key<T>, error: FieldError | undefined) => {
    const errors = { ...state.errors };
    if (error) errors[name] = error;
    else delete errors[name];
    update({ errors });
  };
  const show = (el: Field, value: unknown) => {
    if (el.type === "checkbox") (el as HTMLInputElement).checked = Boolean(value);
    else if (el.type === "radio") (el as HTMLInputElement).checked = el.value === String(value);
    else el.value = value == null || Number.isNaN(value) ? "" : String(value);
  };
  const showAll = () => fields.forEach((els, name) => els.forEach((el) => show(el, values[name])));
  const focus = (names: string[]) => {
    const wrong = names.flatMap((name) => [...(fields.get(name) ?? [])]);
    wrong.sort((a, b) => (a.compareDocumentPosition(b) & 4 /* b follows a */ ? -1 : 1));
    wrong[0]?.focus();
  };
  const read = (el: Field, name: string): unknown => {
    if (el.type === "checkbox") return (el as HTMLInputElement).checked;
    return asNumber.has(name) ? (el.value === "" ? NaN : Number(el.value)) : el.value;
  };
  /** After the first submission, a changed field is checked again (the whole form, its own message kept). */
  const recheck = async (name: Key<T>) => {
    if (!state.isSubmitted || !resolver) return;
    const run = (checks.get(name) ?? 0) + 1;
    checks.set(name, run);
    const { errors } = await resolver({ ...values });
    if (checks.get(name) === run && state.errors[name]?.message !== errors[name]?.message) setFieldError(name, errors[name]);
  };
  const change = (name: Key<T>, value: unknown) => {
    values = { ...values, [name]: value };
    notify();
    void recheck(name);
  };

  const api = {
    /** The form itself, as `useWatch` and `Controller` take it. */
    get control() {
      return api;
    },
    get formState() {
      return state;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get values() {
      return values;
    },
    register(name: Key<T>, options?: { valueAsNumber?: boolean }): Registration {
      if (options?.valueAsNumber) asNumber.add(name);
      // One ref per name, kept across renders: React attaches it once, so a half-typed value is never rewritten.
      let ref = refs.get(name);
      if (!ref) {
        ref = (el) => {
          if (!el) return;
          const els = fields.get(name) ?? new Set<Field>();
          fields.set(name, els.add(el));
          show(el, values[name]);
          return () => void els.delete(el);
        };
        refs.set(name, ref);
      }
      return { name, ref, onChange: (event) => change(name, read(event.target, name)) };
    },
    setValue(name: Key<T>, value: T[Key<T>]) {
      values = { ...values, [name]: value };
      fields.get(name)?.forEach((el) => show(el, value));
      notify();
    },
    /** Sets a field's value from a controlled input (a checkbox drawn by hand, a select…). */
    change,
    setError(name: Key<T>, error: FieldError, options?: { shouldFocus?: boolean }) {
      setFieldError(name, error);
      if (options?.shouldFocus) focus([name]);
    },
    reset(next?: T) {
      if (next) defaults = { ...next };
      values = { ...defaults };
      showAll();
      update({ errors: {}, isSubmitting: false, isSubmitted: false });
    },
    resetField(name: Key<T>) {
      values = { ...values, [name]: defaults[name] };
      fields.get(name)?.forEach((el) => show(el, defaults[name]));
      setFieldError(name, undefined);
    },
    handleSubmit(onValid: (values: T) => unknown) {
      return async (event?: FormEvent) => {
        event?.preventDefault();
        update({ isSubmitting: true });
        try {
          const checked = resolver ? await resolver({ ...values }) : { values: { ...values }, errors: {} };
          const wrong = Object.keys(checked.errors);
          update({ errors: checked.errors, isSubmitted: true });
          if (wrong.length) focus(wrong);
          else await onValid(checked.values);
        } finally {
          update({ isSubmitting: false });
        }
      };
    },
  };
  return api;
}

export type Control<T extends Values> = ReturnType<typeof createFormControl<T>>;

/** A form over uncontrolled fields: `register` them, read `formState.errors`, submit through `handleSubmit`. */
export function useForm<T extends Values>({ defaultValues, resolver }: { defaultValues?: T; resolver?: Resolver<T> }) {
  const [control] = useState(() => createFormControl<T>(defaultValues ?? ({} as T), resolver));
  // Re-renders the form's owner when its errors or submitting state change; the object itself never changes,
  // so effects may depend on it.
  const snapshot = () => control.formState;
  useSyncExternalStore(control.subscribe, snapshot, snapshot);
  return control;
}

/** The current value of one field, re-rendering its reader as it changes. */
export function useWatch<T extends Values, K extends Key<T>>({ control, name }: { control: Control<T>; name: K }): T[K] {
  const read = () => control.values[name] as T[K];
  return useSyncExternalStore(control.subscribe, read, read);
}

/** A field drawn by a component of ours (a checkbox) rather than a native input `register` can drive. */
export function Controller<T extends Values, K extends Key<T>>({
  control,
  name,
  render,
}: {
  control: Control<T>;
  name: K;
  render: (props: { field: { name: K; value: T[K]; onChange: (value: T[K]) => void } }) => ReactNode;
}) {
  const value = useWatch({ control, name });
  return render({ field: { name, value, onChange: (next) => control.change(name, next) } });
}

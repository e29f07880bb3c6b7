"use client";

// The toast store (shadcn/ui's API: toast(), useToast()), as a small module-level list shared by every useToast().
import { useSyncExternalStore, type ReactNode } from "react";

import type { ToastActionElement, ToastProps } from "@/components/ui/toast";

/* SPEC §9. One toast visible at a time: a new one replaces it. A dismissed toast
   leaves the store only after TOAST_REMOVE_DELAY, so Radix can run its exit animation. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

let toasts: ToasterToast[] = [];
let count = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function set(next: ToasterToast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Closes one toast (or all): Radix animates it out, the store forgets it later. */
function dismiss(toastId?: string) {
  for (const { id } of toasts) {
    if ((toastId === undefined || id === toastId) && !removals.has(id)) {
      removals.set(
        id,
        setTimeout(() => {
          removals.delete(id);
          set(toasts.filter((t) => t.id !== id));
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
  set(toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)));
}

type Toast = Omit<ToasterToast, "id">;

/** Shows a toast: `toast({ title, description, variant: "destructive" })`. */
function toast(props: Toast) {
  const id = String(++count);
  const onOpenChange = (open: boolean) => {
    if (!open) dismiss(id);
  };
  set([{ ...props, id, open: true, onOpenChange }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: ToasterToast) => set(toasts.map((t) => (t.id === id ? { ...t, ...next, id } : t))),
  };
}

/** Takes every toast away at once, without waiting for them to time out (on logout: they were the last user's). */
function clearToasts() {
  removals.forEach(clearTimeout);
  removals.clear();
  set([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => toasts;

function useToast() {
  return { toasts: useSyncExternalStore(subscribe, snapshot, snapshot), toast, dismiss };
}

export { useToast, toast, clearToasts, type ToasterToast };

"use client";

import { useSyncExternalStore } from "react";

/*
 * The present minute, in the browser: a forecast page is a shared document (docs/decisions/0033), so « maintenant »,
 * « Aujourd'hui » and today's « Mesuré » are the browser's. 0 on the server and while hydrating (the parts that read it
 * then hold their place), the current minute after.
 */
const MINUTE_MS = 60_000;
let current = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    current = Date.now();
    timer = setInterval(() => {
      current = Date.now();
      for (const l of listeners) l();
    }, MINUTE_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Epoch ms of the browser's clock, refreshed each minute; 0 on the server and during hydration. */
export function useClock(): number {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 0,
  );
}

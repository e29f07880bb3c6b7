"use client";

import { useQueryClient } from "@/lib/query";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { WORKER_MESSAGES } from "@/lib/offline/protocol";

// Registration code is fetched once the page is idle: nothing of it weighs on the first load.
const loadClient = () => import("@/lib/offline/worker-client");

/** Runs `task` once the page has loaded and the browser is idle (5 s at most; Safari has no idle callback). */
function afterLoadWhenIdle(task: () => void): () => void {
  const idle = typeof window.requestIdleCallback === "function";
  let handle: number | null = null;
  const schedule = () => (handle = idle ? window.requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 0));
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (handle === null) return;
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/** Once the worker is active (registered after the page's load), hand it a message. */
function tellWorker(message: { type: string; url?: string }) {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * Mounted on every signed-in page (issue 14): registers the service worker once the page is idle, tells it
 * which page the rider is on (client-side navigations included, which it cannot see whole), and, when the
 * network comes back, refetches what the page shows.
 */
export function OfflineSupport() {
  const pathname = usePathname();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const warm = () => tellWorker({ type: WORKER_MESSAGES.warm });
    const cancel = afterLoadWhenIdle(() => {
      loadClient()
        .then((client) => client.registerAppWorker())
        .then(() => navigator.onLine && warm(), (error: unknown) => console.warn("[hors ligne]", error));
    });
    window.addEventListener("online", warm);
    return () => {
      cancel();
      window.removeEventListener("online", warm);
    };
  }, []);

  useEffect(() => {
    if ("serviceWorker" in navigator) tellWorker({ type: WORKER_MESSAGES.pageSeen, url: pathname });
  }, [pathname]);

  useEffect(() => {
    // Queries seeded by a kept page count as fresh, and lib/query has no reconnect refetch: every shown query is asked again.
    const refresh = () => void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
    window.addEventListener("online", refresh);
    return () => window.removeEventListener("online", refresh);
  }, [queryClient]);

  return null;
}

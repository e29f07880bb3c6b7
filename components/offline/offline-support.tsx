"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

// Everything that talks to the worker is fetched once the page is idle: nothing of it weighs on the first load.
type WorkerClient = typeof import("@/lib/browser/offline/worker-client");
let workerClient: WorkerClient | null = null;

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

/**
 * Mounted on every signed-in page: once the page is idle, loads the worker client, which registers
 * the service worker and tells it which page the rider is on; later navigations are told as they happen. (When
 * the network comes back, the queries shown are fetched again: lib/browser/api/query-client.ts.)
 */
export function OfflineSupport() {
  const pathname = usePathname();
  const path = useRef(pathname);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let live = true;
    let stop: (() => void) | undefined;
    const cancel = afterLoadWhenIdle(() => {
      void import("@/lib/browser/offline/worker-client").then(
        (client) => {
          workerClient = client;
          if (live) stop = client.startOfflineSupport(path.current);
        },
        (error: unknown) => console.warn("[hors ligne]", error),
      );
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, []);

  useEffect(() => {
    // Before the client is loaded, startOfflineSupport tells the worker the page the rider is on by then.
    path.current = pathname;
    workerClient?.pageSeen(pathname);
  }, [pathname]);

  return null;
}

"use client";

import { useQueryClient } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { WORKER_MESSAGES } from "@/lib/offline/rules";
import { registerAppWorker, tellWorker, whenIdle, workerSupported } from "@/lib/offline/worker-client";

/**
 * Mounted on every signed-in page (issue 14): registers the service worker once the page is idle, tells it
 * which page the rider is on (client-side navigations included, which it cannot see whole), and, when the
 * network comes back, refetches what the page shows.
 */
export function OfflineSupport() {
  const pathname = usePathname();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!workerSupported()) return;
    const warm = () => void tellWorker({ type: WORKER_MESSAGES.warm });
    const cancel = whenIdle(() => {
      registerAppWorker().then(() => {
        if (navigator.onLine) warm();
      }, (error: unknown) => console.warn("[hors ligne]", error));
    });
    window.addEventListener("online", warm);
    return () => {
      cancel();
      window.removeEventListener("online", warm);
    };
  }, []);

  useEffect(() => {
    void tellWorker({ type: WORKER_MESSAGES.pageSeen, url: pathname });
  }, [pathname]);

  useEffect(() => {
    // Queries seeded by a kept page count as fresh: TanStack Query's own reconnect refetch would skip them.
    const refresh = () => void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
    window.addEventListener("online", refresh);
    return () => window.removeEventListener("online", refresh);
  }, [queryClient]);

  return null;
}

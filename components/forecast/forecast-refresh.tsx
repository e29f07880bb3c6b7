"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Renders the forecast page again on the server, without a reload: every `everyMs` when given (today's « Mesuré »
 * row, the « maintenant » column) and when the network comes back (the data shown may be an offline copy).
 * Nothing is asked while offline: a failed render would make Next reload the page.
 */
export function ForecastRefresh({ everyMs }: { everyMs: number | null }) {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => {
      if (navigator.onLine) router.refresh();
    };
    const timer = everyMs === null ? undefined : window.setInterval(refresh, everyMs);
    window.addEventListener("online", refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("online", refresh);
    };
  }, [everyMs, router]);
  return null;
}

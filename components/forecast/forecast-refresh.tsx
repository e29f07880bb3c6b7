"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const HOUR_MS = 3_600_000;
/** After the hour strikes, so that the server's clock is past it too. */
const HOUR_MARGIN_MS = 5_000;

/**
 * Renders the forecast page again on the server, without a reload: when the hour changes (the « maintenant »
 * column moves; Paris's offsets are whole hours), every `everyMs` when given (today's « Mesuré » row), and when
 * the network comes back (the data shown may be an offline copy). Nothing is asked while offline: a failed
 * render would make Next reload the page.
 */
export function ForecastRefresh({ everyMs }: { everyMs: number | null }) {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => {
      if (navigator.onLine) router.refresh();
    };
    let hourly: number | undefined;
    const atNextHour = () => {
      hourly = window.setTimeout(() => {
        refresh();
        atNextHour();
      }, HOUR_MS - (Date.now() % HOUR_MS) + HOUR_MARGIN_MS);
    };
    atNextHour();
    const timer = everyMs === null ? undefined : window.setInterval(refresh, everyMs);
    window.addEventListener("online", refresh);
    return () => {
      window.clearTimeout(hourly);
      window.clearInterval(timer);
      window.removeEventListener("online", refresh);
    };
  }, [everyMs, router]);
  return null;
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const HOUR_MS = 3_600_000;
/** After the hour strikes, so that the server's clock is past it too. */
const HOUR_MARGIN_MS = 5_000;

/**
 * Asks the forecast page again, without a reload: past each hour (a refresh may have stored a new run: the shared
 * page is then a new one) and when the network comes back (the data shown may be an offline copy). Nothing is asked
 * while offline: a failed render would make Next reload the page.
 */
export function ForecastRefresh() {
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
    window.addEventListener("online", refresh);
    return () => {
      window.clearTimeout(hourly);
      window.removeEventListener("online", refresh);
    };
  }, [router]);
  return null;
}

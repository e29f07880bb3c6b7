"use client";

import { useEffect, useState } from "react";

const NOW_REFRESH_MS = 60_000;

/**
 * The present instant, again every minute: a report's age (« il y a 20 min ») keeps up while the page stays open. The
 * chat and the live block draw reports in the browser only (never in a shared document): the clock starts there.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

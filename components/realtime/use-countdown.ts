"use client";

import { useEffect, useState } from "react";

/**
 * Whole seconds left until `at` (epoch ms), counting down each second; 0 once reached, null without `at`. Read from
 * the browser's clock only (a shared page renders no time on the server): null until the first tick.
 */
export function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (at === null) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  return at === null || now === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

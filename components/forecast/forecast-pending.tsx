"use client";

import { useRouter } from "next/navigation";
import { startTransition, useEffect, useState, type ReactNode } from "react";
import { BLEND, type ForecastModel } from "@/lib/1-domain/weather/model-ids";

/** How often, and how many times, the browser has the page rendered again while the page still waits. */
const RENDER_AGAIN_MS = 2_000;
const RENDER_AGAIN_TIMES = 10;

/**
 * A first forecast took longer than the server waits (spec §4's loading state): the browser asks the API, which
 * waits for it, then has the page rendered again with it — again a few times while the page renewed with it is not
 * served yet. No forecast at the end: `outage`, the outage message the server rendered (./weather-outage.tsx), whose
 * code then stays off the browser; `loading` too.
 */
export function ForecastPending({ spotId, model, loading, outage }: { spotId: number; model: ForecastModel; loading: ReactNode; outage: ReactNode }) {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const url = `/api/weather/${spotId}${model === BLEND ? "" : `?model=${model}`}`;
    fetch(url, { headers: { accept: "application/json" } })
      .then(async (res) => (res.ok ? ((await res.json()) as unknown[]) : []))
      .catch(() => [])
      .then((hours) => {
        if (cancelled) return;
        if (hours.length === 0) return setFailed(true);
        // Unmounted as soon as a render brings the forecast, which ends these.
        let times = 0;
        const renderAgain = () => {
          startTransition(() => router.refresh());
          if (++times < RENDER_AGAIN_TIMES) timer = setTimeout(renderAgain, RENDER_AGAIN_MS);
        };
        renderAgain();
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [spotId, model, router]);
  return failed ? outage : loading;
}

"use client";

import { useRouter } from "next/navigation";
import { startTransition, useEffect, useState, type ReactNode } from "react";
import { BLEND, type ForecastModel } from "@/lib/1-domain/weather/model-ids";

/**
 * A first forecast took longer than the server waits (spec §4's loading state): the browser asks the API, which
 * waits for it, then has the page rendered again with it. No forecast at the end: `outage`, the outage message
 * the server rendered (./weather-outage.tsx), whose code then stays off the browser; `loading` too.
 */
export function ForecastPending({ spotId, model, loading, outage }: { spotId: number; model: ForecastModel; loading: ReactNode; outage: ReactNode }) {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const url = `/api/weather/${spotId}${model === BLEND ? "" : `?model=${model}`}`;
    fetch(url, { headers: { accept: "application/json" } })
      .then(async (res) => (res.ok ? ((await res.json()) as unknown[]) : []))
      .catch(() => [])
      .then((hours) => {
        if (cancelled) return;
        if (hours.length === 0) setFailed(true);
        else startTransition(() => router.refresh());
      });
    return () => {
      cancelled = true;
    };
  }, [spotId, model, router]);
  return failed ? outage : loading;
}

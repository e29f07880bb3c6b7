"use client";

import { useRouter } from "next/navigation";
import { startTransition, useEffect, useState } from "react";
import type { TideEntry } from "@/lib/forecast-store/types";
import { BLEND, type ForecastModel } from "@/lib/weather/model-ids";
import { ForecastLoading } from "./forecast-status";
import { WeatherOutage } from "./weather-outage";

/**
 * A first forecast took longer than the server waits (spec §4's loading state): the browser asks the API, which
 * waits for it, then has the page rendered again with it. No forecast at the end: the outage message.
 */
export function ForecastPending({ spotId, model, tides }: { spotId: number; model: ForecastModel; tides: TideEntry[] | null }) {
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
  return failed ? <WeatherOutage tides={tides} /> : <ForecastLoading />;
}

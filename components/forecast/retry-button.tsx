"use client";

import { useRouter } from "next/navigation";
import { useTransition, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { RETRY, RETRYING } from "@/lib/1-domain/forecast/messages";
import { BLEND, type ForecastModel } from "@/lib/1-domain/weather/model-ids";

/**
 * « Réessayer » when the forecast is missing: the browser asks the API, which asks the provider (one refresh per spot
 * however many riders retry); a forecast stored there renews the spot's page at once, which is then rendered again.
 * `icon` is drawn by the server; it turns while the button is disabled (a CSS variant), i.e. while retrying.
 */
export function RetryButton({ spotId, model, icon }: { spotId: number; model: ForecastModel; icon: ReactNode }) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  const retry = () =>
    startRetry(async () => {
      await fetch(`/api/weather/${spotId}${model === BLEND ? "" : `?model=${model}`}`, { headers: { accept: "application/json" } }).catch(() => undefined);
      startRetry(() => router.refresh());
    });
  return (
    <Button onClick={retry} disabled={retrying} className="min-h-11">
      {icon}
      {retrying ? RETRYING : RETRY}
    </Button>
  );
}

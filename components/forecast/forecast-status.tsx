import { CloudOff } from "lucide-react";
import Link from "next/link";
import { SPOT_LIST_LINK } from "@/lib/1-domain/spots/messages";
import { Spinner } from "@/components/ui/spinner";
import { FORECAST_LOADING } from "@/lib/1-domain/forecast/messages";

/** The loading state of the forecast page (spec §4), also its route's loading screen. */
export function ForecastLoading() {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground" data-testid="forecast-loading">
      <Spinner className="size-8" label={FORECAST_LOADING} />
      <p>{FORECAST_LOADING}</p>
    </div>
  );
}

/** One of the page's messages when something is missing (spec §4), with the way back to the list of spots. */
export function ForecastMessage({ children }: { children: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-10 text-center text-card-foreground">
      <CloudOff aria-hidden className="size-8 text-muted-foreground" />
      <p className="font-medium">{children}</p>
      <Link href="/spots" className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-2">
        {SPOT_LIST_LINK}
      </Link>
    </div>
  );
}

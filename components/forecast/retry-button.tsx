"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { RETRY, RETRYING } from "@/lib/forecast-display/messages";

/** « Réessayer » when the forecast is missing: the page rendered again on the server, which asks the provider. */
export function RetryButton() {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  return (
    <Button onClick={() => startRetry(() => router.refresh())} disabled={retrying} className="min-h-11">
      <RefreshCw aria-hidden className={retrying ? "animate-spin" : undefined} />
      {retrying ? RETRYING : RETRY}
    </Button>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useTransition, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { RETRY, RETRYING } from "@/lib/1-domain/forecast/messages";

/**
 * « Réessayer » when the forecast is missing: the page rendered again on the server, which asks the provider.
 * `icon` is drawn by the server; it turns while the button is disabled (a CSS variant), i.e. while retrying.
 */
export function RetryButton({ icon }: { icon: ReactNode }) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  return (
    <Button onClick={() => startRetry(() => router.refresh())} disabled={retrying} className="min-h-11">
      {icon}
      {retrying ? RETRYING : RETRY}
    </Button>
  );
}

"use client";

import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { LoadFailed } from "@/components/ui/load-failed";
import type { AlertIcons } from "./alert-items";

// The items' code is fetched while GET /api/alerts answers: the list needs it only once the alerts are there.
const loadItems = () => import("./alert-items");
const AlertItems = lazy(() => loadItems().then((m) => ({ default: m.AlertItems })));

type Props = {
  /** What shows until the alerts (and the code that draws them) are there. */
  loading: ReactNode;
  empty: ReactNode;
  icons: AlertIcons;
  texts: { loadFailed: string; retry: string };
};

/**
 * « Mes alertes » on /profile: the list of the rider's alerts. The card around it, the loading line,
 * the empty state and the icons are drawn by the page, on the server.
 */
export function AlertsList({ loading, empty, icons, texts }: Props) {
  const query = useAlerts();
  useEffect(() => void loadItems(), []);
  const alerts = query.data?.alerts ?? [];
  if (query.isPending) return loading;
  if (query.isError) return <LoadFailed message={texts.loadFailed} retry={texts.retry} onRetry={() => void query.refetch()} />;
  if (alerts.length === 0) return empty;
  return (
    <Suspense fallback={loading}>
      <AlertItems alerts={alerts} icons={icons} />
    </Suspense>
  );
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/browser/api/client";
import type { AlertView } from "@/lib/1-domain/validation/alerts";

/*
 * « Mes alertes »: the rider's alerts as GET /api/alerts gives them. The calls that change them are in
 * ./alert-mutations.ts, loaded with the list's items and the alert form, not with the page.
 */
export const ALERTS_QUERY_KEY = ["/api/alerts"] as const;
export type AlertList = { alerts: AlertView[] };

export function useAlerts() {
  return useQuery({ queryKey: ALERTS_QUERY_KEY, queryFn: getJson<AlertList>("/api/alerts") });
}

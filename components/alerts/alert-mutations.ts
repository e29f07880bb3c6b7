"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/browser/api/client";
import type { AlertPatch, AlertView, CreateAlertInput } from "@/lib/1-domain/validation/alerts";
import { ALERTS_QUERY_KEY, type AlertList } from "./use-alerts";

/* The calls that change the rider's alerts, each keeping « Mes alertes » (./use-alerts.ts) in step. */
const replace = (list: AlertList | null | undefined, alert: AlertView) =>
  list ? { alerts: list.alerts.map((a) => (a.id === alert.id ? alert : a)) } : list;

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAlertInput) => apiRequest<AlertView>("POST", "/api/alerts", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}

/** PATCH: the settings from the form, or `paused` from the list (shown at once, rolled back if refused). */
export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AlertPatch }) => apiRequest<AlertView>("PATCH", `/api/alerts/${id}`, patch),
    onMutate: async ({ id, patch }) => {
      if (patch.paused === undefined) return;
      await queryClient.cancelQueries({ queryKey: ALERTS_QUERY_KEY });
      queryClient.setQueryData<AlertList | null>(ALERTS_QUERY_KEY, (list) =>
        list ? { alerts: list.alerts.map((a) => (a.id === id ? { ...a, paused: patch.paused! } : a)) } : list,
      );
    },
    onSuccess: (alert) => queryClient.setQueryData<AlertList | null>(ALERTS_QUERY_KEY, (list) => replace(list, alert)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/alerts/${id}`),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<AlertList | null>(ALERTS_QUERY_KEY, (list) => (list ? { alerts: list.alerts.filter((a) => a.id !== id) } : list)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}

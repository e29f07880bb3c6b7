"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { USER_QUERY_KEY } from "@/components/auth/user-query";
import { dependsOnConditions } from "@/components/rider/conditions-queries";
import { apiRequest, getJson } from "@/lib/browser/api/client";
import type { SessionList, SessionView, ShiftView } from "@/lib/1-domain/logbook/types";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import type { NewSession } from "@/lib/1-domain/validation/logbook";

/*
 * « Mes sessions » in the browser (docs/decisions/0030-rider-logbook.md): the rider's sessions and the kite shift, as
 * GET /api/sessions and /api/sessions/shift give them, and the calls that change them, each keeping both in step.
 */
const SESSIONS_QUERY_KEY = ["/api/sessions"] as const;
const SHIFT_QUERY_KEY = ["/api/sessions/shift"] as const;

export function useSessions() {
  return useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: getJson<SessionList>("/api/sessions") });
}

export function useShift() {
  return useQuery({ queryKey: SHIFT_QUERY_KEY, queryFn: getJson<ShiftView>("/api/sessions/shift") });
}

/** A session logged or deleted changes the list and the proposal. */
const logbookChanged = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: SHIFT_QUERY_KEY })]);

export function useLogSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSession) => apiRequest<SessionView>("POST", "/api/sessions", input),
    onSuccess: () => logbookChanged(queryClient),
  });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/sessions/${id}`),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<SessionList | null>(SESSIONS_QUERY_KEY, (list) => (list ? { sessions: list.sessions.filter((s) => s.id !== id) } : list)),
    onSettled: () => logbookChanged(queryClient),
  });
}

/**
 * « Appliquer » (a factor) or « Annuler le décalage » (null): the answer replaces the shift's view, the current
 * user's conditions take the new shift, and the verdicts drawn with the old one are drawn again.
 */
export function useSetShift() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (factor: number | null) =>
      factor === null ? apiRequest<ShiftView>("DELETE", "/api/sessions/shift") : apiRequest<ShiftView>("POST", "/api/sessions/shift", { factor }),
    onSuccess: (view) => {
      queryClient.setQueryData(SHIFT_QUERY_KEY, view);
      queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, (old) => (old ? { ...old, preferences: { ...old.preferences, kiteShift: view.applied } } : old));
      void queryClient.invalidateQueries({ predicate: dependsOnConditions });
      router.refresh();
    },
    // A proposal changed meanwhile (409): the panel shows the new one.
    onError: () => queryClient.invalidateQueries({ queryKey: SHIFT_QUERY_KEY }),
  });
}

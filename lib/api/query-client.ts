import { QueryClient } from "@tanstack/react-query";

/** Spec §9: data fresh for 30 minutes, no refetch interval, no refetch on focus, no retries. */
export const QUERY_STALE_MS = 30 * 60 * 1000;
export const USER_STALE_MS = 5 * 60 * 1000;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, refetchInterval: false, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

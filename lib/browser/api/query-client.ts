import { QueryClient } from "@tanstack/react-query";

/** Spec §9: data fresh for 30 minutes, the current user for 5; no refetch interval, no refetch on focus, no retries. */
export const QUERY_STALE_MS = 30 * 60 * 1000;
export const USER_STALE_MS = 5 * 60 * 1000;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        retry: false,
        refetchOnWindowFocus: false,
        // Offline, the service worker answers with what it kept: a request is sent anyway, never held back
        // until the browser says it is online again.
        networkMode: "always",
        // Back online, what the page shows is asked again, fresh or not: a page opened offline shows kept data.
        refetchOnReconnect: "always",
      },
      // A star or a form sent offline fails at once, with its message, instead of waiting silently.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

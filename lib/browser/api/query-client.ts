import { QueryClient } from "@/lib/browser/query";

/** Spec §9: data fresh for 30 minutes, no refetch interval, no refetch on focus, no retries. */
export const QUERY_STALE_MS = 30 * 60 * 1000;
export const USER_STALE_MS = 5 * 60 * 1000;

export function makeQueryClient(): QueryClient {
  // lib/query never retries, and refetches on focus or at an interval only the queries that ask.
  return new QueryClient({ staleTime: QUERY_STALE_MS });
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/browser/api/client";
import type { LiveSummaries } from "@/lib/3-features/live-wind/summary";

const LIVE_SUMMARIES_PATH = "/api/spots/live";
/** The stations report every 4 minutes; the list is read, not watched: every 2 minutes is enough. */
const LIVE_SUMMARIES_REFRESH_MS = 2 * 60_000;

/** The spot cards' live wind, apart from the spec's list (GET /api/spots keeps its shape): first from the server, then refreshed. */
export function useLiveSummaries(initialData?: LiveSummaries): LiveSummaries | undefined {
  return useQuery({
    queryKey: [LIVE_SUMMARIES_PATH],
    queryFn: getJson<LiveSummaries>(LIVE_SUMMARIES_PATH),
    initialData,
    refetchInterval: LIVE_SUMMARIES_REFRESH_MS,
  }).data ?? undefined;
}

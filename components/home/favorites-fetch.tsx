"use client";

import { useRouter } from "next/navigation";
import { startTransition, useEffect } from "react";

/** At most this many forecasts asked at once: the provider is shared, and a phone's connection too. */
const FAVORITES_FETCH_CONCURRENCY = 2;
/**
 * Home's favourites whose forecast was never fetched (a new rider's first stars): asks the forecast of each, as
 * the forecast page does when the server stopped waiting (GET /api/weather/{id} fetches and stores a missing
 * one), two at a time, then has home rendered again so that their rows fill in. Renders nothing.
 */
export function FavoritesFetch({ spotIds }: { spotIds: number[] }) {
  const router = useRouter();
  const key = spotIds.join(",");
  useEffect(() => {
    let cancelled = false;
    const queue = key.split(",").map(Number);
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined && !cancelled; id = queue.shift()) {
        await fetch(`/api/weather/${id}`, { headers: { accept: "application/json" } }).catch(() => undefined);
      }
    };
    // Once: a forecast the provider could not give leaves its row pending, with the same ids, and no loop. The
    // server keeps no verdict facts without hours (lib/3-features/verdicts/facts-cache.ts): the rows fill in at once.
    void Promise.all(Array.from({ length: FAVORITES_FETCH_CONCURRENCY }, worker)).then(() => {
      if (!cancelled) startTransition(() => router.refresh());
    });
    return () => {
      cancelled = true;
    };
  }, [key, router]);
  return null;
}

import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient, QUERY_STALE_MS } from "./query-client";

/* Spec §9 through TanStack Query's own client: no retry, 30 minutes fresh, no refetch on focus. */

/** A query shown by a component: an observer subscribed to it, as useQuery does. */
function show(client: QueryClient, queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, { queryKey: ["/api/spots"], queryFn });
  return observer.subscribe(() => undefined);
}

describe("the app's query client", () => {
  afterEach(() => vi.useRealTimers());

  it("does not retry a failed request", async () => {
    const client = makeQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new Error("500: Une erreur interne est survenue."));
    const stop = show(client, queryFn);
    await vi.waitFor(() => expect(client.getQueryState(["/api/spots"])?.status).toBe("error"));
    await new Promise((r) => setTimeout(r, 1500)); // TanStack's first retry would come after 1 s
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it("keeps an answer fresh for 30 minutes, then asks again", async () => {
    vi.useFakeTimers();
    const client = makeQueryClient();
    const queryFn = vi.fn().mockResolvedValue([]);
    await client.fetchQuery({ queryKey: ["/api/spots"], queryFn });
    vi.advanceTimersByTime(QUERY_STALE_MS - 1000);
    await client.fetchQuery({ queryKey: ["/api/spots"], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    await client.fetchQuery({ queryKey: ["/api/spots"], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it("asks a shown query again when the network comes back, fresh or not, but not when the window gets the focus", async () => {
    vi.useFakeTimers();
    const client = makeQueryClient();
    const queryFn = vi.fn().mockResolvedValue([]);
    const stop = show(client, queryFn);
    await vi.waitFor(() => expect(client.getQueryState(["/api/spots"])?.fetchStatus).toBe("idle"));
    expect(queryFn).toHaveBeenCalledTimes(1);
    // Fresh (a page opened offline shows what the service worker kept): asked again all the same.
    client.getQueryCache().onOnline();
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    vi.advanceTimersByTime(QUERY_STALE_MS + 1000);
    client.getQueryCache().onFocus(); // what TanStack Query does on the window's focus event
    await vi.advanceTimersByTimeAsync(100);
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
  });
});

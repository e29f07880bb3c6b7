"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/browser/api/query-client";

/**
 * TanStack Query for the pages that fetch on the client (the signed-in pages, the reset link's check); the other
 * public pages do without it. One client per mount: leaving the signed-in pages (a logout) drops its cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

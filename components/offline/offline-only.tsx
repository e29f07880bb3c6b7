"use client";

import type { ReactNode } from "react";
import { useOnline } from "./use-online";

/** Shows what the server drew only while the browser has no network. */
export function OfflineOnly({ children }: { children: ReactNode }) {
  return useOnline() ? null : children;
}

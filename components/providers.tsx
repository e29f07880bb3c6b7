"use client";

import { QueryClientProvider } from "@/lib/browser/query";
import { createContext, useContext, useState, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/browser/api/query-client";
import type { PublicUser } from "@/lib/4-edge/auth/users";
import { AuthProvider } from "@/components/auth/use-auth";
import { Toaster } from "@/components/ui/toaster";

/** Given to the browser at run time (not baked into the build), so one build serves any deployment. */
export type RuntimeConfig = { realtimeUrl: string | null; realtimePort: number };

const RuntimeConfigContext = createContext<RuntimeConfig>({ realtimeUrl: null, realtimePort: 3001 });

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}

export function Providers({
  children,
  config,
  initialUser,
}: {
  children: ReactNode;
  config: RuntimeConfig;
  initialUser: PublicUser | null;
}) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider initialUser={initialUser}>
          {children}
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </RuntimeConfigContext.Provider>
  );
}

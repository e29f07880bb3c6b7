"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
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
  // No query library here: it is mounted by the pages that fetch on the client (components/query-provider.tsx).
  return (
    <RuntimeConfigContext.Provider value={config}>
      <AuthProvider initialUser={initialUser}>
        {children}
        <Toaster />
      </AuthProvider>
    </RuntimeConfigContext.Provider>
  );
}

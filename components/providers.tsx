"use client";

import type { ReactNode } from "react";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import { AuthProvider } from "@/components/auth/use-auth";
import { Toaster } from "@/components/ui/toaster";

/** Every page's providers: the signed-in rider (asked by the browser unless a page's server read it) and the toasts. */
export function Providers({ children, initialUser }: { children: ReactNode; initialUser?: PublicUser | null }) {
  // No query library here: it is mounted by the pages that fetch on the client (components/query-provider.tsx).
  return (
    <AuthProvider initialUser={initialUser}>
      {children}
      <Toaster />
    </AuthProvider>
  );
}

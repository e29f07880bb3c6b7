import type { ReactNode } from "react";
import { UserQuery } from "@/components/auth/user-query";
import { OfflineSupport } from "@/components/offline/offline-support";
import { QueryProvider } from "@/components/query-provider";

/**
 * Home, spots, forecasts and profile need a signed-in user (spec §1, §6). The proxy sends a request without a
 * session to /auth, and checks the session of the pages every rider shares (proxy.ts); a page with the rider's own
 * data checks it itself; the browser goes back to /auth when GET /api/user says nobody is signed in.
 */
export default function ProtectedLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <UserQuery />
      {children}
      {/* The rider's pages stay readable without network. */}
      <OfflineSupport />
    </QueryProvider>
  );
}

import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { UserQuery } from "@/components/auth/user-query";
import { OfflineSupport } from "@/components/offline/offline-support";
import { QueryProvider } from "@/components/query-provider";
import { currentUser } from "@/lib/4-edge/auth/session";

/** Home, spots, forecasts and profile need a signed-in user (spec §1, §6): checked here, on the server. */
export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  if (!(await currentUser())) redirect("/auth");
  return (
    <QueryProvider>
      <UserQuery />
      {children}
      {/* The rider's pages stay readable without network (issue 14). */}
      <OfflineSupport />
    </QueryProvider>
  );
}

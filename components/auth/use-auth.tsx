"use client";

import { useMutation, useQuery, useQueryClient, type UseMutationResult } from "@/lib/browser/query";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { LOGOUT_QUEUE_STORAGE_KEY } from "@/lib/1-domain/offline/protocol";
import { apiRequest, errorMessage, getJson } from "@/lib/browser/api/client";
import { USER_STALE_MS } from "@/lib/browser/api/query-client";
import type { PublicUser } from "@/lib/4-edge/auth/users";
import { forgetPushSubscription } from "@/components/alerts/forget-push";
import { clearToasts, toast } from "@/components/ui/use-toast";

export const USER_QUERY_KEY = ["/api/user"] as const;

/** The pages and data kept for offline use (issue 14); its code is fetched at login and logout only. */
const workerClient = () => import("@/lib/browser/offline/worker-client");
export const clearRiderData = () => workerClient().then((client) => client.clearRiderData()).catch(() => undefined);
const queueLogout = () => workerClient().then((client) => client.queueLogout()).catch(() => undefined);

type AuthContextValue = {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
  logoutMutation: UseMutationResult<unknown, Error, void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser?: PublicUser | null }) {
  const queryClient = useQueryClient();
  // Fetched on load, on mount and on window focus, fresh for 5 minutes; a 401 means "no user" (spec §4).
  const { data, isLoading, error } = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: getJson<PublicUser>("/api/user", "returnNull"),
    staleTime: USER_STALE_MS,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    initialData: initialUser,
  });

  // A logout queued by a page without a worker (see queueLogout) goes out at the next load.
  useEffect(() => {
    if (typeof localStorage === "undefined" || localStorage.getItem(LOGOUT_QUEUE_STORAGE_KEY) === null) return;
    void workerClient()
      .then((client) => client.sendQueuedLogout())
      .then((sent) => sent && queryClient.setQueryData(USER_QUERY_KEY, null))
      .catch(() => undefined);
  }, [queryClient]);

  const logoutMutation = useMutation({
    // The session must still be there for the server to forget this browser's push subscription. The pages and
    // data kept for offline use go whatever the server answers: on a shared phone, even a logout without
    // network leaves nothing of the rider (issue 14).
    // Without network (a fetch that cannot even start), the logout is queued for when the server can be reached
    // and the phone forgets the rider at once (issue 25); the server's answer also clears the site's data
    // (`Clear-Site-Data`).
    mutationFn: async () => {
      await forgetPushSubscription();
      try {
        return await apiRequest("POST", "/api/logout");
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        await queueLogout();
        return null;
      } finally {
        await clearRiderData();
      }
    },
    onSuccess: () => {
      clearToasts();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
    },
    onError: (err) => toast({ title: "Logout failed", description: errorMessage(err), variant: "destructive" }),
  });

  return (
    <AuthContext.Provider
      value={{ user: data ?? null, isLoading, error: error as Error | null, logoutMutation }}
    >
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used within an AuthProvider");
  return ctx;
}

"use client";

import { useMutation, useQuery, useQueryClient, type UseMutationResult } from "@/lib/query";
import { createContext, useContext, type ReactNode } from "react";
import { apiRequest, errorMessage, getJson } from "@/lib/api/client";
import { USER_STALE_MS } from "@/lib/api/query-client";
import type { PublicUser } from "@/lib/auth/users";
import type { LoginInput, RegisterInput } from "@/lib/validation/auth";
import { forgetPushSubscription } from "@/components/alerts/forget-push";
import { clearToasts, toast } from "@/components/ui/use-toast";

export const USER_QUERY_KEY = ["/api/user"] as const;

/** The pages and data kept for offline use (issue 14); its code is fetched at login and logout only. */
const clearRiderData = () => import("@/lib/offline/worker-client").then((client) => client.clearRiderData()).catch(() => undefined);

type AuthContextValue = {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<PublicUser, Error, LoginInput>;
  registerMutation: UseMutationResult<PublicUser, Error, RegisterInput>;
  logoutMutation: UseMutationResult<unknown, Error, void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export const REGISTER_DUPLICATE_EMAIL = "Cette adresse email est déjà utilisée.";
export const REGISTER_DUPLICATE_USERNAME = "Ce nom d'utilisateur est déjà utilisé.";

/** Spec §8: the registration toast maps the server's duplicate messages to fixed texts. */
export function registrationErrorText(message: string): string {
  if (message.includes("adresse email est déjà utilisée")) return REGISTER_DUPLICATE_EMAIL;
  if (message.includes("nom d'utilisateur est déjà utilisé")) return REGISTER_DUPLICATE_USERNAME;
  return message || "Une erreur est survenue lors de l'inscription.";
}

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

  // A browser may be shared: whoever signs in starts with nothing kept of the previous rider (issue 14).
  const signedIn = async (user: PublicUser) => {
    await clearRiderData();
    return user;
  };

  const loginMutation = useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>("POST", "/api/login", input).then(signedIn),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
    onError: (err) => toast({ title: "Login failed", description: errorMessage(err), variant: "destructive" }),
  });

  const registerMutation = useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<PublicUser>("POST", "/api/register", input).then(signedIn),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
    onError: (err) =>
      toast({ title: "Échec de l'inscription", description: registrationErrorText(errorMessage(err)), variant: "destructive" }),
  });

  const logoutMutation = useMutation({
    // The session must still be there for the server to forget this browser's push subscription. The pages and
    // data kept for offline use go whatever the server answers: on a shared phone, even a logout without
    // network leaves nothing of the rider (issue 14).
    mutationFn: async () => {
      await forgetPushSubscription();
      try {
        return await apiRequest("POST", "/api/logout");
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
      value={{ user: data ?? null, isLoading, error: error as Error | null, loginMutation, registerMutation, logoutMutation }}
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

"use client";

import { useMutation, useQueryClient } from "@/lib/browser/query";
import { apiRequest, errorMessage } from "@/lib/browser/api/client";
import type { PublicUser } from "@/lib/4-edge/auth/users";
import type { LoginInput, RegisterInput } from "@/lib/1-domain/validation/auth";
import { toast } from "@/components/ui/use-toast";
import { clearRiderData, USER_QUERY_KEY } from "./use-auth";

/*
 * Signing in and registering, used by the /auth forms only: kept out of the AuthProvider that every page
 * loads (issue 10). Both set the rider the AuthProvider shows.
 */

export const REGISTER_DUPLICATE_EMAIL = "Cette adresse email est déjà utilisée.";
export const REGISTER_DUPLICATE_USERNAME = "Ce nom d'utilisateur est déjà utilisé.";

/** Spec §8: the registration toast maps the server's duplicate messages to fixed texts. */
export function registrationErrorText(message: string): string {
  if (message.includes("adresse email est déjà utilisée")) return REGISTER_DUPLICATE_EMAIL;
  if (message.includes("nom d'utilisateur est déjà utilisé")) return REGISTER_DUPLICATE_USERNAME;
  return message || "Une erreur est survenue lors de l'inscription.";
}

// A browser may be shared: whoever signs in starts with nothing kept of the previous rider (issue 14).
const signedIn = async (user: PublicUser) => {
  await clearRiderData();
  return user;
};

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>("POST", "/api/login", input).then(signedIn),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
    onError: (err) => toast({ title: "Login failed", description: errorMessage(err), variant: "destructive" }),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<PublicUser>("POST", "/api/register", input).then(signedIn),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
    onError: (err) =>
      toast({ title: "Échec de l'inscription", description: registrationErrorText(errorMessage(err)), variant: "destructive" }),
  });
}

import { apiRequest, errorMessage } from "@/lib/browser/api/client";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import type { LoginInput, RegisterInput } from "@/lib/1-domain/validation/auth";
import { toast } from "@/components/ui/use-toast";
import { clearRiderData } from "./use-auth";

/*
 * Signing in and registering, used by the /auth forms only: kept out of what every page loads. A
 * failure shows the spec's toast; the forms' pending state is their submission's (react-hook-form's
 * `isSubmitting`).
 */

const REGISTER_FAILED = "Une erreur est survenue lors de l'inscription.";

async function signIn(path: string, input: LoginInput | RegisterInput, failure: (error: unknown) => void): Promise<void> {
  try {
    await apiRequest<PublicUser>("POST", path, input);
  } catch (error) {
    failure(error);
    return;
  }
  // A browser may be shared: whoever signs in starts with nothing kept of the previous rider.
  await clearRiderData();
  // A full page load, not router.replace("/"): the router may hold a prefetch of "/" made while signed out, i.e.
  // the proxy's redirect to /auth, and would follow it back here. The new page brings the rider from the server.
  window.location.replace("/");
  // The button stays pending (no second tap) until that page replaces this one.
  return new Promise<never>(() => undefined);
}

export const logIn = (input: LoginInput) =>
  signIn("/api/login", input, (err) => toast({ title: "Login failed", description: errorMessage(err), variant: "destructive" }));

/** Spec §8: the server's message (a taken username or address is already the spec's sentence), or the fallback. */
export const register = (input: RegisterInput) =>
  signIn("/api/register", input, (err) =>
    toast({ title: "Échec de l'inscription", description: errorMessage(err) || REGISTER_FAILED, variant: "destructive" }),
  );

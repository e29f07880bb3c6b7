import type { Metadata } from "next";
import { AuthCard } from "./_components/auth-card";
import { AuthHero } from "./_components/auth-hero";
import { LeaveWhenSignedIn } from "./_components/leave-when-signed-in";

export const metadata: Metadata = { title: "Connexion" };

/** Sign-in and registration: the same page for everyone; a signed-in rider is sent home by the browser. */
export default function AuthPage() {
  return (
    <div className="grid items-stretch gap-8 lg:grid-cols-2 lg:py-6">
      <LeaveWhenSignedIn />
      <AuthCard />
      <AuthHero />
    </div>
  );
}

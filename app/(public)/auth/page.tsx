import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/4-edge/auth/session";
import { AuthCard } from "./_components/auth-card";
import { AuthHero } from "./_components/auth-hero";

export const metadata: Metadata = { title: "Connexion" };

export default async function AuthPage() {
  if (await currentUser()) redirect("/");
  return (
    <div className="grid items-stretch gap-8 lg:grid-cols-2 lg:py-6">
      <AuthCard />
      <AuthHero />
    </div>
  );
}

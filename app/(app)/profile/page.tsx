import type { Metadata } from "next";
import { AlertsSection } from "./alerts-section";
import { ConditionsForm } from "./conditions-form";
import { ProfileForm } from "./profile-form";

export const metadata: Metadata = { title: "Mon profil" };

export default function ProfilePage() {
  return (
    <div className="space-y-6">
      <ProfileForm />
      <ConditionsForm />
      <AlertsSection />
    </div>
  );
}

import type { Metadata } from "next";
import { Suspense } from "react";
import { ResetPasswordView } from "./reset-password-view";

export const metadata: Metadata = { title: "Nouveau mot de passe" };

export default function ResetPasswordPage() {
  return (
    <Suspense>
      <ResetPasswordView />
    </Suspense>
  );
}
